import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAvatar, ZAvatarList, ZAvatarParams, ZListAvatarsQuery } from '../../../shared/contracts/avatars.ts';
import { ZErrorResponse } from '../../../shared/contracts/common.ts';
import { getAvatar, listAvatars } from './avatars.service.ts';

export const avatarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/avatars',
    {
      schema: {
        tags: ['avatars'],
        summary: 'Visible avatars, paged, optionally searched by name or tagline',
        querystring: ZListAvatarsQuery,
        response: { 200: ZAvatarList, 400: ZErrorResponse },
      },
    },
    async (request) => listAvatars(app.ctx, request.query),
  );

  app.get(
    '/avatars/:id',
    {
      schema: {
        tags: ['avatars'],
        summary: 'One visible avatar',
        params: ZAvatarParams,
        response: { 200: ZAvatar, 400: ZErrorResponse, 404: ZErrorResponse },
      },
    },
    async (request) => getAvatar(app.ctx, request.params.id),
  );
};
