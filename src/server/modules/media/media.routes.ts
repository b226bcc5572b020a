import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorResponse, ZIdParam } from '../../../shared/contracts/common.ts';
import { currentUser } from '../../plugins/session.ts';
import { resolveMedia } from './media.service.ts';

/** Images show in place; audio and video keep their type for players but never render as a page. */
const INLINE_TYPE = /^image\/(webp|svg\+xml)$/i;

/**
 * GET /api/media/:id: every uploaded file that is not public (paid content, content waiting
 * for review, avatar pictures before approval, profile pictures), checked on every request.
 */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const root = path.join(app.ctx.config.dataDir, 'media');
  fs.mkdirSync(root, { recursive: true });
  // Only reply.sendFile (ranges, ETag, 304) in this plugin: nothing is served by path.
  await app.register(fastifyStatic, { root, serve: false });

  app.get(
    '/media/:id',
    {
      schema: {
        tags: ['media'],
        summary:
          'An uploaded file (image, video, audio), for whoever may see it: free published content for all, premium only with access, the rest for its creator and moderators',
        params: z.object({ id: ZIdParam }),
        response: { 304: z.null(), 400: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const media = await resolveMedia(app.ctx, { id: request.params.id, viewer: currentUser(request) });
      reply.header('Cache-Control', media.cacheControl);
      // Varies with the session: a shared cache must never answer one visitor with another's.
      reply.header('Vary', 'Cookie');
      reply.type(media.mimeType);
      if (!INLINE_TYPE.test(media.mimeType)) reply.header('Content-Disposition', 'attachment');
      return reply.sendFile(media.path, { cacheControl: false, contentType: false });
    },
  );
};
