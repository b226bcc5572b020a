import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorResponse } from '../../../shared/contracts/common.ts';
import type { StripeProvider } from './stripe-provider.ts';
import { receiveStripeWebhook } from './stripe-webhook.ts';

const ZWebhookReceived = z.object({ received: z.literal(true), duplicate: z.boolean() });

/**
 * Stripe's webhook endpoint, registered only while the Stripe provider runs. Its body is
 * kept raw (the signature is over the exact bytes), in this plugin's scope only: every
 * other route keeps the JSON parser. No session: the signature is the caller's proof.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod<{ provider: StripeProvider }> = async (app, opts) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/payments/stripe/webhook',
    {
      schema: {
        tags: ['payments'],
        summary: 'Stripe webhook (signed with STRIPE_WEBHOOK_SECRET; each event applied once)',
        response: { 200: ZWebhookReceived, 400: ZErrorResponse },
      },
    },
    async (request) => {
      const signature = request.headers['stripe-signature'];
      return receiveStripeWebhook(opts.provider, {
        rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
        signature: typeof signature === 'string' ? signature : undefined,
      });
    },
  );
};
