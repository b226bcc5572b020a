import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZActivityList, ZActivityQuery } from '../../../shared/contracts/activity.ts';
import { ZErrorResponse } from '../../../shared/contracts/common.ts';
import { requireUser } from '../../plugins/session.ts';
import { listActivity } from './activity.service.ts';

export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user-activity',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['activity'],
        summary: "The signed-in member's recent activity (messages, content viewed, favourites), newest first",
        querystring: ZActivityQuery,
        response: { 200: ZActivityList, 400: ZErrorResponse, 401: ZErrorResponse },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      return listActivity(app.ctx, { userId, ...request.query });
    },
  );
};
