import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAvatarInput } from '../../../shared/contracts/avatars.ts';
import { ZCharacterCardV2 } from '../../../shared/contracts/character-card.ts';
import { ZErrorResponse } from '../../../shared/contracts/common.ts';
import {
  ZAvatarIdParams,
  ZCreatorAvatar,
  ZCreatorAvatarList,
  ZPersonaDraft,
} from '../../../shared/contracts/creator-avatars.ts';
import { AppError } from '../../lib/app-error.ts';
import { routeRateLimit } from '../../plugins/rate-limit.ts';
import { requireRole } from '../../plugins/session.ts';
import { getAuthUser } from '../users/users.service.ts';
import {
  createCreatorAvatar,
  deleteCreatorAvatar,
  exportCharacterCard,
  getCreatorAvatar,
  listCreatorAvatars,
  readCharacterCardFile,
  updateCreatorAvatar,
} from './creator-avatars.service.ts';

const CARD_MAX_BYTES = 8 * 1024 * 1024; // PNG cards carry the portrait too
const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };

export const creatorAvatarRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { files: 1, fields: 2, fileSize: CARD_MAX_BYTES, parts: 3 } });

  app.get(
    '/creator/avatars',
    {
      config: { access: 'creator' },
      schema: {
        tags: ['creator'],
        summary: "The creator's own avatars",
        response: { 200: ZCreatorAvatarList, ...errors },
      },
    },
    async (request) => listCreatorAvatars(app.ctx, requireRole(request, 'creator').userId),
  );

  app.post(
    '/creator/avatars',
    {
      config: { ...routeRateLimit(app.ctx.config, 30, '1 minute'), access: 'creator' },
      schema: { tags: ['creator'], body: ZAvatarInput, response: { 201: ZCreatorAvatar, ...errors } },
    },
    async (request, reply) => {
      const user = requireRole(request, 'creator');
      const avatar = await createCreatorAvatar(app.ctx, { creatorId: user.userId, input: request.body });
      return reply.code(201).send(avatar);
    },
  );

  app.get(
    '/creator/avatars/:id',
    {
      config: { access: 'creator' },
      schema: { tags: ['creator'], params: ZAvatarIdParams, response: { 200: ZCreatorAvatar, ...errors } },
    },
    async (request) =>
      getCreatorAvatar(app.ctx, { id: request.params.id, creatorId: requireRole(request, 'creator').userId }),
  );

  app.put(
    '/creator/avatars/:id',
    {
      config: { access: 'creator' },
      schema: {
        tags: ['creator'],
        params: ZAvatarIdParams,
        body: ZAvatarInput,
        response: { 200: ZCreatorAvatar, ...errors },
      },
    },
    async (request) => {
      const user = requireRole(request, 'creator');
      return updateCreatorAvatar(app.ctx, { id: request.params.id, creatorId: user.userId, input: request.body });
    },
  );

  app.delete(
    '/creator/avatars/:id',
    {
      config: { access: 'creator' },
      schema: { tags: ['creator'], params: ZAvatarIdParams, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      const user = requireRole(request, 'creator');
      await deleteCreatorAvatar(app.ctx, { id: request.params.id, creatorId: user.userId });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/creator/avatars/:id/character-card',
    {
      config: { access: 'creator' },
      schema: {
        tags: ['creator'],
        summary: 'Export the persona as a Character Card V2 JSON file',
        params: ZAvatarIdParams,
        response: { 200: ZCharacterCardV2, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireRole(request, 'creator');
      const me = await getAuthUser(app.ctx, user.userId);
      const { card, fileName } = await exportCharacterCard(app.ctx, {
        id: request.params.id,
        creatorId: user.userId,
        creatorName: me.displayName ?? me.username,
      });
      reply.header('Content-Disposition', `attachment; filename="${fileName}"`);
      return card;
    },
  );

  app.post(
    '/creator/avatars/character-card',
    {
      config: { ...routeRateLimit(app.ctx.config, 30, '1 minute'), access: 'creator' },
      schema: {
        tags: ['creator'],
        summary: 'Read a Character Card V2 file (JSON or PNG, multipart field "file") into persona fields',
        consumes: ['multipart/form-data'],
        response: { 200: ZPersonaDraft, ...errors, 413: ZErrorResponse },
      },
    },
    async (request) => {
      requireRole(request, 'creator');
      if (!request.isMultipart()) throw new AppError('BAD_REQUEST', 'Choose a Character Card file to import');
      const part = await request.file();
      if (!part) throw new AppError('BAD_REQUEST', 'Choose a Character Card file to import');
      const bytes = await part.toBuffer().catch((error: unknown) => {
        if (part.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', 'Character Card files are at most 8 MB.');
        throw error;
      });
      return readCharacterCardFile(bytes);
    },
  );
};
