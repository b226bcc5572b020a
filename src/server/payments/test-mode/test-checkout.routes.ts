import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse } from '../../../shared/contracts/common.ts';
import {
  ZTestCardBody,
  ZTestCardToken,
  ZTestCheckout,
  ZTestCheckoutParams,
  ZTestPayBody,
  ZTestPayResult,
} from '../../../shared/contracts/test-checkout.ts';
import { routeRateLimit } from '../../plugins/rate-limit.ts';
import { requireUser } from '../../plugins/session.ts';
import type { TestModeProvider } from './test-provider.ts';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 404: ZErrorResponse, 429: ZErrorResponse };

/**
 * The test-mode provider's own endpoints, behind its checkout page. Registered only while
 * the test provider runs: they stand for a processor's hosted page and card field, so the
 * card goes to `/payments/test/cards` (kept: brand, last four, expiry; answered: a token)
 * and the product's routes never see a card number. The request log records method and
 * URL only, never bodies, and no error repeats what was typed.
 */
export const testCheckoutRoutes: FastifyPluginAsyncZod<{ provider: TestModeProvider }> = async (app, opts) => {
  const { provider } = opts;
  const limited = routeRateLimit(app.ctx.config, 30, '1 minute');

  app.get(
    '/payments/test/checkouts/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['payments'],
        summary: 'Test mode: the checkout page’s summary (the member who started it only)',
        params: ZTestCheckoutParams,
        response: { 200: ZTestCheckout, ...errors },
      },
    },
    async (request) => provider.describeSession({ id: request.params.id, userId: requireUser(request).userId }),
  );

  app.post(
    '/payments/test/cards',
    {
      config: { ...limited, access: 'signed-in' },
      schema: {
        tags: ['payments'],
        summary: 'Test mode: tokenise a test card (brand, last four and expiry are kept)',
        body: ZTestCardBody,
        response: { 200: ZTestCardToken, ...errors },
      },
    },
    async (request) => provider.tokeniseCard(request.body),
  );

  app.post(
    '/payments/test/checkouts/:id/pay',
    {
      config: { ...limited, access: 'signed-in' },
      schema: {
        tags: ['payments'],
        summary: 'Test mode: pay a checkout with a card token',
        params: ZTestCheckoutParams,
        body: ZTestPayBody,
        response: { 200: ZTestPayResult, ...errors, 402: ZErrorResponse, 409: ZErrorResponse },
      },
    },
    async (request) =>
      provider.paySession({ id: request.params.id, userId: requireUser(request).userId, token: request.body.token }),
  );
};
