import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse } from '../../../shared/contracts/common.ts';
import { ZAvatarIdParams } from '../../../shared/contracts/creator-avatars.ts';
import { ZLorebook, ZLorebookTestBody, ZLorebookTestResult } from '../../../shared/contracts/lorebooks.ts';
import { routeRateLimit } from '../../plugins/rate-limit.ts';
import { requireRole } from '../../plugins/session.ts';
import { getCreatorLorebook, saveCreatorLorebook, testCreatorLorebook } from './lorebooks.service.ts';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };
/**
 * A full book (200 entries of 4000 characters, 30 keys each) is over the default JSON
 * limit; the schema bounds what it may hold, this bounds the bytes.
 */
const LOREBOOK_BODY_LIMIT = 4 * 1024 * 1024;

/** An avatar's lorebook, for its creator: read, replace, and try a message against it. */
export const lorebookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/creator/avatars/:id/lorebook',
    {
      config: { access: 'creator' },
      schema: {
        tags: ['creator'],
        summary: "The avatar's lorebook (empty, with default settings, when it has none)",
        params: ZAvatarIdParams,
        response: { 200: ZLorebook, ...errors },
      },
    },
    async (request) =>
      getCreatorLorebook(app.ctx, { avatarId: request.params.id, creatorId: requireRole(request, 'creator').userId }),
  );

  app.put(
    '/creator/avatars/:id/lorebook',
    {
      bodyLimit: LOREBOOK_BODY_LIMIT,
      config: { ...routeRateLimit(app.ctx.config, 60, '1 minute'), access: 'creator' },
      schema: {
        tags: ['creator'],
        summary: 'Replace the lorebook: settings and every entry, in order',
        params: ZAvatarIdParams,
        body: ZLorebook,
        response: { 200: ZLorebook, ...errors },
      },
    },
    async (request) =>
      saveCreatorLorebook(app.ctx, {
        avatarId: request.params.id,
        creatorId: requireRole(request, 'creator').userId,
        lorebook: request.body,
      }),
  );

  app.post(
    '/creator/avatars/:id/lorebook/test',
    {
      bodyLimit: LOREBOOK_BODY_LIMIT,
      config: { ...routeRateLimit(app.ctx.config, 120, '1 minute'), access: 'creator' },
      schema: {
        tags: ['creator'],
        summary: 'Which entries a message fires (of the book sent, else the saved one), within the token budget',
        params: ZAvatarIdParams,
        body: ZLorebookTestBody,
        response: { 200: ZLorebookTestResult, ...errors },
      },
    },
    async (request) =>
      testCreatorLorebook(app.ctx, {
        avatarId: request.params.id,
        creatorId: requireRole(request, 'creator').userId,
        body: request.body,
      }),
  );
};
