import { afterEach, describe, expect, it } from 'vitest';
import { statementsCsv } from '../../../shared/contracts/earnings.ts';
import { fixedClock } from '../../lib/clock.ts';
import { sessionCookieForUser } from '../../test/creator-fixtures.ts';
import {
  CARDS,
  caller,
  createPaidAvatar,
  ledgerOf,
  type PaidAvatar,
  subscribedMember,
} from '../../test/economy-fixtures.ts';
import { createTestApp, type TestApp, testDialect } from '../../test/test-app.ts';
import { refundCharge } from '../subscriptions/refunds.service.ts';

/** Payouts on the creator's schedule, refunds before and after them, and the statements. */
let t: TestApp;
let clock: ReturnType<typeof fixedClock>;
let paid: PaidAvatar;
let call: ReturnType<typeof caller>;
afterEach(async () => t.close());

async function setUp(options: { schedule?: 'monthly' | 'weekly' | 'biweekly'; account?: string } = {}) {
  clock = fixedClock('2026-03-10T12:00:00.000Z');
  t = await createTestApp({ clock, seed: false });
  call = caller(t.app);
  paid = await createPaidAvatar(t.ctx);
  const setup = await call('GET', '/api/creator/payout-setup', paid.creator.cookie);
  expect(setup.json()).toMatchObject({ kind: 'choose' });
  const connected = await call('POST', '/api/creator/payout-destination', paid.creator.cookie, {
    choice: options.account ?? 'test_bank_6789',
  });
  expect(connected.statusCode, connected.body).toBe(200);
  if (options.schedule) {
    await t.ctx.db
      .updateTable('creator_profiles')
      .set({ payout_schedule: options.schedule })
      .where('user_id', '=', paid.creator.id)
      .execute();
  }
}

async function at(iso: string) {
  clock.set(iso);
  const outcomes = await t.app.jobs.runDue(clock.now());
  expect(outcomes.filter((o) => o.status !== 'done')).toEqual([]);
}
const earnings = async () =>
  (await call('GET', '/api/creator/earnings', await sessionCookieForUser(t.ctx, paid.creator.id))).json();

describe(`payouts on ${testDialect}`, () => {
  it('pays the month’s earnings on the 1st; a refund after the payout goes negative and the next payout nets it', async () => {
    await setUp();
    const members = [];
    for (let i = 0; i < 3; i++) members.push(await subscribedMember(t.app, t.ctx, { avatarId: paid.avatarId }));
    expect(await earnings()).toMatchObject({ balance: 3 * 749, schedule: 'monthly', statements: [] });

    await at('2026-03-20T12:00:00.000Z');
    expect((await earnings()).statements).toEqual([]);
    await at('2026-04-01T00:30:00.000Z');
    const first = await earnings();
    expect(first.balance).toBe(0);
    expect(first.payoutDestination).toBe('Test Bank ••••6789');
    expect(first.statements).toEqual([
      expect.objectContaining({
        periodStart: '2026-03-10T12:00:00.000Z',
        periodEnd: '2026-04-01T00:00:00.000Z',
        gross: 4497,
        fee: 2250,
        refunds: 0,
        net: 2247,
        status: 'paid',
        destination: 'Test Bank ••••6789',
      }),
    ]);
    await at('2026-04-01T02:00:00.000Z');
    expect((await earnings()).statements).toHaveLength(1);

    // A refund after the payout: the member loses access, the creator's balance goes negative.
    clock.set('2026-04-02T12:00:00.000Z');
    const charge = await t.ctx.db
      .selectFrom('subscription_charges')
      .select('id')
      .where('user_id', '=', members[0]?.id ?? 0)
      .executeTakeFirstOrThrow();
    expect(await refundCharge(t.ctx, charge.id)).toEqual({ refunded: true, total: 1499 });
    expect(await refundCharge(t.ctx, charge.id)).toEqual({ refunded: false, total: 1499 });
    expect((await earnings()).balance).toBe(-749);
    const cookie = await sessionCookieForUser(t.ctx, members[0]?.id ?? 0);
    expect((await call('GET', `/api/avatars/${paid.avatarId}/is-subscribed`, cookie)).json().isSubscribed).toBe(false);
    expect(await ledgerOf(t.ctx, paid.creator.id)).toMatchObject({
      charge: 4497,
      refund: -1499,
      fee_reversal: -750,
      earning_reversal: -749,
      payout: -2247,
    });

    // The two others renew on the 10th; May's payout nets the refund.
    await at('2026-04-10T11:30:00.000Z');
    expect((await earnings()).balance).toBe(2 * 749 - 749);
    await at('2026-05-01T00:30:00.000Z');
    const second = await earnings();
    expect(second.balance).toBe(0);
    expect(second.statements[0]).toMatchObject({
      periodStart: '2026-04-01T00:00:00.000Z',
      periodEnd: '2026-05-01T00:00:00.000Z',
      gross: 2998,
      fee: 1500 - 750,
      refunds: 1499,
      net: 749,
      status: 'paid',
    });
    expect(statementsCsv(second.statements)).toBe(
      'period,gross,service fee,refunds,net,status\r\n' +
        '2026-04-01 to 2026-04-30,29.98,7.50,14.99,7.49,paid\r\n' +
        '2026-03-10 to 2026-03-31,44.97,22.50,0.00,22.47,paid\r\n',
    );
  });

  it('waits while the net is not positive, and pays nothing without a destination', async () => {
    await setUp({ schedule: 'weekly' });
    const member = await subscribedMember(t.app, t.ctx, { avatarId: paid.avatarId });
    const charge = await t.ctx.db
      .selectFrom('subscription_charges')
      .select('id')
      .where('user_id', '=', member.id)
      .executeTakeFirstOrThrow();
    await refundCharge(t.ctx, charge.id);
    await at('2026-03-16T01:00:00.000Z');
    expect(await earnings()).toMatchObject({ balance: 0, statements: [] });
    const other = await createPaidAvatar(t.ctx);
    await subscribedMember(t.app, t.ctx, { avatarId: other.avatarId });
    await at('2026-04-01T01:00:00.000Z');
    const payouts = await t.ctx.db.selectFrom('payouts').select('creator_id').execute();
    expect(payouts).toEqual([]);
  });

  it('honours a weekly schedule (Mondays) and gives a bounced payout back to the balance', async () => {
    await setUp({ schedule: 'weekly', account: 'test_bank_1116' });
    await subscribedMember(t.app, t.ctx, { avatarId: paid.avatarId, card: CARDS.ok });
    // Tuesday the 10th: the next Monday is the 16th.
    await at('2026-03-15T23:00:00.000Z');
    expect((await earnings()).statements).toEqual([]);
    await at('2026-03-16T00:10:00.000Z');
    const bounced = await earnings();
    expect(bounced.statements[0]).toMatchObject({
      periodEnd: '2026-03-16T00:00:00.000Z',
      net: 749,
      status: 'failed',
      failureMessage: 'The test bank account is closed',
    });
    expect(bounced.balance).toBe(749);
    // With a working account the next Monday pays it.
    await call('POST', '/api/creator/payout-destination', await sessionCookieForUser(t.ctx, paid.creator.id), {
      choice: 'test_bank_6789',
    });
    await at('2026-03-23T00:10:00.000Z');
    const paidOut = await earnings();
    expect(paidOut.balance).toBe(0);
    expect(paidOut.statements[0]).toMatchObject({ net: 749, status: 'paid', periodEnd: '2026-03-23T00:00:00.000Z' });
  });
});
