import { afterEach, describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock.ts';
import { memoryMailer } from '../../lib/mailer.ts';
import { sessionCookieForUser, type TestUser } from '../../test/creator-fixtures.ts';
import {
  CARDS,
  caller,
  createPaidAvatar,
  ledgerOf,
  type PaidAvatar,
  subscribedMember,
} from '../../test/economy-fixtures.ts';
import { createTestApp, type TestApp, testDialect } from '../../test/test-app.ts';

/**
 * The clock moves: renewals, the 24-hour cancellation rule, failed renewals with their
 * grace period, and expiry, each on its own app (the jobs look at every subscription).
 * Subscribed on 2026-03-10 12:00 UTC, so the first period ends on 2026-04-10 12:00.
 */
const START = '2026-03-10T12:00:00.000Z';
const PERIOD_END = '2026-04-10T12:00:00.000Z';
let t: TestApp;
let clock: ReturnType<typeof fixedClock>;
let mailer: ReturnType<typeof memoryMailer>;
let paid: PaidAvatar;
let member: TestUser;
let call: ReturnType<typeof caller>;

async function setUp(card: string = CARDS.ok) {
  clock = fixedClock(START);
  mailer = memoryMailer();
  t = await createTestApp({ clock, mailer, seed: false });
  call = caller(t.app);
  paid = await createPaidAvatar(t.ctx);
  member = await subscribedMember(t.app, t.ctx, { avatarId: paid.avatarId, card });
}
afterEach(async () => t.close());

/** Moves the clock (the member signs in again: sessions expire as time passes). */
async function moveTo(iso: string) {
  clock.set(iso);
  member.cookie = await sessionCookieForUser(t.ctx, member.id);
}

/** Moves the clock and runs what the jobs plugin would run then. */
async function at(iso: string) {
  await moveTo(iso);
  const outcomes = await t.app.jobs.runDue(clock.now());
  expect(outcomes.filter((o) => o.status !== 'done')).toEqual([]);
  await t.ctx.background.drain();
}
const subscription = async () =>
  (await call('GET', `/api/avatars/${paid.avatarId}/subscription`, member.cookie)).json().subscription;
const entitled = async () =>
  (await call('GET', `/api/avatars/${paid.avatarId}/is-subscribed`, member.cookie)).json().isSubscribed as boolean;
const premiumText = async () => {
  const items = (await call('GET', `/api/avatars/${paid.avatarId}/content`, member.cookie)).json() as {
    id: number;
    contentDetails: string | null;
  }[];
  return items.find((i) => i.id === paid.items.premium)?.contentDetails ?? null;
};
const charges = () =>
  t.ctx.db.selectFrom('subscription_charges').select(['kind', 'status', 'amount']).orderBy('id').execute();

describe(`renewals on ${testDialect}`, () => {
  it('renews monthly at the price fixed at purchase while nobody cancels', async () => {
    await setUp();
    await t.ctx.db.updateTable('avatars').set({ monthly_price: 2500 }).where('id', '=', paid.avatarId).execute();
    await at('2026-04-10T11:30:00.000Z');
    expect(await charges()).toEqual([
      { kind: 'initial', status: 'succeeded', amount: 1499 },
      { kind: 'renewal', status: 'succeeded', amount: 1499 },
    ]);
    expect(await subscription()).toMatchObject({ status: 'active', renewsOn: '2026-05-10T12:00:00.000Z' });
    // The same slot again (another instance, a retried job) charges nothing more.
    await at('2026-04-10T11:45:00.000Z');
    expect(await charges()).toHaveLength(2);
    expect(await ledgerOf(t.ctx, paid.creator.id)).toEqual({ charge: 2998, fee: 1500, earning: 1498 });
    expect(mailer.messages.filter((m) => m.subject.startsWith('Receipt:'))).toHaveLength(2);
  });

  it('cancelled 48 h before the end: no renewal, access until the end, then locked', async () => {
    await setUp();
    await moveTo('2026-04-08T12:00:00.000Z');
    const cancel = await call('DELETE', `/api/avatars/${paid.avatarId}/subscription`, member.cookie);
    expect(cancel.json().subscription).toMatchObject({ status: 'cancelled', endsOn: PERIOD_END, renewsOn: null });
    await at('2026-04-10T11:30:00.000Z');
    expect(await charges()).toHaveLength(1);
    expect(await premiumText()).toContain(paid.marker);
    await at('2026-04-10T12:00:01.000Z');
    expect(await subscription()).toMatchObject({ status: 'expired', entitled: false });
    expect(await entitled()).toBe(false);
    expect(await premiumText()).toBe(null);
    expect(await charges()).toHaveLength(1);
  });

  it('cancelled 2 h before the end: one more period is charged, then it ends', async () => {
    await setUp();
    await moveTo('2026-04-10T10:00:00.000Z');
    const cancel = await call('DELETE', `/api/avatars/${paid.avatarId}/subscription`, member.cookie);
    expect(cancel.json().subscription).toMatchObject({ status: 'cancelled', endsOn: '2026-05-10T12:00:00.000Z' });
    await at('2026-04-10T11:30:00.000Z');
    expect(await charges()).toHaveLength(2);
    expect(await subscription()).toMatchObject({ status: 'cancelled', endsOn: '2026-05-10T12:00:00.000Z' });
    await at('2026-05-10T11:30:00.000Z');
    expect(await charges()).toHaveLength(2);
    expect(await premiumText()).toContain(paid.marker);
    await at('2026-05-10T12:00:01.000Z');
    expect(await entitled()).toBe(false);
    expect(await charges()).toHaveLength(2);
  });

  it('resubscribing before the end keeps it renewing; after the end it takes a new checkout', async () => {
    await setUp();
    await call('DELETE', `/api/avatars/${paid.avatarId}/subscription`, member.cookie);
    const resumed = await call('POST', `/api/avatars/${paid.avatarId}/subscription/resume`, member.cookie);
    expect(resumed.json().subscription).toMatchObject({ status: 'active', renewsOn: PERIOD_END, endsOn: null });
    await at('2026-04-10T11:30:00.000Z');
    expect(await charges()).toHaveLength(2);
    await call('DELETE', `/api/avatars/${paid.avatarId}/subscription`, member.cookie);
    await at('2026-05-10T12:00:01.000Z');
    const late = await call('POST', `/api/avatars/${paid.avatarId}/subscription/resume`, member.cookie);
    expect(late.statusCode).toBe(409);
    const again = await call('POST', `/api/avatars/${paid.avatarId}/checkout`, member.cookie, {});
    expect(again.statusCode).toBe(200);
  });

  it('a card failing at renewal: past_due with access through the grace period, retried daily, then expired', async () => {
    await setUp(CARDS.failsLater);
    await at('2026-04-10T11:30:00.000Z');
    expect(await subscription()).toMatchObject({
      status: 'past_due',
      graceUntil: '2026-04-17T12:00:00.000Z',
      entitled: true,
    });
    const failed = mailer.messages.find((m) => m.subject.startsWith('Payment failed'));
    expect(failed?.text).toContain('You keep access until 2026-04-17');
    await at('2026-04-12T12:00:00.000Z');
    expect(await premiumText()).toContain(paid.marker);
    for (const day of ['13', '14', '15', '16', '17']) await at(`2026-04-${day}T11:59:00.000Z`);
    expect((await charges()).filter((c) => c.status === 'failed').length).toBeGreaterThanOrEqual(5);
    await at('2026-04-17T12:00:01.000Z');
    expect(await subscription()).toMatchObject({ status: 'expired', entitled: false });
    expect(await premiumText()).toBe(null);
    // No money moved after the first month.
    expect(await ledgerOf(t.ctx, paid.creator.id)).toEqual({ charge: 1499, fee: 750, earning: 749 });
    const retries = (await charges()).length;
    await at('2026-04-20T12:00:00.000Z');
    expect(await charges()).toHaveLength(retries);
  });

  it('cancelling while past_due ends it at once and stops the retries', async () => {
    await setUp(CARDS.failsLater);
    await at('2026-04-10T11:30:00.000Z');
    const cancel = await call('DELETE', `/api/avatars/${paid.avatarId}/subscription`, member.cookie);
    expect(cancel.json().subscription).toMatchObject({ status: 'expired', entitled: false });
    const count = (await charges()).length;
    await at('2026-04-12T12:00:00.000Z');
    expect(await charges()).toHaveLength(count);
  });
});
