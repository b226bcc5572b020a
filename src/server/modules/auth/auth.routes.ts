import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAuthUser } from '../../../shared/contracts/auth.ts';
import { ZErrorResponse } from '../../../shared/contracts/common.ts';
import { requireUser } from '../../plugins/session.ts';
import { getAuthUser } from '../users/users.service.ts';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auth/user',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user, or 401',
        response: { 200: ZAuthUser, 401: ZErrorResponse },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      return getAuthUser(app.ctx, userId);
    },
  );
};
