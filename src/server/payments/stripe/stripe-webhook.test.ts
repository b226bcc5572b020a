import { afterEach, describe, expect, it } from 'vitest';
import type { fixedClock } from '../../lib/clock.ts';
import { createUser, sessionCookieForUser, type TestUser } from '../../test/creator-fixtures.ts';
import { caller, createPaidAvatar, ledgerOf, type PaidAvatar } from '../../test/economy-fixtures.ts';
import type { StripeObject } from '../../test/fake-stripe-objects.ts';
import { createStripeWorld, type StripeHarness, WEBHOOK_URL } from '../../test/stripe-harness.ts';
import { testDialect } from '../../test/test-app.ts';

/**
 * The webhook endpoint: signature first (nothing written without a good one), each event
 * id applied once, events about unknown subscriptions changing nothing, and events out of
 * order applied by the state they carry or Stripe's state now, not by their arrival.
 */
const START = '2026-03-10T12:00:00.000Z';
let h: StripeHarness;
let clock: ReturnType<typeof fixedClock>;
let paid: PaidAvatar;
let member: TestUser;
afterEach(async () => h.close());

async function setUp() {
  ({ h, clock, paid, member } = await createStripeWorld(START));
}

async function subscribed() {
  const story = await h.checkoutAndPay(member, paid.avatarId);
  expect((await h.send('checkout.session.completed', story.session)).statusCode).toBe(200);
  return story;
}

async function moveTo(iso: string) {
  clock.set(iso);
  member.cookie = await sessionCookieForUser(h.ctx, member.id);
}

const subscription = async () =>
  (await caller(h.app)('GET', `/api/avatars/${paid.avatarId}/subscription`, member.cookie)).json().subscription;
const charges = () =>
  h.ctx.db.selectFrom('subscription_charges').select(['kind', 'status', 'amount']).orderBy('id').execute();
const count = async (table: 'stripe_events' | 'subscriptions' | 'subscription_charges' | 'ledger_entries') =>
  Number(
    (
      await h.ctx.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe(`Stripe webhook on ${testDialect}`, () => {
  it('refuses a wrong, missing or stale signature and a changed body with a 400, writing nothing', async () => {
    await setUp();
    const story = await h.checkoutAndPay(member, paid.avatarId);
    const wrong = await h.send('checkout.session.completed', story.session, { secret: 'whsec_someoneelse' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Invalid Stripe signature');
    expect((await h.send('checkout.session.completed', story.session, { signature: null })).statusCode).toBe(400);
    expect((await h.send('checkout.session.completed', story.session, { signature: 't=1,v1=00' })).statusCode).toBe(
      400,
    );
    // A header signed for one body, sent with another.
    const good = await h.send('ping', { id: 'x', object: 'ping' });
    expect(good.statusCode).toBe(200);
    const tampered = await h.app.inject({
      method: 'POST',
      url: WEBHOOK_URL,
      headers: { 'content-type': 'application/json', 'stripe-signature': String(good.signature) },
      payload: JSON.stringify({
        id: 'evt_forged',
        type: 'checkout.session.completed',
        data: { object: story.session },
      }),
    });
    expect(tampered.statusCode).toBe(400);
    expect(await count('stripe_events')).toBe(1);
    expect(await count('subscriptions')).toBe(0);
    expect(await count('ledger_entries')).toBe(0);
  });

  it('applies an event id once: a replay is a 200 no-op; a second delivery of the same invoice adds nothing', async () => {
    await setUp();
    const story = await h.checkoutAndPay(member, paid.avatarId);
    const first = await h.send('checkout.session.completed', story.session, { id: 'evt_same' });
    const replay = await h.send('checkout.session.completed', story.session, { id: 'evt_same' });
    expect(first.json()).toEqual({ received: true, duplicate: false });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    await moveTo('2026-04-10T12:00:00.000Z');
    const renewal = h.fake.renew(String(story.subscription.id), 'paid');
    await h.send('invoice.paid', renewal.invoice);
    await h.send('invoice.paid', renewal.invoice);
    expect(await charges()).toEqual([
      { kind: 'initial', status: 'succeeded', amount: 1499 },
      { kind: 'renewal', status: 'succeeded', amount: 1499 },
    ]);
    expect(await ledgerOf(h.ctx, paid.creator.id)).toEqual({ charge: 2998, fee: 1500, earning: 1498 });
  });

  it('an event about a subscription or charge nobody here knows changes nothing', async () => {
    await setUp();
    await subscribed();
    const stranger = await createStripeStranger();
    for (const [type, object] of stranger) expect((await h.send(type, object)).statusCode).toBe(200);
    expect(await charges()).toEqual([{ kind: 'initial', status: 'succeeded', amount: 1499 }]);
    expect(await subscription()).toMatchObject({ status: 'active', entitled: true });
  });

  it('a subscription set to end before the checkout event arrived is cancelled once the checkout applies', async () => {
    await setUp();
    const story = await h.checkoutAndPay(member, paid.avatarId);
    const live = h.fake.objects.get(String(story.subscription.id)) as StripeObject;
    live.cancel_at_period_end = true;
    await h.send('customer.subscription.updated', h.fake.snapshot(live.id));
    await h.send('invoice.paid', story.invoice);
    await h.send('checkout.session.completed', story.session);
    expect(await subscription()).toMatchObject({
      status: 'cancelled',
      endsOn: '2026-04-10T12:00:00.000Z',
      entitled: true,
    });
    expect(await ledgerOf(h.ctx, paid.creator.id)).toEqual({ charge: 1499, fee: 750, earning: 749 });
  });

  it('a failure reported after the retry paid, and an older invoice after a newer one, leave it paid and moving forward', async () => {
    await setUp();
    const story = await subscribed();
    const subId = String(story.subscription.id);
    await moveTo('2026-04-10T12:00:00.000Z');
    const failedAttempt = h.fake.renew(subId, 'failed');
    const paidRetry = h.fake.renew(subId, 'paid');
    await h.send('invoice.paid', paidRetry.invoice);
    await h.send('invoice.payment_failed', failedAttempt.invoice);
    expect(await subscription()).toMatchObject({
      status: 'active',
      renewsOn: '2026-05-10T12:00:00.000Z',
      entitled: true,
    });

    await moveTo('2026-05-10T12:00:00.000Z');
    const may = h.fake.renew(subId, 'paid');
    await moveTo('2026-06-10T12:00:00.000Z');
    const june = h.fake.renew(subId, 'paid');
    await h.send('invoice.paid', june.invoice);
    await h.send('invoice.paid', may.invoice);
    expect(await subscription()).toMatchObject({ status: 'active', renewsOn: '2026-07-10T12:00:00.000Z' });
    expect((await charges()).filter((c) => c.status === 'succeeded')).toHaveLength(4);
    expect(await ledgerOf(h.ctx, paid.creator.id)).toEqual({ charge: 5996, fee: 3000, earning: 2996 });
  });

  it('a renewal Stripe collects after the grace ran out here gives the access back', async () => {
    await setUp();
    const story = await subscribed();
    const subId = String(story.subscription.id);
    await moveTo('2026-04-10T12:00:00.000Z');
    await h.send('invoice.payment_failed', h.fake.renew(subId, 'failed').invoice);
    await moveTo('2026-04-17T12:00:01.000Z');
    await h.app.jobs.runDue(clock.now());
    expect(await subscription()).toMatchObject({ status: 'expired', entitled: false });
    await moveTo('2026-04-18T12:00:00.000Z');
    await h.send('invoice.paid', h.fake.renew(subId, 'paid').invoice);
    expect(await subscription()).toMatchObject({
      status: 'active',
      renewsOn: '2026-05-10T12:00:00.000Z',
      entitled: true,
    });
    expect(await ledgerOf(h.ctx, paid.creator.id)).toEqual({ charge: 2998, fee: 1500, earning: 1498 });
  });

  it('a deleted subscription stays ended whatever older update arrives after it', async () => {
    await setUp();
    const story = await subscribed();
    const before = h.fake.snapshot(String(story.subscription.id));
    const ended = { ...before, status: 'canceled', ended_at: Math.floor(clock.now().getTime() / 1000) };
    await h.send('customer.subscription.deleted', ended);
    await h.send('customer.subscription.updated', { ...before, cancel_at_period_end: true });
    await h.send('customer.subscription.updated', before);
    expect(await subscription()).toMatchObject({ status: 'expired', entitled: false });
  });
});

/** Events about a subscription, invoice and charge made at Stripe by someone else entirely. */
async function createStripeStranger(): Promise<[string, StripeObject][]> {
  const other = await createPaidAvatar(h.ctx);
  const stranger = await createUser(h.ctx, 'user');
  const story = await h.checkoutAndPay(stranger, other.avatarId);
  // Forget the checkout's session id so nothing here links to this subscription.
  const subId = String(story.subscription.id);
  const renewal = h.fake.renew(subId, 'paid');
  const failed = h.fake.renew(subId, 'failed');
  const pi = h.fake.paymentIntentOf(renewal.invoice.id);
  const charge = { ...h.fake.chargeOf(pi), amount_refunded: 1499, refunded: true };
  return [
    ['invoice.paid', renewal.invoice],
    ['invoice.payment_failed', failed.invoice],
    ['customer.subscription.updated', { ...story.subscription, cancel_at_period_end: true }],
    ['customer.subscription.deleted', { ...story.subscription, status: 'canceled' }],
    ['charge.refunded', charge],
    [
      'charge.dispute.created',
      { id: 'dp_1', object: 'dispute', charge: charge.id, payment_intent: pi, amount: 1499, status: 'needs_response' },
    ],
  ];
}
