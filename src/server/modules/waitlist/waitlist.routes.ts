import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse } from '../../../shared/contracts/common.ts';
import { ZWaitlistBody, ZWaitlistResponse } from '../../../shared/contracts/waitlist.ts';
import { routeRateLimit } from '../../plugins/rate-limit.ts';
import { joinWaitlist } from './waitlist.service.ts';

/** A JSON body of one email address needs far less than the global limit. */
const WAITLIST_BODY_LIMIT = 4 * 1024;
const WAITLIST_RATE_LIMIT_PER_MINUTE = 10;

export const waitlistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/nqw-waitlist',
    {
      bodyLimit: WAITLIST_BODY_LIMIT,
      config: routeRateLimit(app.ctx.config, WAITLIST_RATE_LIMIT_PER_MINUTE, '1 minute'),
      schema: {
        tags: ['waitlist'],
        summary: 'Join the premium-tier waitlist (joining twice is a success, alreadyJoined: true)',
        body: ZWaitlistBody,
        response: {
          200: ZWaitlistResponse,
          201: ZWaitlistResponse,
          400: ZErrorResponse,
          413: ZErrorResponse,
          429: ZErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const result = await joinWaitlist(app.ctx, request.body);
      return reply
        .code(result.alreadyJoined ? 200 : 201)
        .send({ message: result.message, alreadyJoined: result.alreadyJoined });
    },
  );
};
