import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAvatarParams, ZIsSubscribedResponse } from '../../../shared/contracts/avatars.ts';
import { ZErrorResponse } from '../../../shared/contracts/common.ts';
import {
  ZBilling,
  ZBillingPortal,
  ZCheckoutBody,
  ZCheckoutStarted,
  ZSubscriptionDetails,
} from '../../../shared/contracts/subscriptions.ts';
import { routeRateLimit } from '../../plugins/rate-limit.ts';
import { requireUser } from '../../plugins/session.ts';
import { startCheckout } from './checkout.service.ts';
import {
  cancelSubscription,
  getBilling,
  getSubscriptionDetails,
  isSubscribed,
  openBillingPortal,
  resumeSubscription,
} from './subscriptions.service.ts';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 404: ZErrorResponse };

export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const limited = routeRateLimit(app.ctx.config, 30, '1 minute');

  app.get(
    '/avatars/:id/is-subscribed',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['subscriptions'],
        summary: 'Whether a subscription of the signed-in member unlocks this avatar’s subscriber-only items now',
        params: ZAvatarParams,
        response: { 200: ZIsSubscribedResponse, ...errors },
      },
    },
    async (request) => ({
      isSubscribed: await isSubscribed(app.ctx, { user: requireUser(request), avatarId: request.params.id }),
    }),
  );

  app.get(
    '/avatars/:id/subscription',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['subscriptions'],
        summary: 'The member’s subscription to this avatar: tier, price, status, renews or ends on',
        params: ZAvatarParams,
        response: { 200: ZSubscriptionDetails, ...errors },
      },
    },
    async (request) => getSubscriptionDetails(app.ctx, { user: requireUser(request), avatarId: request.params.id }),
  );

  app.post(
    '/avatars/:id/checkout',
    {
      config: { ...limited, access: 'signed-in' },
      schema: {
        tags: ['subscriptions'],
        summary: 'Subscribe: open a checkout and answer where to pay (the subscription starts once paid)',
        params: ZAvatarParams,
        body: ZCheckoutBody,
        response: { 200: ZCheckoutStarted, ...errors, 403: ZErrorResponse, 409: ZErrorResponse, 429: ZErrorResponse },
      },
    },
    async (request) =>
      startCheckout(app.ctx, { user: requireUser(request), avatarId: request.params.id, tier: request.body.tier }),
  );

  app.delete(
    '/avatars/:id/subscription',
    {
      config: { ...limited, access: 'signed-in' },
      schema: {
        tags: ['subscriptions'],
        summary: 'Cancel (24-hour rule: at least 24 h before the period ends, else after the next period)',
        params: ZAvatarParams,
        response: { 200: ZSubscriptionDetails, ...errors, 429: ZErrorResponse },
      },
    },
    async (request) => cancelSubscription(app.ctx, { user: requireUser(request), avatarId: request.params.id }),
  );

  app.post(
    '/avatars/:id/subscription/resume',
    {
      config: { ...limited, access: 'signed-in' },
      schema: {
        tags: ['subscriptions'],
        summary: 'Resubscribe before a cancellation takes effect (nothing is charged now)',
        params: ZAvatarParams,
        response: { 200: ZSubscriptionDetails, ...errors, 409: ZErrorResponse, 429: ZErrorResponse },
      },
    },
    async (request) => resumeSubscription(app.ctx, { user: requireUser(request), avatarId: request.params.id }),
  );

  app.get(
    '/billing',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['subscriptions'],
        summary: 'The member’s subscriptions, saved card (masked) and receipts',
        response: { 200: ZBilling, 401: ZErrorResponse },
      },
    },
    async (request) => getBilling(app.ctx, requireUser(request)),
  );

  // A hosted provider's page for the member's card and invoices (Stripe's customer portal).
  if (app.ctx.payments.billingPortal) {
    app.post(
      '/billing/portal',
      {
        config: { ...limited, access: 'signed-in' },
        schema: {
          tags: ['subscriptions'],
          summary: 'Open the payment provider’s page for the member’s card and invoices',
          response: { 200: ZBillingPortal, 401: ZErrorResponse, 404: ZErrorResponse, 429: ZErrorResponse },
        },
      },
      async (request) => openBillingPortal(app.ctx, requireUser(request)),
    );
  }
};
