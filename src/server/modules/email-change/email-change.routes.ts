import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse, ZMessageResponse } from '../../../shared/contracts/common.ts';
import { EMAIL_CHANGED_MESSAGE, ZConfirmEmailBody } from '../../../shared/contracts/email-change.ts';
import { routeRateLimit } from '../../plugins/rate-limit.ts';
import { confirmEmailChange } from './email-change.service.ts';

export const emailChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.ctx;
  app.post(
    '/auth/confirm-email',
    {
      // The emailed token is the credential: anyone holding the link may confirm.
      config: routeRateLimit(config, config.auth.ipPerMinute, '1 minute'),
      schema: {
        tags: ['auth'],
        summary: "Confirm a new email address with the emailed token; ends the account's other sessions",
        body: ZConfirmEmailBody,
        response: { 200: ZMessageResponse, 400: ZErrorResponse, 409: ZErrorResponse, 429: ZErrorResponse },
      },
    },
    async (request) => {
      await confirmEmailChange(app.ctx, { token: request.body.token, session: request.session });
      return { message: EMAIL_CHANGED_MESSAGE };
    },
  );
};
