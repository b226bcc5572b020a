import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorResponse, ZIdParam } from '../../../shared/contracts/common.ts';
import {
  ZAvatarImageDecision,
  ZAvatarImageQueue,
  ZModerationDecision,
  ZModerationQueue,
  ZRejectBody,
} from '../../../shared/contracts/moderation.ts';
import { requireRole } from '../../plugins/session.ts';
import {
  approveContent,
  decideAvatarImage,
  listAvatarImageQueue,
  listModerationQueue,
  rejectContent,
} from './moderation.service.ts';

const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
};
const ZParams = z.object({ id: ZIdParam });

/** Moderators only: the mature-area review queue. */
export const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/moderation/queue',
    {
      config: { access: 'moderator' },
      schema: {
        tags: ['moderation'],
        summary: 'Content waiting for verification',
        response: { 200: ZModerationQueue, ...errors },
      },
    },
    async (request) => {
      requireRole(request, 'moderator');
      return listModerationQueue(app.ctx);
    },
  );

  app.post(
    '/moderation/content/:id/approve',
    {
      config: { access: 'moderator' },
      schema: { tags: ['moderation'], params: ZParams, response: { 200: ZModerationDecision, ...errors } },
    },
    async (request) => {
      const moderator = requireRole(request, 'moderator');
      return approveContent(app.ctx, { id: request.params.id, moderatorId: moderator.userId });
    },
  );

  app.post(
    '/moderation/content/:id/reject',
    {
      config: { access: 'moderator' },
      schema: {
        tags: ['moderation'],
        params: ZParams,
        body: ZRejectBody,
        response: { 200: ZModerationDecision, ...errors },
      },
    },
    async (request) => {
      const moderator = requireRole(request, 'moderator');
      return rejectContent(app.ctx, {
        id: request.params.id,
        moderatorId: moderator.userId,
        reason: request.body.reason,
      });
    },
  );

  app.get(
    '/moderation/avatar-images',
    {
      config: { access: 'moderator' },
      schema: {
        tags: ['moderation'],
        summary: 'Avatar pictures waiting for review before the public sees them',
        response: { 200: ZAvatarImageQueue, ...errors },
      },
    },
    async (request) => {
      requireRole(request, 'moderator');
      return listAvatarImageQueue(app.ctx);
    },
  );

  app.post(
    '/moderation/avatar-images/:id/approve',
    {
      config: { access: 'moderator' },
      schema: { tags: ['moderation'], params: ZParams, response: { 200: ZAvatarImageDecision, ...errors } },
    },
    async (request) => {
      const moderator = requireRole(request, 'moderator');
      return decideAvatarImage(app.ctx, { id: request.params.id, moderatorId: moderator.userId, reject: null });
    },
  );

  app.post(
    '/moderation/avatar-images/:id/reject',
    {
      config: { access: 'moderator' },
      schema: {
        tags: ['moderation'],
        params: ZParams,
        body: ZRejectBody,
        response: { 200: ZAvatarImageDecision, ...errors },
      },
    },
    async (request) => {
      const moderator = requireRole(request, 'moderator');
      return decideAvatarImage(app.ctx, {
        id: request.params.id,
        moderatorId: moderator.userId,
        reject: request.body.reason,
      });
    },
  );
};
