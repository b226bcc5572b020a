import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAuthUser } from '../../../shared/contracts/auth.ts';
import { ZErrorResponse } from '../../../shared/contracts/common.ts';
import { ZUpdateProfileBody } from '../../../shared/contracts/users.ts';
import { requireUser } from '../../plugins/session.ts';
import { updateProfile } from './users.service.ts';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/users/profile',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['users'],
        summary: "Update the signed-in member's display name and bio (the email cannot change here)",
        body: ZUpdateProfileBody,
        response: { 200: ZAuthUser, 400: ZErrorResponse, 401: ZErrorResponse },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      return updateProfile(app.ctx, { userId, ...request.body });
    },
  );
};
