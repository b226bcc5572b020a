import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppContext } from '../../context.ts';
import { fixedClock } from '../../lib/clock.ts';
import { refundCharge } from '../../modules/subscriptions/refunds.service.ts';
import { sessionCookieForUser, type TestUser } from '../../test/creator-fixtures.ts';
import {
  CARDS,
  caller,
  createPaidAvatar,
  ledgerOf,
  type PaidAvatar,
  subscribedMember,
} from '../../test/economy-fixtures.ts';
import { createStripeWorld, type StripeHarness } from '../../test/stripe-harness.ts';
import { createTestApp, type TestApp, testDialect } from '../../test/test-app.ts';

/**
 * The same story told twice: once through the offline test-mode provider (its checkout
 * page, our renewal and expiry jobs, the admin refund) and once through Stripe (Checkout,
 * Stripe's renewals, signed webhook events). After each, the ledger, the charges, the
 * subscription's state and whether the paid text is served must be the same.
 */
const START = '2026-03-10T12:00:00.000Z';
const RENEWED = '2026-04-10T12:00:00.000Z';
const REFUNDED_AT = '2026-03-20T12:00:00.000Z';
let apps: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(apps.map((a) => a.close()));
  apps = [];
});

interface World {
  ctx: AppContext;
  app: FastifyInstance;
  paid: PaidAvatar;
  member: TestUser;
  clock: ReturnType<typeof fixedClock>;
}

/** What the member and the creator can tell from outside, dates included. */
async function outcome(w: World) {
  const call = caller(w.app);
  w.member.cookie = await sessionCookieForUser(w.ctx, w.member.id);
  const { avatarName: _name, ...subscription } = (
    await call('GET', `/api/avatars/${w.paid.avatarId}/subscription`, w.member.cookie)
  ).json().subscription;
  const items = (await call('GET', `/api/avatars/${w.paid.avatarId}/content`, w.member.cookie)).json() as {
    id: number;
    contentDetails: string | null;
  }[];
  const charges = await w.ctx.db
    .selectFrom('subscription_charges')
    .select(['kind', 'status', 'amount', 'period_start', 'period_end'])
    .orderBy('period_start')
    .orderBy('status')
    .execute();
  return {
    subscription,
    premiumServed: (items.find((i) => i.id === w.paid.items.premium)?.contentDetails ?? '').includes(w.paid.marker),
    charges,
    ledger: await ledgerOf(w.ctx, w.paid.creator.id),
  };
}

/** The test-mode side: its checkout page, then the jobs at the times they would run. */
async function testMode(card: string = CARDS.ok): Promise<World & { t: TestApp }> {
  const clock = fixedClock(START);
  const t = await createTestApp({ clock, seed: false });
  apps.push(t);
  const paid = await createPaidAvatar(t.ctx);
  const member = await subscribedMember(t.app, t.ctx, { avatarId: paid.avatarId, card });
  return { t, ctx: t.ctx, app: t.app, paid, member, clock };
}

async function runJobsAt(w: World, iso: string) {
  w.clock.set(iso);
  const outcomes = await w.app.jobs.runDue(w.clock.now());
  expect(outcomes.filter((o) => o.status !== 'done')).toEqual([]);
}

/** The admin command refunds the world's charge ten days into its month: in full, or `amount` of it. */
async function refundByAdmin(w: World, options: { amount?: number } = {}) {
  w.clock.set(REFUNDED_AT);
  const { id } = await w.ctx.db.selectFrom('subscription_charges').select('id').executeTakeFirstOrThrow();
  return { id, result: await refundCharge(w.ctx, id, options) };
}

/** The Stripe side: Checkout paid on Stripe's page, then the events Stripe sends. */
async function stripe(): Promise<World & { h: StripeHarness; subscriptionId: string; firstPaymentIntent: string }> {
  const { h, clock, paid, member } = await createStripeWorld(START);
  apps.push(h);
  const story = await h.checkoutAndPay(member, paid.avatarId);
  await h.send('customer.subscription.created', story.subscription);
  await h.send('invoice.paid', story.invoice);
  await h.send('checkout.session.completed', story.session);
  return {
    h,
    ctx: h.ctx,
    app: h.app,
    paid,
    member,
    clock,
    subscriptionId: String(story.subscription.id),
    firstPaymentIntent: h.fake.paymentIntentOf(story.invoice.id),
  };
}

describe(`Stripe and the test-mode provider tell the same story on ${testDialect}`, () => {
  it('a partial refund (the admin CLI with --amount, or Stripe’s dashboard): its share reversed, access kept', async () => {
    const tm = await testMode();
    expect((await refundByAdmin(tm, { amount: 500 })).result).toEqual({ refunded: true, total: 500 });
    const expected = await outcome(tm);
    expect(expected.ledger).toEqual({
      charge: 1499,
      fee: 750,
      earning: 749,
      refund: -500,
      fee_reversal: -250,
      earning_reversal: -250,
    });
    expect(expected.subscription).toMatchObject({ status: 'active', entitled: true });
    expect(expected.charges).toMatchObject([{ status: 'succeeded' }]);

    const viaCli = await stripe();
    const ours = await refundByAdmin(viaCli, { amount: 500 });
    const refund = viaCli.h.fake.requests.find((r) => r.path === '/v1/refunds');
    expect(refund?.params).toMatchObject({ amount: '500' });
    expect(refund?.idempotencyKey).toBe(`refund:${ours.id}:to:500`);
    await viaCli.h.send('charge.refunded', viaCli.h.fake.chargeOf(viaCli.firstPaymentIntent));
    expect(await outcome(viaCli)).toEqual(expected);

    const viaDashboard = await stripe();
    viaDashboard.clock.set(REFUNDED_AT);
    const charged = viaDashboard.h.fake.chargeOf(viaDashboard.firstPaymentIntent);
    await viaDashboard.h.send('charge.refunded', { ...charged, amount_refunded: 500 });
    expect(await outcome(viaDashboard)).toEqual(expected);
  });

  it('subscribing: one charge, fee and earning in the ledger, active for a month, paid text served', async () => {
    const [tm, st] = [await testMode(), await stripe()];
    const expected = await outcome(tm);
    expect(expected.subscription).toMatchObject({ status: 'active', renewsOn: RENEWED, entitled: true });
    expect(expected.ledger).toEqual({ charge: 1499, fee: 750, earning: 749 });
    expect(await outcome(st)).toEqual(expected);
  });

  it('a renewal paid: a second charge, the period moved on, a second fee and earning', async () => {
    const tm = await testMode();
    await runJobsAt(tm, '2026-04-10T11:30:00.000Z');
    const st = await stripe();
    st.clock.set(RENEWED);
    const renewal = st.h.fake.renew(st.subscriptionId, 'paid');
    await st.h.send('invoice.paid', renewal.invoice);
    await st.h.send('customer.subscription.updated', renewal.subscription);
    const expected = await outcome(tm);
    expect(expected.subscription).toMatchObject({ status: 'active', renewsOn: '2026-05-10T12:00:00.000Z' });
    expect(await outcome(st)).toEqual(expected);
  });

  it('a renewal failing: past_due with access through the grace period, a failed charge, no new money', async () => {
    const tm = await testMode(CARDS.failsLater);
    await runJobsAt(tm, '2026-04-10T11:30:00.000Z');
    const st = await stripe();
    st.clock.set('2026-04-10T11:30:00.000Z');
    const failed = st.h.fake.renew(st.subscriptionId, 'failed');
    await st.h.send('invoice.payment_failed', failed.invoice);
    await st.h.send('customer.subscription.updated', failed.subscription);
    const expected = await outcome(tm);
    expect(expected.subscription).toMatchObject({ status: 'past_due', graceUntil: '2026-04-17T12:00:00.000Z' });
    expect(expected.premiumServed).toBe(true);
    expect(await outcome(st)).toEqual(expected);
  });

  it('the retries running out: expired, locked, the ledger unchanged', async () => {
    const tm = await testMode(CARDS.failsLater);
    await runJobsAt(tm, '2026-04-10T11:30:00.000Z');
    await runJobsAt(tm, '2026-04-17T12:00:01.000Z');
    const st = await stripe();
    st.clock.set('2026-04-10T11:30:00.000Z');
    const failed = st.h.fake.renew(st.subscriptionId, 'failed');
    await st.h.send('invoice.payment_failed', failed.invoice);
    st.clock.set('2026-04-17T12:00:01.000Z');
    const ended = { ...failed.subscription, status: 'canceled', ended_at: Math.floor(st.clock.now().getTime() / 1000) };
    await st.h.send('customer.subscription.deleted', ended);
    const expected = await outcome(tm);
    expect(expected.subscription).toMatchObject({ status: 'expired', entitled: false });
    // The test-mode job retried daily; Stripe's retries are its own: compare all but the failed attempts.
    const settled = (o: Awaited<ReturnType<typeof outcome>>) => ({
      ...o,
      charges: o.charges.filter((c) => c.status !== 'failed'),
      subscription: { ...o.subscription, endsOn: null },
    });
    expect(settled(await outcome(st))).toEqual(settled(expected));
  });

  it('a refund (from the admin CLI, or in Stripe’s dashboard) and a dispute: reversed entries, access ended', async () => {
    const tm = await testMode();
    await refundByAdmin(tm);
    const expected = await outcome(tm);
    expect(expected.ledger).toEqual({
      charge: 1499,
      fee: 750,
      earning: 749,
      refund: -1499,
      fee_reversal: -750,
      earning_reversal: -749,
    });
    expect(expected.subscription).toMatchObject({ status: 'expired', entitled: false });
    const normal = (o: Awaited<ReturnType<typeof outcome>>) => ({
      ...o,
      subscription: { ...o.subscription, endsOn: null },
    });

    // The admin CLI with Stripe: Stripe is asked (keyed), then its charge.refunded event is a no-op.
    const viaCli = await stripe();
    const ours = await refundByAdmin(viaCli);
    const refund = viaCli.h.fake.requests.find((r) => r.path === '/v1/refunds');
    expect(refund?.params).toMatchObject({ payment_intent: viaCli.firstPaymentIntent, amount: '1499' });
    expect(refund?.idempotencyKey).toBe(`refund:${ours.id}`);
    // Access ended here, so Stripe bills no more.
    const ended = viaCli.h.fake.requests.filter((r) => r.method === 'DELETE');
    expect(ended.map((r) => r.path)).toEqual([`/v1/subscriptions/${viaCli.subscriptionId}`]);
    await viaCli.h.send('charge.refunded', viaCli.h.fake.chargeOf(viaCli.firstPaymentIntent));
    expect(normal(await outcome(viaCli))).toEqual(normal(expected));

    // Refunded in Stripe's dashboard: only the event tells us, with Stripe's running total.
    const viaDashboard = await stripe();
    viaDashboard.clock.set(REFUNDED_AT);
    const charged = viaDashboard.h.fake.chargeOf(viaDashboard.firstPaymentIntent);
    await viaDashboard.h.send('charge.refunded', { ...charged, amount_refunded: 500 });
    await viaDashboard.h.send('charge.refunded', { ...charged, amount_refunded: 1499, refunded: true });
    expect(normal(await outcome(viaDashboard))).toEqual(normal(expected));

    const disputed = await stripe();
    disputed.clock.set(REFUNDED_AT);
    const dispute = { id: 'dp_1', object: 'dispute', amount: 1499, currency: 'usd', status: 'needs_response' };
    const charge = disputed.h.fake.chargeOf(disputed.firstPaymentIntent);
    await disputed.h.send('charge.dispute.created', {
      ...dispute,
      charge: charge.id,
      payment_intent: disputed.firstPaymentIntent,
    });
    expect(normal(await outcome(disputed))).toEqual(normal(expected));
  });
});
