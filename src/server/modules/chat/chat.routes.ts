import type { Socket } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZChatHistory,
  ZChatMemoryList,
  ZChatMemoryParams,
  ZChatParams,
  ZSendChatMessageBody,
  ZSendChatMessageResponse,
} from '../../../shared/contracts/chats.ts';
import { ZErrorResponse, ZMessageResponse } from '../../../shared/contracts/common.ts';
import { localeFromAcceptLanguage } from '../../chat/safety/crisis-resources.ts';
import { ReadCache } from '../../lib/read-cache.ts';
import { sendJsonText } from '../../lib/send-json-text.ts';
import { routeRateLimit } from '../../plugins/rate-limit.ts';
import { ensureVisitorSession } from '../../plugins/session.ts';
import {
  chatOwner,
  clearChatHistory,
  clearChatMemory,
  deleteChatMemoryEntry,
  getChatHistory,
  getChatHistoryJson,
  listChatMemory,
} from './chat.service.ts';
import { avatarGreets } from './chat-greetings.service.ts';
import { sendChatMessage } from './chat-send.service.ts';
import { ChatStream, parseLastEventId } from './chat-stream.ts';
import { chatTreeRoutes } from './chat-tree.routes.ts';
import { StreamLimits } from './stream-limits.ts';

/** Messages a visitor may send per minute (scaled by RATE_LIMIT_MULTIPLIER). */
export const CHAT_MESSAGES_PER_MINUTE = 20;
const STREAMS_PER_MINUTE = 60;

/** Rate limits count per visitor: member, else guest session, else address. */
function visitorKey(request: FastifyRequest): string {
  const s = request.session;
  if (s?.userId != null) return `u:${s.userId}`;
  if (s) return `s:${s.id}`;
  return `ip:${request.ip}`;
}

/** Histories kept until the next write (see getChatHistoryJson): bounded by bytes, a second of the clock at most. */
const HISTORY_CACHE = { maxBytes: 4 * 1024 * 1024, ttlMs: 1000 };

const owner = (request: FastifyRequest) => (request.session ? chatOwner(request.session) : null);
const errors = { 400: ZErrorResponse, 404: ZErrorResponse };

export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const streams = new Set<ChatStream>();
  const streamSockets = new Set<Socket>();
  const limits = new StreamLimits();
  // One budget for everything that makes the companion write: messages, edits and regenerations.
  const { max } = routeRateLimit(app.ctx.config, CHAT_MESSAGES_PER_MINUTE, '1 minute').rateLimit;
  const replyLimit = app.rateLimit({
    max,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => `chat-send:${visitorKey(request)}`,
  });
  await app.register(chatTreeRoutes, { replyLimit });
  const histories = new ReadCache(HISTORY_CACHE);
  // Open streams (and their sockets, which a client may leave half-open) would hold the
  // server open; end them before it closes.
  app.addHook('preClose', async () => {
    for (const stream of streams) stream.close();
    for (const socket of streamSockets) socket.destroy();
  });

  app.get(
    '/chats/:avatarId',
    {
      schema: {
        tags: ['chats'],
        summary: "This visitor's conversation with an avatar, oldest first",
        params: ZChatParams,
        response: { 200: ZChatHistory, ...errors },
      },
    },
    async (request, reply) => {
      const { avatarId } = request.params;
      // An avatar that greets opens the conversation at the first look: a visitor with no
      // session yet gets a guest one to keep it (and choose among the greetings).
      const who =
        owner(request) ??
        ((await avatarGreets(app.ctx, avatarId)) ? chatOwner(await ensureVisitorSession(request, reply)) : null);
      return sendJsonText(reply, await getChatHistoryJson(app.ctx, histories, { owner: who, avatarId }));
    },
  );

  app.post(
    '/chats/:avatarId',
    {
      schema: {
        tags: ['chats'],
        summary: "Sends a message; the companion's reply follows on the stream and in the history",
        params: ZChatParams,
        body: ZSendChatMessageBody,
        response: { 201: ZSendChatMessageResponse, 429: ZErrorResponse, ...errors },
      },
      onRequest: replyLimit,
    },
    async (request, reply) => {
      const session = await ensureVisitorSession(request, reply);
      const result = await sendChatMessage(app.ctx, {
        owner: chatOwner(session),
        avatarId: request.params.avatarId,
        message: request.body.message,
        locale: localeFromAcceptLanguage(request.headers['accept-language']),
      });
      app.replyWorker.kick();
      return reply.code(201).send({ message: result.message, replyPending: result.replyPending });
    },
  );

  app.delete(
    '/chats/:avatarId',
    {
      schema: {
        tags: ['chats'],
        summary: 'Clears the conversation and what the companion remembers',
        params: ZChatParams,
        response: { 200: ZMessageResponse, ...errors },
      },
    },
    async (request) => {
      await clearChatHistory(app.ctx, { owner: owner(request), avatarId: request.params.avatarId });
      return { message: 'Chat history has been cleared' };
    },
  );

  app.get(
    '/chats/:avatarId/memory',
    {
      schema: {
        tags: ['chats'],
        summary: 'What the companion remembers about this visitor',
        params: ZChatParams,
        response: { 200: ZChatMemoryList, ...errors },
      },
    },
    async (request) => listChatMemory(app.ctx, { owner: owner(request), avatarId: request.params.avatarId }),
  );

  app.delete(
    '/chats/:avatarId/memory',
    {
      schema: {
        tags: ['chats'],
        summary: 'Forgets everything the companion remembers about this visitor',
        params: ZChatParams,
        response: { 200: ZMessageResponse, ...errors },
      },
    },
    async (request) => {
      await clearChatMemory(app.ctx, { owner: owner(request), avatarId: request.params.avatarId });
      return { message: 'Memory cleared' };
    },
  );

  app.delete(
    '/chats/:avatarId/memory/:memoryId',
    {
      schema: {
        tags: ['chats'],
        summary: 'Forgets one remembered thing',
        params: ZChatMemoryParams,
        response: { 200: ZMessageResponse, ...errors },
      },
    },
    async (request) => {
      await deleteChatMemoryEntry(app.ctx, {
        owner: owner(request),
        avatarId: request.params.avatarId,
        memoryId: request.params.memoryId,
      });
      return { message: 'Memory entry deleted' };
    },
  );

  app.get(
    '/chats/:avatarId/stream',
    {
      // A stream has no headers-only form: a HEAD would hold a connection open and send nothing.
      exposeHeadRoute: false,
      schema: {
        tags: ['chats'],
        summary: 'Server-Sent Events: reply text as it is written (`reply`) and finished replies (`message`)',
        params: ZChatParams,
        headers: z.looseObject({ 'last-event-id': z.string().max(40).optional() }),
        response: { 204: z.null(), ...errors, 429: ZErrorResponse },
      },
      config: {
        rateLimit: {
          ...routeRateLimit(app.ctx.config, STREAMS_PER_MINUTE, '1 minute').rateLimit,
          keyGenerator: (request: FastifyRequest) => `chat-stream:${visitorKey(request)}`,
        },
      },
    },
    async (request, reply) => {
      const { avatarId } = request.params;
      await getChatHistory(app.ctx, { owner: null, avatarId }); // 404 for an unknown avatar
      const who = owner(request);
      // No session, no conversation yet: 204 tells EventSource not to reconnect.
      if (!who) return reply.code(204).send(null);
      const release = limits.acquire(visitorKey(request), request.ip);
      reply.raw.once('close', release);
      const socket = request.raw.socket;
      streamSockets.add(socket);
      socket.once('close', () => streamSockets.delete(socket));
      const stream = new ChatStream(app.ctx, app.chatBus, request, reply, who, avatarId);
      streams.add(stream);
      reply.raw.on('close', () => streams.delete(stream));
      try {
        await stream.open(parseLastEventId(request.headers['last-event-id']));
      } catch (error) {
        // The response is already streaming: end it; the browser reconnects and resumes.
        request.log.error({ err: error }, 'chat stream failed');
        stream.close();
      }
      return reply;
    },
  );
};
