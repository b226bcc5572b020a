import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAvatarParams } from '../../../shared/contracts/avatars.ts';
import { ZErrorResponse } from '../../../shared/contracts/common.ts';
import { ZContentItemList, ZContentParams, ZContentViewResponse } from '../../../shared/contracts/content.ts';
import { routeRateLimit } from '../../plugins/rate-limit.ts';
import { currentUser } from '../../plugins/session.ts';
import { listAvatarContent, recordContentView } from './content.service.ts';

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/avatars/:id/content',
    {
      schema: {
        tags: ['content'],
        summary: "A visible avatar's published content; premium text only for viewers with access",
        params: ZAvatarParams,
        response: { 200: ZContentItemList, 400: ZErrorResponse, 404: ZErrorResponse },
      },
    },
    async (request) => listAvatarContent(app.ctx, { avatarId: request.params.id, viewer: currentUser(request) }),
  );

  app.post(
    '/content/:id/views',
    {
      schema: {
        tags: ['content'],
        summary: 'Count a view of a content item (once per visitor, item and day); starts no session',
        params: ZContentParams,
        response: {
          200: ZContentViewResponse,
          400: ZErrorResponse,
          403: ZErrorResponse,
          404: ZErrorResponse,
          429: ZErrorResponse,
        },
      },
      config: {
        rateLimit: {
          ...routeRateLimit(app.ctx.config, 60, '1 minute').rateLimit,
          // Per visitor where we know one, so a shared address (office, campus) is not one bucket.
          keyGenerator: (request) => request.session?.id ?? request.ip,
        },
      },
    },
    // A view needs no identity of its own: no guest session is started for it.
    async (request) =>
      recordContentView(app.ctx, {
        contentId: request.params.id,
        viewer: currentUser(request),
        sessionId: request.session?.id ?? null,
        address: request.ip,
      }),
  );
};
