import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZChatHistory,
  ZChatMessage,
  ZChatMessageParams,
  ZChatParams,
  ZChatReplyResponse,
  ZRateChatMessageBody,
  ZSendChatMessageBody,
  ZSendChatMessageResponse,
} from '../../../shared/contracts/chats.ts';
import { ZErrorResponse, ZMessageResponse } from '../../../shared/contracts/common.ts';
import { localeFromAcceptLanguage } from '../../chat/safety/crisis-resources.ts';
import { notFound } from '../../lib/app-error.ts';
import { chatOwner } from './chat.service.ts';
import { sendChatMessage } from './chat-send.service.ts';
import {
  chooseAlternative,
  deleteLastExchange,
  rateMessage,
  regenerateReply,
  requestReplyStop,
  stoppedReply,
} from './chat-tree.service.ts';

const owner = (request: FastifyRequest) => (request.session ? chatOwner(request.session) : null);
const errors = { 400: ZErrorResponse, 404: ZErrorResponse, 409: ZErrorResponse };

/**
 * The conversation tree: regenerate, choose an alternative, edit a message, delete the
 * last exchange, stop a reply, rate one. `replyLimit` is the send route's rate limit:
 * everything that makes the companion write counts against one budget.
 */
export const chatTreeRoutes: FastifyPluginAsyncZod<{ replyLimit: onRequestHookHandler }> = async (app, opts) => {
  app.post(
    '/chats/:avatarId/regenerate',
    {
      onRequest: opts.replyLimit,
      schema: {
        tags: ['chats'],
        summary: 'Writes the last reply again: a new alternative, streamed like any reply',
        params: ZChatParams,
        response: { 202: ZChatReplyResponse, 429: ZErrorResponse, ...errors },
      },
    },
    async (request, reply) => {
      const result = await regenerateReply(app.ctx, { owner: owner(request), avatarId: request.params.avatarId });
      app.replyWorker.kick();
      return reply.code(202).send(result);
    },
  );

  app.post(
    '/chats/:avatarId/messages/:messageId/choose',
    {
      schema: {
        tags: ['chats'],
        summary: "Chooses one of a turn's alternatives; the conversation goes on from it",
        params: ZChatMessageParams,
        response: { 200: ZChatHistory, ...errors },
      },
    },
    async (request) =>
      chooseAlternative(app.ctx, {
        owner: owner(request),
        avatarId: request.params.avatarId,
        messageId: request.params.messageId,
      }),
  );

  app.post(
    '/chats/:avatarId/messages/:messageId/edit',
    {
      onRequest: opts.replyLimit,
      schema: {
        tags: ['chats'],
        summary: 'Edits a visitor message: the edit becomes a new alternative of that turn and is answered',
        params: ZChatMessageParams,
        // The edit: it becomes a new alternative of that turn, and the companion answers it.
        body: ZSendChatMessageBody,
        response: { 201: ZSendChatMessageResponse, 429: ZErrorResponse, ...errors },
      },
    },
    async (request, reply) => {
      const who = owner(request);
      // Without a session there is no conversation, so no message to edit.
      if (!who) throw notFound('Message not found');
      const result = await sendChatMessage(app.ctx, {
        owner: who,
        avatarId: request.params.avatarId,
        message: request.body.message,
        locale: localeFromAcceptLanguage(request.headers['accept-language']),
        editOf: request.params.messageId,
      });
      app.replyWorker.kick();
      return reply.code(201).send({ message: result.message, replyPending: result.replyPending });
    },
  );

  app.delete(
    '/chats/:avatarId/last-exchange',
    {
      schema: {
        tags: ['chats'],
        summary: "Deletes the visitor's last message and every reply to it",
        params: ZChatParams,
        response: { 200: ZMessageResponse, ...errors },
      },
    },
    async (request) => {
      await deleteLastExchange(app.ctx, { owner: owner(request), avatarId: request.params.avatarId });
      return { message: 'Last exchange deleted' };
    },
  );

  app.post(
    '/chats/:avatarId/stop',
    {
      schema: {
        tags: ['chats'],
        summary: 'Stops the reply being written; what was shown is kept as that reply',
        params: ZChatParams,
        response: { 200: ZChatReplyResponse, ...errors },
      },
    },
    async (request) => {
      const { avatarId } = request.params;
      const stop = await requestReplyStop(app.ctx, { owner: owner(request), avatarId });
      for (const replyId of stop.replyIds) await app.replyWorker.stopReply(replyId);
      return stoppedReply(app.ctx, { ...stop, avatarId });
    },
  );

  app.put(
    '/chats/:avatarId/messages/:messageId/rating',
    {
      schema: {
        tags: ['chats'],
        summary: "Thumbs up (1), down (-1) or neither (null) on one of the companion's replies",
        params: ZChatMessageParams,
        body: ZRateChatMessageBody,
        response: { 200: ZChatMessage, ...errors },
      },
    },
    async (request) =>
      rateMessage(app.ctx, {
        owner: owner(request),
        avatarId: request.params.avatarId,
        messageId: request.params.messageId,
        rating: request.body.rating,
      }),
  );
};
