import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCharacterCardV3 } from '../../../shared/contracts/character-card.ts';
import { ZErrorResponse } from '../../../shared/contracts/common.ts';
import { ZAvatarIdParams, ZCreatorAvatar, ZPersonaDraft } from '../../../shared/contracts/creator-avatars.ts';
import { AppError } from '../../lib/app-error.ts';
import { routeRateLimit } from '../../plugins/rate-limit.ts';
import { requireRole } from '../../plugins/session.ts';
import { getAuthUser } from '../users/users.service.ts';
import { CARD_FILE_MAX_MB } from './card-files.ts';
import { exportCardJson, exportCardPng, importCharacterCardFile, readCardDraft } from './character-cards.service.ts';

const CARD_MAX_BYTES = CARD_FILE_MAX_MB * 1024 * 1024; // PNG and CHARX cards carry the portrait too
const TOO_LARGE = `Character Card files are at most ${CARD_FILE_MAX_MB} MB.`;
const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };

/** The uploaded card file (multipart field "file"), whole: 413 past the limit, before or while reading. */
async function cardFileOf(request: FastifyRequest): Promise<{ bytes: Buffer; fileName: string }> {
  if (Number(request.headers['content-length'] ?? 0) > CARD_MAX_BYTES + 64 * 1024) {
    throw new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE, { headers: { Connection: 'close' } });
  }
  if (!request.isMultipart()) throw new AppError('BAD_REQUEST', 'Choose a Character Card file to import');
  const part = await request.file();
  if (!part) throw new AppError('BAD_REQUEST', 'Choose a Character Card file to import');
  const bytes = await part.toBuffer().catch((error: unknown) => {
    if (part.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE);
    throw error;
  });
  return { bytes, fileName: part.filename };
}

/**
 * Character Cards (V2, V3; JSON, PNG, CHARX) in and out of the creator portal. Only the
 * avatar's creator exports its card: the system prompt and the lorebook may be their
 * craft, which a visitor's download would give away.
 */
export const characterCardRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { files: 1, fields: 2, fileSize: CARD_MAX_BYTES, parts: 3 } });

  const exporter = async (request: FastifyRequest<{ Params: { id: number } }>) => {
    const user = requireRole(request, 'creator');
    const me = await getAuthUser(app.ctx, user.userId);
    return { id: request.params.id, creatorId: user.userId, creatorName: me.displayName ?? me.username };
  };

  app.get(
    '/creator/avatars/:id/character-card',
    {
      config: { access: 'creator' },
      schema: {
        tags: ['creator'],
        summary: 'Export the avatar as a Character Card V3 JSON file (lorebook included)',
        params: ZAvatarIdParams,
        response: { 200: ZCharacterCardV3, ...errors },
      },
    },
    async (request, reply) => {
      const { card, fileName } = await exportCardJson(app.ctx, await exporter(request));
      reply.header('Content-Disposition', `attachment; filename="${fileName}"`);
      return card;
    },
  );

  app.get(
    '/creator/avatars/:id/character-card.png',
    {
      config: { access: 'creator' },
      schema: {
        tags: ['creator'],
        summary:
          'Export the avatar as a PNG card: its picture with the card as V2 ("chara") and V3 ("ccv3") text chunks',
        params: ZAvatarIdParams,
        response: errors,
      },
    },
    async (request, reply) => {
      const { png, fileName } = await exportCardPng(app.ctx, await exporter(request));
      reply.header('Content-Disposition', `attachment; filename="${fileName}"`);
      reply.header('Cache-Control', 'private, no-store');
      // Bytes are sent as they are (only objects are serialised), so 200 declares no JSON schema.
      return reply.type('image/png').send(png as never);
    },
  );

  app.post(
    '/creator/avatars/character-card',
    {
      config: { ...routeRateLimit(app.ctx.config, 30, '1 minute'), access: 'creator' },
      schema: {
        tags: ['creator'],
        summary: 'Read a Character Card file (JSON, PNG or CHARX; multipart field "file") into persona fields',
        consumes: ['multipart/form-data'],
        response: { 200: ZPersonaDraft, ...errors, 413: ZErrorResponse },
      },
    },
    async (request) => {
      requireRole(request, 'creator');
      return readCardDraft((await cardFileOf(request)).bytes);
    },
  );

  app.post(
    '/creator/avatars/import',
    {
      config: { ...routeRateLimit(app.ctx.config, 30, '1 minute'), access: 'creator' },
      schema: {
        tags: ['creator'],
        summary:
          'Create a hidden avatar from a Character Card (JSON V2/V3, PNG, CHARX; multipart field "file"): persona, greetings, lorebook and picture',
        consumes: ['multipart/form-data'],
        response: { 201: ZCreatorAvatar, ...errors, 413: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const user = requireRole(request, 'creator');
      const { bytes, fileName } = await cardFileOf(request);
      const avatar = await importCharacterCardFile(app.ctx, { creatorId: user.userId, bytes, fileName });
      return reply.code(201).send(avatar);
    },
  );
};
