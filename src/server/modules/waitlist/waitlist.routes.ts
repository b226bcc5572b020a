import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse } from '../../../shared/contracts/common.ts';
import { WAITLIST_JOINED_MESSAGE, ZWaitlistBody, ZWaitlistResponse } from '../../../shared/contracts/waitlist.ts';
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
        summary: 'Join the premium-tier waitlist (the answer is the same whether or not the address was already on it)',
        body: ZWaitlistBody,
        response: {
          201: ZWaitlistResponse,
          400: ZErrorResponse,
          413: ZErrorResponse,
          429: ZErrorResponse,
        },
      },
    },
    async (request, reply) => {
      await joinWaitlist(app.ctx, request.body);
      return reply.code(201).send({ message: WAITLIST_JOINED_MESSAGE });
    },
  );
};
