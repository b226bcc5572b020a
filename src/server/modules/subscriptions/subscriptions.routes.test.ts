import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_DECLINED_MESSAGE } from '../../../shared/contracts/test-checkout.ts';
import { fixedClock } from '../../lib/clock.ts';
import { memoryMailer } from '../../lib/mailer.ts';
import { createUser } from '../../test/creator-fixtures.ts';
import {
  CARDS,
  caller,
  createPaidAvatar,
  ledgerOf,
  type PaidAvatar,
  subscribedMember,
  subscribeWithCard,
} from '../../test/economy-fixtures.ts';
import { createTestApp, type TestApp, testDialect } from '../../test/test-app.ts';

/** Subscribing: checkout, the test provider's page, entitlement, and what refuses it. */
const clock = fixedClock('2026-03-10T12:00:00.000Z');
const mailer = memoryMailer();
let t: TestApp;
let paid: PaidAvatar;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await createTestApp({ clock, mailer });
  call = caller(t.app);
  paid = await createPaidAvatar(t.ctx);
});
afterAll(async () => t.close());

type Item = { id: number; locked: boolean; contentDetails: string | null; area: string; tier: string | null };
const content = async (cookie?: string) =>
  (await call('GET', `/api/avatars/${paid.avatarId}/content`, cookie)).json() as Item[];
const unlocked = async (cookie?: string) =>
  (await content(cookie)).filter((i) => !i.locked && i.contentDetails?.includes(paid.marker)).map((i) => i.id);

describe(`subscriptions on ${testDialect}`, () => {
  it('refuses guests (401), the avatar’s own creator (403) and hidden avatars (404), with messages', async () => {
    const guest = await call('POST', `/api/avatars/${paid.avatarId}/checkout`, undefined, { tier: 'premium' });
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual({ message: 'You need to be logged in' });
    const own = await call('POST', `/api/avatars/${paid.avatarId}/checkout`, paid.creator.cookie, {});
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ message: 'You cannot subscribe to your own avatar' });
    const member = await createUser(t.ctx, 'user');
    await t.ctx.db.updateTable('avatars').set({ is_visible: 0 }).where('id', '=', paid.avatarId).execute();
    const hidden = await call('POST', `/api/avatars/${paid.avatarId}/checkout`, member.cookie, {});
    await t.ctx.db.updateTable('avatars').set({ is_visible: 1 }).where('id', '=', paid.avatarId).execute();
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ message: 'Avatar not found' });
    const badTier = await call('POST', `/api/avatars/${paid.avatarId}/checkout`, member.cookie, { tier: 'gold' });
    expect(badTier.statusCode).toBe(400);
    expect(badTier.json().message).toBe('Choose the premium or vip tier');
    const noVip = await createPaidAvatar(t.ctx, { vipPrice: null });
    const vip = await call('POST', `/api/avatars/${noVip.avatarId}/checkout`, member.cookie, { tier: 'vip' });
    expect(vip.statusCode).toBe(400);
    expect(vip.json().message).toBe('This avatar has no VIP tier');
  });

  it('subscribe → checkout → paid: premium items unlock, the charge is split in the ledger, a receipt is sent', async () => {
    const member = await createUser(t.ctx, 'user');
    expect(await unlocked(member.cookie)).toEqual([]);
    expect((await call('GET', `/api/avatars/${paid.avatarId}/is-subscribed`, member.cookie)).json()).toEqual({
      isSubscribed: false,
    });
    const started = await call('POST', `/api/avatars/${paid.avatarId}/checkout`, member.cookie, { tier: 'premium' });
    expect(started.statusCode).toBe(200);
    expect(started.json().url).toMatch(/^\/test-checkout\/\d+$/);
    // The page's summary is the member's own: another member gets a 404.
    const page = started.json().url.replace('/test-checkout/', '/api/payments/test/checkouts/');
    expect((await call('GET', page, member.cookie)).json()).toMatchObject({ amount: 1499, status: 'open' });
    const stranger = await createUser(t.ctx, 'user');
    expect((await call('GET', page, stranger.cookie)).statusCode).toBe(404);
    // Nothing is unlocked before the payment.
    expect(await unlocked(member.cookie)).toEqual([]);

    const { res } = await subscribeWithCard(t.app, { cookie: member.cookie, avatarId: paid.avatarId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      status: 'paid',
      returnPath: expect.stringMatching(`^/avatar/${paid.avatarId}\\?checkout=`),
    });
    expect(await unlocked(member.cookie)).toEqual([paid.items.premium]);
    expect((await call('GET', `/api/avatars/${paid.avatarId}/is-subscribed`, member.cookie)).json()).toEqual({
      isSubscribed: true,
    });
    const details = (await call('GET', `/api/avatars/${paid.avatarId}/subscription`, member.cookie)).json();
    expect(details).toEqual({
      testMode: true,
      subscription: {
        avatarId: paid.avatarId,
        avatarName: expect.any(String),
        tier: 'premium',
        status: 'active',
        price: 1499,
        currency: 'usd',
        renewsOn: '2026-04-10T12:00:00.000Z',
        endsOn: null,
        graceUntil: null,
        entitled: true,
      },
    });
    // 50 % of 14.99: the fee is rounded, the creator earns the rest, to the cent.
    expect(await ledgerOf(t.ctx, paid.creator.id)).toEqual({ charge: 1499, fee: 750, earning: 749 });
    await t.ctx.background.drain();
    const receipt = mailer.messages.find((m) => m.subject.startsWith('Receipt:'));
    expect(receipt?.text).toContain('$14.99');
    expect(receipt?.text).toContain('Visa ending in 4242');
    // A second checkout while subscribed is refused.
    const again = await call('POST', `/api/avatars/${paid.avatarId}/checkout`, member.cookie, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You are already subscribed to this avatar');
  });

  it('unlocks vip items for vip subscribers only, and never NQW items', async () => {
    const premium = await subscribedMember(t.app, t.ctx, { avatarId: paid.avatarId });
    const vip = await subscribedMember(t.app, t.ctx, { avatarId: paid.avatarId, tier: 'vip' });
    expect((await content(premium.cookie)).find((i) => i.id === paid.items.vip)).toMatchObject({
      locked: true,
      contentDetails: null,
      tier: 'vip',
    });
    expect((await unlocked(vip.cookie)).sort()).toEqual([paid.items.premium, paid.items.vip].sort());
    for (const cookie of [premium.cookie, vip.cookie]) {
      expect((await content(cookie)).find((i) => i.id === paid.items.nqw)).toMatchObject({
        locked: true,
        area: 'wife',
      });
      const view = await call('POST', `/api/content/${paid.items.nqw}/views`, cookie);
      expect(view.statusCode).toBe(403);
      expect(view.json().message).toBe('This content needs NQW access');
    }
    const locked = await call('POST', `/api/content/${paid.items.vip}/views`, premium.cookie);
    expect(locked.json().message).toBe('This content is for subscribers: subscribe to read it');
    expect((await call('POST', `/api/content/${paid.items.vip}/views`, vip.cookie)).statusCode).toBe(200);
    // The creator reads everything of their own.
    expect((await unlocked(paid.creator.cookie)).length).toBe(3);
  });

  it('declines the 0002 card with a clear message: nothing charged, no subscription', async () => {
    const member = await createUser(t.ctx, 'user');
    const before = await ledgerOf(t.ctx, paid.creator.id);
    const { step, res } = await subscribeWithCard(t.app, {
      cookie: member.cookie,
      avatarId: paid.avatarId,
      card: CARDS.declined,
    });
    expect(step).toBe('pay');
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({ message: CARD_DECLINED_MESSAGE });
    expect(await ledgerOf(t.ctx, paid.creator.id)).toEqual(before);
    expect((await call('GET', `/api/avatars/${paid.avatarId}/subscription`, member.cookie)).json().subscription).toBe(
      null,
    );
    const charges = await t.ctx.db
      .selectFrom('subscription_charges')
      .select('id')
      .where('user_id', '=', member.id)
      .execute();
    expect(charges).toEqual([]);
    // The same checkout then takes a good card.
    const retry = await subscribeWithCard(t.app, { cookie: member.cookie, avatarId: paid.avatarId });
    expect(retry.res.statusCode).toBe(200);
  });

  it('refuses cards that are not test cards, expired cards and bad numbers, echoing none of them', async () => {
    const member = await createUser(t.ctx, 'user');
    const card = (number: string, expYear = 2099) =>
      call('POST', '/api/payments/test/cards', member.cookie, { number, expMonth: 1, expYear, cvc: '123' });
    const real = await card('4111 1111 1111 1111');
    expect(real.statusCode).toBe(400);
    expect(real.json().message).toBe('Test mode takes test cards only, such as 4242 4242 4242 4242');
    expect(real.body).not.toContain('4111');
    expect((await card('4242 4242 4242 4241')).json().message).toBe('Enter a valid card number');
    expect((await card(CARDS.ok, 2020)).json().message).toBe('This card has expired');
  });
});
