import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAvatarInput } from '../../../shared/contracts/avatars.ts';
import { ZErrorResponse } from '../../../shared/contracts/common.ts';
import { ZAvatarIdParams, ZCreatorAvatar, ZCreatorAvatarList } from '../../../shared/contracts/creator-avatars.ts';
import { routeRateLimit } from '../../plugins/rate-limit.ts';
import { requireRole } from '../../plugins/session.ts';
import {
  createCreatorAvatar,
  deleteCreatorAvatar,
  getCreatorAvatar,
  listCreatorAvatars,
  updateCreatorAvatar,
} from './creator-avatars.service.ts';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };

export const creatorAvatarRoutes: FastifyPluginAsyncZod = async (app) => {
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
};
