import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZChatSummary,
  ZChatSummaryResponse,
  ZEditChatMemoryBody,
  ZEditChatSummaryBody,
} from '../../../shared/contracts/chat-memory.ts';
import { ZChatMemoryEntry, ZChatMemoryParams, ZChatParams } from '../../../shared/contracts/chats.ts';
import { ZErrorResponse, ZMessageResponse } from '../../../shared/contracts/common.ts';
import { chatOwner } from './chat.service.ts';
import { deleteChatSummary, editChatMemoryEntry, editChatSummary, getChatSummary } from './memory-panel.service.ts';

const owner = (request: FastifyRequest) => (request.session ? chatOwner(request.session) : null);
const errors = { 400: ZErrorResponse, 404: ZErrorResponse };

/**
 * The memory panel's edits: each remembered fact and the rolling summary, for the visitor
 * who owns the conversation (member or guest session); anyone else finds nothing (404).
 */
export const chatMemoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/chats/:avatarId/memory/:memoryId',
    {
      schema: {
        tags: ['chats'],
        summary: 'Rewrites one remembered thing',
        params: ZChatMemoryParams,
        body: ZEditChatMemoryBody,
        response: { 200: ZChatMemoryEntry, ...errors },
      },
    },
    async (request) =>
      editChatMemoryEntry(app.ctx, {
        owner: owner(request),
        avatarId: request.params.avatarId,
        memoryId: request.params.memoryId,
        value: request.body.value,
      }),
  );

  app.get(
    '/chats/:avatarId/memory/summary',
    {
      schema: {
        tags: ['chats'],
        summary: 'The rolling summary of turns that no longer fit the prompt (null while there is none)',
        params: ZChatParams,
        response: { 200: ZChatSummaryResponse, ...errors },
      },
    },
    async (request) => ({
      summary: await getChatSummary(app.ctx, { owner: owner(request), avatarId: request.params.avatarId }),
    }),
  );

  app.put(
    '/chats/:avatarId/memory/summary',
    {
      schema: {
        tags: ['chats'],
        summary: 'Rewrites the rolling summary',
        params: ZChatParams,
        body: ZEditChatSummaryBody,
        response: { 200: ZChatSummary, ...errors },
      },
    },
    async (request) =>
      editChatSummary(app.ctx, {
        owner: owner(request),
        avatarId: request.params.avatarId,
        content: request.body.content,
      }),
  );

  app.delete(
    '/chats/:avatarId/memory/summary',
    {
      schema: {
        tags: ['chats'],
        summary: 'Forgets the rolling summary (the turns it covered are not summarised again)',
        params: ZChatParams,
        response: { 200: ZMessageResponse, ...errors },
      },
    },
    async (request) => {
      await deleteChatSummary(app.ctx, { owner: owner(request), avatarId: request.params.avatarId });
      return { message: 'Summary deleted' };
    },
  );
};
