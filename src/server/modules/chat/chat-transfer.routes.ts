import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CHAT_IMPORT_MAX_MB, ZChatExportQuery, ZChatImportResponse } from '../../../shared/contracts/chat-transfer.ts';
import { ZChatParams } from '../../../shared/contracts/chats.ts';
import { ZErrorResponse } from '../../../shared/contracts/common.ts';
import { AppError } from '../../lib/app-error.ts';
import { routeRateLimit } from '../../plugins/rate-limit.ts';
import { ensureVisitorSession } from '../../plugins/session.ts';
import { chatOwner } from './chat.service.ts';
import { exportConversation, importConversation } from './chat-transfer.service.ts';

const IMPORT_MAX_BYTES = CHAT_IMPORT_MAX_MB * 1024 * 1024;
const TOO_LARGE = `Chat files are at most ${CHAT_IMPORT_MAX_MB} MB.`;
const CHOOSE = 'Choose a SillyTavern chat file (.jsonl) to import';
const errors = { 400: ZErrorResponse, 404: ZErrorResponse };

/** The uploaded chat file (multipart field "file") as text: 413 past the limit, before or while reading. */
async function chatFileOf(request: FastifyRequest): Promise<string> {
  if (Number(request.headers['content-length'] ?? 0) > IMPORT_MAX_BYTES + 64 * 1024) {
    throw new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE, { headers: { Connection: 'close' } });
  }
  if (!request.isMultipart()) throw new AppError('BAD_REQUEST', CHOOSE);
  const part = await request.file();
  if (!part) throw new AppError('BAD_REQUEST', CHOOSE);
  const bytes = await part.toBuffer().catch((error: unknown) => {
    if (part.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE);
    throw error;
  });
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new AppError('BAD_REQUEST', 'The chat file is not UTF-8 text');
  }
}

/** A conversation out as a file (SillyTavern JSONL, Markdown) and a SillyTavern chat in. */
export const chatTransferRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { files: 1, fields: 2, fileSize: IMPORT_MAX_BYTES, parts: 3 } });

  app.get(
    '/chats/:avatarId/export',
    {
      schema: {
        tags: ['chats'],
        summary: "Downloads the visitor's conversation as SillyTavern chat JSONL or as Markdown",
        params: ZChatParams,
        querystring: ZChatExportQuery,
        response: errors,
      },
    },
    async (request, reply) => {
      const file = await exportConversation(app.ctx, {
        owner: request.session ? chatOwner(request.session) : null,
        avatarId: request.params.avatarId,
        format: request.query.format,
      });
      reply.header('Content-Disposition', `attachment; filename="${file.fileName}"`);
      reply.header('Cache-Control', 'private, no-store');
      // Text is sent as it is (only objects are serialised), so 200 declares no JSON schema.
      return reply.type(file.contentType).send(file.body as never);
    },
  );

  app.post(
    '/chats/:avatarId/import',
    {
      config: routeRateLimit(app.ctx.config, 10, '1 minute'),
      schema: {
        tags: ['chats'],
        summary:
          'Replaces the conversation with a SillyTavern chat (multipart field "file", JSONL): all of it or, with a 400 naming what is wrong, none',
        consumes: ['multipart/form-data'],
        params: ZChatParams,
        response: { 201: ZChatImportResponse, 413: ZErrorResponse, ...errors },
      },
    },
    async (request, reply) => {
      const text = await chatFileOf(request);
      const session = await ensureVisitorSession(request, reply);
      const result = await importConversation(app.ctx, {
        owner: chatOwner(session),
        avatarId: request.params.avatarId,
        text,
      });
      return reply.code(201).send(result);
    },
  );
};
