import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZOnlineAvatarList } from '../../../shared/contracts/avatars.ts';
import { listOnlineAvatars } from './online-avatars.service.ts';

export const onlineAvatarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/online-avatars',
    {
      schema: {
        tags: ['avatars'],
        summary: 'Avatars online now: by their UTC schedule or a conversation in the last 15 minutes',
        response: { 200: ZOnlineAvatarList },
      },
    },
    async () => listOnlineAvatars(app.ctx),
  );
};
