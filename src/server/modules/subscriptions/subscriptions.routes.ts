import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAvatarParams, ZIsSubscribedResponse } from '../../../shared/contracts/avatars.ts';
import { ZErrorResponse } from '../../../shared/contracts/common.ts';
import { ZSubscribeBody, ZSubscriptionState } from '../../../shared/contracts/subscriptions.ts';
import { routeRateLimit } from '../../plugins/rate-limit.ts';
import { requireUser } from '../../plugins/session.ts';
import { cancelSubscription, isSubscribed, subscribeToAvatar } from './subscriptions.service.ts';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 404: ZErrorResponse };

export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/avatars/:id/is-subscribed',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['subscriptions'],
        summary: 'Whether the signed-in member has an active subscription to this avatar',
        params: ZAvatarParams,
        response: { 200: ZIsSubscribedResponse, ...errors },
      },
    },
    async (request) => ({
      isSubscribed: await isSubscribed(app.ctx, { user: requireUser(request), avatarId: request.params.id }),
    }),
  );

  app.post(
    '/avatars/:id/subscription',
    {
      schema: {
        tags: ['subscriptions'],
        summary: 'Subscribe to an avatar (no payment is taken until the tier launches)',
        params: ZAvatarParams,
        body: ZSubscribeBody,
        response: { 200: ZSubscriptionState, ...errors, 403: ZErrorResponse, 429: ZErrorResponse },
      },
      config: { ...routeRateLimit(app.ctx.config, 30, '1 minute'), access: 'signed-in' },
    },
    async (request) =>
      subscribeToAvatar(app.ctx, { user: requireUser(request), avatarId: request.params.id, tier: request.body.tier }),
  );

  app.delete(
    '/avatars/:id/subscription',
    {
      schema: {
        tags: ['subscriptions'],
        summary: 'Cancel the signed-in member’s subscription to an avatar',
        params: ZAvatarParams,
        response: { 200: ZSubscriptionState, ...errors, 429: ZErrorResponse },
      },
      config: { ...routeRateLimit(app.ctx.config, 30, '1 minute'), access: 'signed-in' },
    },
    async (request) => cancelSubscription(app.ctx, { user: requireUser(request), avatarId: request.params.id }),
  );
};
