import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse } from '../../../shared/contracts/common.ts';
import { ZAnalytics, ZAnalyticsQuery } from '../../../shared/contracts/creator-analytics.ts';
import { ZCreatorOverview } from '../../../shared/contracts/creator-content.ts';
import { requireRole } from '../../plugins/session.ts';
import { getAnalytics, getCreatorOverview } from './creator-analytics.service.ts';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse };

export const creatorAnalyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/creator/overview',
    {
      config: { access: 'creator' },
      schema: { tags: ['creator'], summary: 'Sidebar figures', response: { 200: ZCreatorOverview, ...errors } },
    },
    async (request) => getCreatorOverview(app.ctx, requireRole(request, 'creator').userId),
  );

  app.get(
    '/creator/analytics',
    {
      config: { access: 'creator' },
      schema: {
        tags: ['creator'],
        summary: 'Summary cards, chart series and top content for a time range and platform',
        querystring: ZAnalyticsQuery,
        response: { 200: ZAnalytics, ...errors },
      },
    },
    async (request) =>
      getAnalytics(app.ctx, { creatorId: requireRole(request, 'creator').userId, query: request.query }),
  );
};
