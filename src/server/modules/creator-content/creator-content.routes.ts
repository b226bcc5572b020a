import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorResponse } from '../../../shared/contracts/common.ts';
import {
  ZContentIdParams,
  ZContentStats,
  ZCreateContentBody,
  ZCreatorContent,
  ZCreatorContentList,
  ZListCreatorContentQuery,
  ZUpdateContentBody,
} from '../../../shared/contracts/creator-content.ts';
import { routeRateLimit } from '../../plugins/rate-limit.ts';
import { requireRole } from '../../plugins/session.ts';
import {
  createContent,
  deleteContent,
  getContent,
  getContentStats,
  listContent,
  updateContent,
} from './creator-content.service.ts';

const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
};

export const creatorContentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/creator/content',
    {
      config: { access: 'creator' },
      schema: {
        tags: ['creator'],
        summary: "The creator's content in any status, searched and filtered by dashboard tab",
        querystring: ZListCreatorContentQuery,
        response: { 200: ZCreatorContentList, ...errors },
      },
    },
    async (request) =>
      listContent(app.ctx, { creatorId: requireRole(request, 'creator').userId, query: request.query }),
  );

  app.post(
    '/creator/content',
    {
      config: { ...routeRateLimit(app.ctx.config, 30, '1 minute'), access: 'creator' },
      schema: {
        tags: ['creator'],
        summary: 'Submit the upload form (files uploaded first)',
        body: ZCreateContentBody,
        response: { 201: ZCreatorContent, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireRole(request, 'creator');
      return reply.code(201).send(await createContent(app.ctx, { creatorId: user.userId, body: request.body }));
    },
  );

  app.get(
    '/creator/content/:id',
    {
      config: { access: 'creator' },
      schema: { tags: ['creator'], params: ZContentIdParams, response: { 200: ZCreatorContent, ...errors } },
    },
    async (request) =>
      getContent(app.ctx, { id: request.params.id, creatorId: requireRole(request, 'creator').userId }),
  );

  app.put(
    '/creator/content/:id',
    {
      config: { access: 'creator' },
      schema: {
        tags: ['creator'],
        params: ZContentIdParams,
        body: ZUpdateContentBody,
        response: { 200: ZCreatorContent, ...errors },
      },
    },
    async (request) => {
      const user = requireRole(request, 'creator');
      return updateContent(app.ctx, { id: request.params.id, creatorId: user.userId, body: request.body });
    },
  );

  app.delete(
    '/creator/content/:id',
    {
      config: { access: 'creator' },
      schema: { tags: ['creator'], params: ZContentIdParams, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await deleteContent(app.ctx, { id: request.params.id, creatorId: requireRole(request, 'creator').userId });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/creator/content/:id/stats',
    {
      config: { access: 'creator' },
      schema: { tags: ['creator'], params: ZContentIdParams, response: { 200: ZContentStats, ...errors } },
    },
    async (request) =>
      getContentStats(app.ctx, { id: request.params.id, creatorId: requireRole(request, 'creator').userId }),
  );
};
