import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse, ZMessageResponse } from '../../../shared/contracts/common.ts';
import {
  FORGOT_PASSWORD_MESSAGE,
  PASSWORD_RESET_DONE_MESSAGE,
  ZForgotPasswordBody,
  ZResetPasswordBody,
} from '../../../shared/contracts/password-reset.ts';
import { routeRateLimit } from '../../plugins/rate-limit.ts';
import { currentUser } from '../../plugins/session.ts';
import { requestPasswordReset, resetPassword } from './password-reset.service.ts';

export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.ctx;
  const perIp = routeRateLimit(config, config.auth.ipPerMinute, '1 minute');

  app.post(
    '/auth/forgot-password',
    {
      config: perIp,
      schema: {
        tags: ['auth'],
        summary: 'Email a password-reset link (the answer is the same whether or not the account exists)',
        body: ZForgotPasswordBody,
        response: { 200: ZMessageResponse, 400: ZErrorResponse, 429: ZErrorResponse },
      },
    },
    async (request) => {
      requestPasswordReset(app.ctx, { email: request.body.email });
      return { message: FORGOT_PASSWORD_MESSAGE };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      config: perIp,
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with an emailed token; ends every other session of the account',
        body: ZResetPasswordBody,
        response: { 200: ZMessageResponse, 400: ZErrorResponse, 429: ZErrorResponse },
      },
    },
    async (request) => {
      const own = currentUser(request);
      await resetPassword(app.ctx, {
        token: request.body.token,
        password: request.body.password,
        sessionId: own ? own.sessionId : null,
      });
      return { message: PASSWORD_RESET_DONE_MESSAGE };
    },
  );
};
