import { afterEach, describe, expect, it } from 'vitest';
import type { fixedClock } from '../../lib/clock.ts';
import { sessionCookieForUser, type TestUser } from '../../test/creator-fixtures.ts';
import { caller, ledgerOf, type PaidAvatar } from '../../test/economy-fixtures.ts';
import type { StripeObject } from '../../test/fake-stripe-objects.ts';
import { createStripeWorld, type StripeHarness } from '../../test/stripe-harness.ts';
import { testDialect } from '../../test/test-app.ts';

/**
 * Money taken back at Stripe, through signed events: partial refunds reversed in
 * proportion (only the increment, once), disputes withdrawn, won (reinstated by new rows)
 * or lost, in any order; and Stripe's subscription ended even when Stripe was down then.
 */
const START = '2026-03-10T12:00:00.000Z';
const LATER = '2026-03-20T12:00:00.000Z';
const FULL = { charge: 1499, fee: 750, earning: 749 };
const REVERSED = { ...FULL, refund: -1499, fee_reversal: -750, earning_reversal: -749 };
let h: StripeHarness;
let clock: ReturnType<typeof fixedClock>;
let paid: PaidAvatar;
let member: TestUser;
let paymentIntent: string;
let subscriptionId: string;
afterEach(async () => h.close());

async function setUp() {
  ({ h, clock, paid, member } = await createStripeWorld(START));
  const story = await h.checkoutAndPay(member, paid.avatarId);
  expect((await h.send('checkout.session.completed', story.session)).statusCode).toBe(200);
  paymentIntent = h.fake.paymentIntentOf(story.invoice.id);
  subscriptionId = String(story.subscription.id);
  clock.set(LATER);
  member.cookie = await sessionCookieForUser(h.ctx, member.id);
}

const subscription = async () =>
  (await caller(h.app)('GET', `/api/avatars/${paid.avatarId}/subscription`, member.cookie)).json().subscription;
const chargeStatus = async () =>
  (await h.ctx.db.selectFrom('subscription_charges').select('status').executeTakeFirstOrThrow()).status;
const entries = () =>
  h.ctx.db
    .selectFrom('ledger_entries')
    .select(['entry_key', 'account', 'amount'])
    .where('charge_id', 'is not', null)
    .orderBy('id')
    .execute();
const refunded = (total: number) => ({
  ...h.fake.chargeOf(paymentIntent),
  amount_refunded: total,
  refunded: total === 1499,
});
const dispute = (status: string, id = 'dp_1'): StripeObject => ({
  id,
  object: 'dispute',
  amount: 1499,
  currency: 'usd',
  charge: h.fake.chargeOf(paymentIntent).id,
  payment_intent: paymentIntent,
  status,
});
const stripeCancels = () =>
  h.fake.requests.filter((r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${subscriptionId}`);

describe(`Stripe refunds and disputes on ${testDialect}`, () => {
  it('partial refunds reverse their share of gross, fee and earning; only the increment, once; in full the access ends', async () => {
    await setUp();
    const first = await h.send('charge.refunded', refunded(500));
    expect((await h.send('charge.refunded', refunded(500), { id: first.eventId })).json().duplicate).toBe(true);
    await h.send('charge.refunded', refunded(500)); // another event, the same running total
    // 750 × 500 / 1499 = 250.17: the fee reversed rounds half up, the earning is the rest.
    expect(await ledgerOf(h.ctx, paid.creator.id)).toEqual({
      ...FULL,
      refund: -500,
      fee_reversal: -250,
      earning_reversal: -250,
    });
    expect(await chargeStatus()).toBe('succeeded');
    expect(await subscription()).toMatchObject({ status: 'active', entitled: true });

    await h.send('charge.refunded', refunded(1000));
    await h.send('charge.refunded', refunded(700)); // an older total, arriving late
    expect(await ledgerOf(h.ctx, paid.creator.id)).toMatchObject({ refund: -1000, fee_reversal: -500 });
    await h.send('charge.refunded', refunded(1499));
    expect(await ledgerOf(h.ctx, paid.creator.id)).toEqual(REVERSED);
    // Each step's fee and earning rows sum to its gross row exactly.
    const steps = new Map<string, { gross: number; split: number }>();
    for (const e of await entries()) {
      const step = steps.get(e.entry_key.replace(/:[a-z_]+$/, '')) ?? { gross: 0, split: 0 };
      if (e.account === 'gross') step.gross += e.amount;
      else step.split += e.amount;
      steps.set(e.entry_key.replace(/:[a-z_]+$/, ''), step);
    }
    expect(steps.size).toBe(4);
    for (const step of steps.values()) expect(step.split).toBe(step.gross);
    expect(await chargeStatus()).toBe('refunded');
    expect(await subscription()).toMatchObject({ status: 'expired', entitled: false });
    expect(stripeCancels()).toHaveLength(1);
  });

  it('a dispute withdraws the money and ends the access; won, new rows give it back; replays add nothing', async () => {
    await setUp();
    await h.send('charge.dispute.created', dispute('needs_response'));
    await h.send('charge.dispute.funds_withdrawn', dispute('needs_response'));
    expect(await ledgerOf(h.ctx, paid.creator.id)).toEqual(REVERSED);
    expect(await subscription()).toMatchObject({ status: 'expired', entitled: false });
    expect(stripeCancels()).toHaveLength(1);

    await h.send('charge.dispute.closed', dispute('won'));
    await h.send('charge.dispute.funds_reinstated', dispute('won'));
    expect(await ledgerOf(h.ctx, paid.creator.id)).toEqual({
      ...FULL,
      refund: 0,
      fee_reversal: 0,
      earning_reversal: 0,
    });
    expect((await entries()).map((e) => e.entry_key)).toEqual([
      expect.stringMatching(/^charge:\d+:charge$/),
      expect.stringMatching(/^charge:\d+:fee$/),
      expect.stringMatching(/^charge:\d+:earning$/),
      'dispute:dp_1:refund',
      'dispute:dp_1:fee_reversal',
      'dispute:dp_1:earning_reversal',
      'dispute:dp_1:reinstated:refund',
      'dispute:dp_1:reinstated:fee_reversal',
      'dispute:dp_1:reinstated:earning_reversal',
    ]);
    expect(await chargeStatus()).toBe('succeeded');
    // The subscription was ended at Stripe when the dispute opened: winning does not restart it.
    expect(await subscription()).toMatchObject({ status: 'expired', entitled: false });
  });

  it('a dispute lost stays reversed; one already won when first heard of changes the books and access by nothing', async () => {
    await setUp();
    await h.send('charge.dispute.created', dispute('needs_response'));
    await h.send('charge.dispute.closed', dispute('lost'));
    expect(await ledgerOf(h.ctx, paid.creator.id)).toEqual(REVERSED);
    expect(await chargeStatus()).toBe('refunded');
    await h.close();

    await setUp();
    await h.send('charge.dispute.closed', dispute('won'));
    await h.send('charge.dispute.created', dispute('needs_response')); // late
    expect(await ledgerOf(h.ctx, paid.creator.id)).toEqual({
      ...FULL,
      refund: 0,
      fee_reversal: 0,
      earning_reversal: 0,
    });
    expect(await subscription()).toMatchObject({ status: 'active', entitled: true });
    expect(stripeCancels()).toHaveLength(0);
  });

  it('an inquiry moves no money; a dispute of a charge refunded in part withdraws only what is left', async () => {
    await setUp();
    await h.send('charge.dispute.created', dispute('warning_needs_response'));
    expect(await ledgerOf(h.ctx, paid.creator.id)).toEqual(FULL);
    await h.send('charge.refunded', refunded(500));
    await h.send('charge.dispute.created', dispute('needs_response', 'dp_2'));
    expect(await ledgerOf(h.ctx, paid.creator.id)).toEqual(REVERSED);
    await h.send('charge.dispute.closed', dispute('won', 'dp_2'));
    expect(await ledgerOf(h.ctx, paid.creator.id)).toEqual({
      ...FULL,
      refund: -500,
      fee_reversal: -250,
      earning_reversal: -250,
    });
  });

  it('Stripe down when the access ends: the webhook still succeeds and the job ends the subscription later', async () => {
    await setUp();
    const outage = h.fake.failRequests('DELETE', '/v1/subscriptions/');
    expect((await h.send('charge.refunded', refunded(1499))).statusCode).toBe(200);
    expect(await subscription()).toMatchObject({ status: 'expired', entitled: false });
    expect(h.fake.snapshot(subscriptionId).status).toBe('active');
    const owed = async () => {
      const row = await h.ctx.db
        .selectFrom('subscriptions')
        .select(['provider_end_owed_at', 'provider_end_attempts'])
        .executeTakeFirstOrThrow();
      const at = row.provider_end_owed_at;
      return { owedSince: at === null ? null : new Date(at).toISOString(), attempts: row.provider_end_attempts };
    };
    expect(await owed()).toEqual({ owedSince: LATER, attempts: 1 });

    clock.set('2026-03-20T12:01:00.000Z');
    const stillDown = await h.app.jobs.runDue(clock.now());
    expect(stillDown.find((o) => o.name === 'end-provider-subscriptions')).toMatchObject({ status: 'failed' });
    outage.stop();
    // Each failure doubles the wait: after the second (12:01) the next call is due at 12:03.
    clock.set('2026-03-20T12:02:00.000Z');
    const waiting = await h.app.jobs.runDue(clock.now());
    expect(waiting.find((o) => o.name === 'end-provider-subscriptions')).toMatchObject({ status: 'done', handled: 0 });
    expect(stripeCancels()).toHaveLength(2);
    clock.set('2026-03-20T12:03:00.000Z');
    const back = await h.app.jobs.runDue(clock.now());
    expect(back.find((o) => o.name === 'end-provider-subscriptions')).toEqual({
      name: 'end-provider-subscriptions',
      status: 'done',
      handled: 1,
    });
    expect(h.fake.snapshot(subscriptionId).status).toBe('canceled');
    expect(await owed()).toEqual({ owedSince: null, attempts: 3 });
    // Each attempt its own key: Stripe may answer a key's first failure again.
    expect(stripeCancels().map((r) => r.idempotencyKey)).toEqual([
      `end:${subscriptionId}:1`,
      `end:${subscriptionId}:2`,
      `end:${subscriptionId}:3`,
    ]);
  });
});
