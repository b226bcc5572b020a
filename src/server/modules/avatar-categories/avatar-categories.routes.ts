import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAvatarCategoryList } from '../../../shared/contracts/avatars.ts';
import { listAvatarCategories } from './avatar-categories.service.ts';

export const avatarCategoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/avatar-categories',
    {
      schema: {
        tags: ['avatars'],
        summary: 'Categories present among visible avatars',
        response: { 200: ZAvatarCategoryList },
      },
    },
    async () => listAvatarCategories(app.ctx),
  );
};
