import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAuthUser,
  ZLoginBody,
  ZLoginResponse,
  ZRegisterBody,
  ZRegisterResponse,
} from '../../../shared/contracts/auth.ts';
import { ZErrorResponse, ZMessageResponse } from '../../../shared/contracts/common.ts';
import { routeRateLimit } from '../../plugins/rate-limit.ts';
import { clearSessionCookie, requireUser, setSessionCookie } from '../../plugins/session.ts';
import { signedInUserPageData } from './auth.page-data.ts';
import { loadSignedInUser, logIn, logOut, registerAccount } from './auth.service.ts';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.ctx;
  // Generous per-IP limit (a household or an office shares one address); the real guard
  // against password guessing is the per-account limit inside logIn.
  const perIp = routeRateLimit(config, config.auth.ipPerMinute, '1 minute');
  // Every page arrives knowing who is signed in (see plugins/spa.ts).
  app.pageData.provide('initialUser', signedInUserPageData(app.ctx));

  app.post(
    '/auth/register',
    {
      config: perIp,
      schema: {
        tags: ['auth'],
        summary: 'Create a member or creator account (does not sign in)',
        body: ZRegisterBody,
        response: { 201: ZRegisterResponse, 400: ZErrorResponse, 409: ZErrorResponse, 429: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const created = await registerAccount(app.ctx, { body: request.body, session: request.session });
      return reply.code(201).send(created);
    },
  );

  app.post(
    '/auth/login',
    {
      config: perIp,
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password; sets a new session cookie',
        body: ZLoginBody,
        response: {
          200: ZLoginResponse,
          400: ZErrorResponse,
          401: ZErrorResponse,
          403: ZErrorResponse,
          429: ZErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const { issued, user } = await logIn(app.ctx, { body: request.body, session: request.session, ip: request.ip });
      request.session = issued.session;
      setSessionCookie(request, reply, issued);
      return user;
    },
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'End the current session on the server and clear its cookie',
        response: { 200: ZMessageResponse },
      },
    },
    async (request, reply) => {
      await logOut(app.ctx, { session: request.session });
      request.session = null;
      clearSessionCookie(request, reply);
      return { message: 'You have been logged out' };
    },
  );

  app.get(
    '/auth/user',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user, or 401',
        response: { 200: ZAuthUser, 401: ZErrorResponse },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      return loadSignedInUser(app.ctx, { userId });
    },
  );
};
