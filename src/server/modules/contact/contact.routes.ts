import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse } from '../../../shared/contracts/common.ts';
import { ZContactBody, ZContactResponse } from '../../../shared/contracts/contact.ts';
import { routeRateLimit } from '../../plugins/rate-limit.ts';
import { submitContactMessage } from './contact.service.ts';

/** Room for a 5000-character message in any script (up to 4 bytes each) plus the email. */
const CONTACT_BODY_LIMIT = 24 * 1024;
const CONTACT_RATE_LIMIT_PER_MINUTE = 5;

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact',
    {
      bodyLimit: CONTACT_BODY_LIMIT,
      config: routeRateLimit(app.ctx.config, CONTACT_RATE_LIMIT_PER_MINUTE, '1 minute'),
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the team; portfolioDetected tells whether it carried a portfolio link',
        body: ZContactBody,
        response: { 201: ZContactResponse, 400: ZErrorResponse, 413: ZErrorResponse, 429: ZErrorResponse },
      },
    },
    async (request, reply) => reply.code(201).send(await submitContactMessage(app.ctx, request.body)),
  );
};
