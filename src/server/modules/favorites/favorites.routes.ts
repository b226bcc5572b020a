import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAvatarList } from '../../../shared/contracts/avatars.ts';
import { ZErrorResponse, ZIdParam } from '../../../shared/contracts/common.ts';
import { ZAddFavoriteBody, ZFavoriteResponse } from '../../../shared/contracts/favorites.ts';
import { currentUser, ensureVisitorSession } from '../../plugins/session.ts';
import { addFavorite, type FavoritesOwner, listFavorites, removeFavorite } from './favorites.service.ts';

/** The signed-in member, else the guest's session (none yet: the guest has no favourites). */
function ownerOf(request: FastifyRequest): FavoritesOwner {
  const user = currentUser(request);
  return user ? { userId: user.userId } : { guestSessionId: request.session?.id ?? null };
}

/** A visitor's favourites: a member's, or a guest's kept with the guest session until sign-up or login. */
export const favoriteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user-favorites',
    {
      schema: {
        tags: ['favorites'],
        summary: "The visitor's favourite avatars (a guest's are kept with their session), most recent first",
        response: { 200: ZAvatarList },
      },
    },
    async (request) => listFavorites(app.ctx, { owner: ownerOf(request) }),
  );

  app.post(
    '/user-favorites',
    {
      schema: {
        tags: ['favorites'],
        summary: 'Add an avatar to the favourites (adding twice is not an error; a guest gets a guest session)',
        body: ZAddFavoriteBody,
        response: { 200: ZFavoriteResponse, 400: ZErrorResponse, 404: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const owner = user
        ? { userId: user.userId }
        : { guestSessionId: (await ensureVisitorSession(request, reply)).id };
      return addFavorite(app.ctx, { owner, avatarId: request.body.avatarId });
    },
  );

  app.delete(
    '/user-favorites/:avatarId',
    {
      schema: {
        tags: ['favorites'],
        summary: 'Remove an avatar from the favourites (removing twice is not an error)',
        params: z.object({ avatarId: ZIdParam }),
        response: { 200: ZFavoriteResponse, 400: ZErrorResponse, 404: ZErrorResponse },
      },
    },
    async (request) => removeFavorite(app.ctx, { owner: ownerOf(request), avatarId: request.params.avatarId }),
  );
};
