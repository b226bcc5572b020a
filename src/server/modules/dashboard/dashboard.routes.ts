import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZActivityStats } from '../../../shared/contracts/activity.ts';
import { ZErrorResponse } from '../../../shared/contracts/common.ts';
import { requireUser } from '../../plugins/session.ts';
import { getDashboardStats } from './dashboard.service.ts';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard/stats',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['activity'],
        summary: "The member dashboard's figures: loyalty points, favourites, messages sent, companions available",
        response: { 200: ZActivityStats, 401: ZErrorResponse },
      },
    },
    async (request) => getDashboardStats(app.ctx, { userId: requireUser(request).userId }),
  );
};
