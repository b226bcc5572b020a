import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import Stripe from 'stripe';
import { type Clock, fixedClock } from '../lib/clock.ts';
import type { Mailer } from '../lib/mailer.ts';
import { createUser, type TestUser } from './creator-fixtures.ts';
import { caller, createPaidAvatar } from './economy-fixtures.ts';
import type { StripeObject } from './fake-stripe-objects.ts';
import { type FakeStripeServer, startFakeStripeServer } from './fake-stripe-server.ts';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app.ts';

export const WEBHOOK_SECRET = 'whsec_testsecret0123456789';
export const WEBHOOK_URL = '/api/payments/stripe/webhook';
const signer = new Stripe('sk_test_signer', { telemetry: false });

export interface StripeHarness extends TestApp {
  fake: FakeStripeServer;
  /** Signs and posts one event; `secret` signs with another secret, `signature` sends that header as is. */
  send(
    type: string,
    object: StripeObject,
    options?: { id?: string; account?: string; secret?: string; signature?: string | null },
  ): Promise<LightMyRequestResponse & { eventId: string; signature: string | null }>;
  /** The member starts a checkout and pays it on "Stripe's page" (no event sent yet). */
  checkoutAndPay(
    member: TestUser,
    avatarId: number,
    tier?: 'premium' | 'vip',
  ): Promise<{ checkoutId: number; session: StripeObject; subscription: StripeObject; invoice: StripeObject }>;
  close(): Promise<void>;
}

/**
 * A webhook delivery as Stripe makes it: the event around `object`, signed with
 * `stripe.webhooks.generateTestHeaderString` (`secret` signs with another secret,
 * `signature` sends that header as is, null none).
 */
export function webhookRequest(
  type: string,
  object: StripeObject,
  opts: { id?: string; account?: string; secret?: string; signature?: string | null; clock?: Clock } = {},
) {
  const eventId = opts.id ?? `evt_${randomBytes(8).toString('hex')}`;
  const payload = JSON.stringify({
    id: eventId,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor((opts.clock?.now() ?? new Date()).getTime() / 1000),
    type,
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    ...(opts.account ? { account: opts.account } : {}),
  });
  const signature =
    opts.signature === undefined
      ? signer.webhooks.generateTestHeaderString({ payload, secret: opts.secret ?? WEBHOOK_SECRET })
      : opts.signature;
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    ...(signature === null ? {} : { 'stripe-signature': signature }),
  };
  return { eventId, payload, signature, headers };
}

/** The environment that turns Stripe on against the fake at `apiBase`. */
export const stripeEnv = (apiBase: string) => ({
  STRIPE_SECRET_KEY: 'sk_test_productkey123',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_BASE: apiBase,
  PUBLIC_URL: 'https://companions.example',
});

/** An app with Stripe configured against a fake Stripe on loopback (STRIPE_API_BASE). */
export async function createStripeApp(
  options: { clock: Clock; mailer?: Mailer } & Pick<TestAppOptions, 'env'>,
): Promise<StripeHarness> {
  const fake = await startFakeStripeServer({ now: () => options.clock.now().getTime() });
  const t = await createTestApp({
    seed: false,
    clock: options.clock,
    ...(options.mailer ? { mailer: options.mailer } : {}),
    env: { ...stripeEnv(fake.apiBase), ...options.env },
  });
  const send: StripeHarness['send'] = async (type, object, opts = {}) => {
    const req = webhookRequest(type, object, { ...opts, clock: options.clock });
    const res = await t.app.inject({ method: 'POST', url: WEBHOOK_URL, headers: req.headers, payload: req.payload });
    return Object.assign(res, { eventId: req.eventId, signature: req.signature });
  };
  const checkoutAndPay: StripeHarness['checkoutAndPay'] = async (member, avatarId, tier = 'premium') => {
    const started = await caller(t.app)('POST', `/api/avatars/${avatarId}/checkout`, member.cookie, { tier });
    if (started.statusCode !== 200) throw new Error(`checkout failed: ${started.statusCode} ${started.body}`);
    const sessionId = String(started.json().url).split('/').pop() ?? '';
    return { checkoutId: started.json().checkoutId as number, ...fake.pay(sessionId) };
  };
  return {
    ...t,
    fake,
    send,
    checkoutAndPay,
    close: async () => {
      await t.close();
      await fake.close();
    },
  };
}

/** The usual start of a Stripe test: the app at `start`, a creator's paid avatar and a member who has not paid yet. */
export async function createStripeWorld(start: string) {
  const clock = fixedClock(start);
  const h = await createStripeApp({ clock });
  const paid = await createPaidAvatar(h.ctx);
  const member = await createUser(h.ctx, 'user');
  return { h, clock, paid, member };
}
