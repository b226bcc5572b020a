import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAvatarParams } from '../../../shared/contracts/avatars.ts';
import { ZErrorResponse } from '../../../shared/contracts/common.ts';
import {
  ZContentLikeParams,
  ZContentLikeResponse,
  ZContentLikesOfAvatar,
} from '../../../shared/contracts/content-likes.ts';
import { routeRateLimit } from '../../plugins/rate-limit.ts';
import { requireUser } from '../../plugins/session.ts';
import { listLikedContent, setLike } from './content-likes.service.ts';

const LIKES_PER_MINUTE = 60;

/** Members like content items (a real, per-member toggle); guests are asked to sign in. */
export const contentLikeRoutes: FastifyPluginAsyncZod = async (app) => {
  const likeSchema = (summary: string) => ({
    tags: ['content'],
    summary,
    params: ZContentLikeParams,
    response: {
      200: ZContentLikeResponse,
      400: ZErrorResponse,
      401: ZErrorResponse,
      403: ZErrorResponse,
      404: ZErrorResponse,
      429: ZErrorResponse,
    },
  });
  const config = { ...routeRateLimit(app.ctx.config, LIKES_PER_MINUTE, '1 minute'), access: 'signed-in' as const };

  app.put(
    '/content/:id/like',
    { schema: likeSchema('Like a content item (liking twice counts once)'), config },
    async (request) => setLike(app.ctx, { contentId: request.params.id, viewer: requireUser(request), liked: true }),
  );

  app.delete(
    '/content/:id/like',
    { schema: likeSchema('Stop liking a content item (unliking twice is not an error)'), config },
    async (request) => setLike(app.ctx, { contentId: request.params.id, viewer: requireUser(request), liked: false }),
  );

  app.get(
    '/avatars/:id/content-likes',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['content'],
        summary: "Which of a visible avatar's content items the signed-in member likes",
        params: ZAvatarParams,
        response: { 200: ZContentLikesOfAvatar, 400: ZErrorResponse, 401: ZErrorResponse, 404: ZErrorResponse },
      },
    },
    async (request) => listLikedContent(app.ctx, { avatarId: request.params.id, viewer: requireUser(request) }),
  );
};
