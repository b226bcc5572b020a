import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAvatarList } from '../../../shared/contracts/avatars.ts';
import { ZErrorResponse, ZIdParam } from '../../../shared/contracts/common.ts';
import { ZAddFavoriteBody, ZFavoriteResponse } from '../../../shared/contracts/favorites.ts';
import { requireUser } from '../../plugins/session.ts';
import { addFavorite, listFavorites, removeFavorite } from './favorites.service.ts';

export const favoriteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user-favorites',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['favorites'],
        summary: "The signed-in member's favourite avatars, most recent first",
        response: { 200: ZAvatarList, 401: ZErrorResponse },
      },
    },
    async (request) => listFavorites(app.ctx, { userId: requireUser(request).userId }),
  );

  app.post(
    '/user-favorites',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['favorites'],
        summary: 'Add an avatar to the favourites (adding twice is not an error)',
        body: ZAddFavoriteBody,
        response: { 200: ZFavoriteResponse, 400: ZErrorResponse, 401: ZErrorResponse, 404: ZErrorResponse },
      },
    },
    async (request) => addFavorite(app.ctx, { userId: requireUser(request).userId, avatarId: request.body.avatarId }),
  );

  app.delete(
    '/user-favorites/:avatarId',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['favorites'],
        summary: 'Remove an avatar from the favourites (removing twice is not an error)',
        params: z.object({ avatarId: ZIdParam }),
        response: { 200: ZFavoriteResponse, 400: ZErrorResponse, 401: ZErrorResponse, 404: ZErrorResponse },
      },
    },
    async (request) =>
      removeFavorite(app.ctx, { userId: requireUser(request).userId, avatarId: request.params.avatarId }),
  );
};
