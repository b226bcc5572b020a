import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock.ts';
import { logInCookie, registerAccount, signedInMember } from '../../test/accounts.ts';
import { createTestApp, type TestApp, testDialect } from '../../test/test-app.ts';
import { recordActivity } from './activity.service.ts';

const clock = fixedClock('2026-05-01T08:00:00.000Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());

const get = async (url: string, cookie: string) => t.app.inject({ url, headers: { cookie } });

describe(`activity on ${testDialect}`, () => {
  it('answers 401 when signed out', async () => {
    expect((await t.app.inject('/api/user-activity')).statusCode).toBe(401);
    expect((await t.app.inject('/api/dashboard/stats')).statusCode).toBe(401);
  });

  it("lists the member's own events newest first, with avatar name, time, type and preview", async () => {
    const a = await signedInMember(t.app);
    const b = await signedInMember(t.app);
    await recordActivity(t.ctx, { userId: a.id, avatarId: 1, type: 'message', preview: 'Hello there' });
    clock.advance(60_000);
    await recordActivity(t.ctx, { userId: a.id, avatarId: 2, type: 'content', preview: 'Morning pages' });
    clock.advance(60_000);
    await recordActivity(t.ctx, { userId: b.id, avatarId: 3, type: 'message', preview: "B's secret" });
    await recordActivity(t.ctx, { userId: a.id, avatarId: 1, type: 'message', preview: 'x'.repeat(300) });

    const res = await get('/api/user-activity', a.cookie);
    expect(res.statusCode).toBe(200);
    const items = res.json();
    const avatar1 = (await t.app.inject('/api/avatars/1')).json().name;
    const avatar2 = (await t.app.inject('/api/avatars/2')).json().name;
    expect(items.map((i: { type: string }) => i.type)).toEqual(['message', 'content', 'message']);
    expect(items[0]).toMatchObject({ avatar: avatar1, avatarId: 1, time: '2026-05-01T08:02:00.000Z' });
    expect(items[0].preview).toHaveLength(140);
    expect(items[1]).toEqual({
      id: expect.any(String),
      avatar: avatar2,
      avatarId: 2,
      time: '2026-05-01T08:01:00.000Z',
      type: 'content',
      preview: 'Morning pages',
    });
    expect(items.some((i: { preview: string }) => i.preview === "B's secret")).toBe(false);
    expect((await get('/api/user-activity?limit=1', a.cookie)).json()).toHaveLength(1);
    expect((await get('/api/user-activity?limit=0', a.cookie)).statusCode).toBe(400);
  });

  it('pays loyalty points by the rules: once per day, per avatar, per avatar and day', async () => {
    const account = await registerAccount(t.app);
    // Remember me: the test spans two days, longer than a browser session lives.
    const member = { ...account, cookie: await logInCookie(t.app, account, { rememberMe: true }) };
    const points = async () => (await get('/api/auth/user', member.cookie)).json().loyaltyPoints;
    expect(await points()).toBe(55); // joining 50 + today's visit 5
    expect(await points()).toBe(55); // the same day pays once

    await recordActivity(t.ctx, { userId: member.id, avatarId: 4, type: 'message', preview: 'hi' });
    await recordActivity(t.ctx, { userId: member.id, avatarId: 4, type: 'message', preview: 'again' });
    expect(await points()).toBe(65); // first message to avatar 4
    await recordActivity(t.ctx, { userId: member.id, avatarId: 5, type: 'message', preview: 'hi' });
    expect(await points()).toBe(75);

    await recordActivity(t.ctx, { userId: member.id, avatarId: 4, type: 'content', preview: 'a' });
    await recordActivity(t.ctx, { userId: member.id, avatarId: 4, type: 'content', preview: 'b' });
    expect(await points()).toBe(77);

    clock.advance(24 * 3_600_000);
    expect(await points()).toBe(82); // a new day's visit
    await recordActivity(t.ctx, { userId: member.id, avatarId: 4, type: 'content', preview: 'c' });
    await recordActivity(t.ctx, { userId: member.id, avatarId: 4, type: 'message', preview: 'still 4' });
    expect(await points()).toBe(84);

    // The balance always equals the ledger.
    const ledger = await t.ctx.db
      .selectFrom('loyalty_awards')
      .select((eb) => eb.fn.sum<number>('points').as('total'))
      .where('user_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(Number(ledger.total)).toBe(84);
  });

  it('keeps recordActivity working inside a caller transaction', async () => {
    const member = await signedInMember(t.app);
    await t.ctx.db.transaction().execute(async (trx) => {
      await recordActivity({ ...t.ctx, db: trx }, { userId: member.id, avatarId: 6, type: 'message', preview: 'tx' });
    });
    expect((await get('/api/user-activity', member.cookie)).json()[0]).toMatchObject({ preview: 'tx', avatarId: 6 });
  });

  it('gives the dashboard figures from real data', async () => {
    const member = await signedInMember(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/user-favorites',
      headers: { cookie: member.cookie },
      payload: { avatarId: 2 },
    });
    await recordActivity(t.ctx, { userId: member.id, avatarId: 2, type: 'message', preview: 'one' });
    await recordActivity(t.ctx, { userId: member.id, avatarId: 2, type: 'message', preview: 'two' });
    const visible = await t.ctx.db
      .selectFrom('avatars')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('is_visible', '=', 1)
      .executeTakeFirstOrThrow();
    const res = await get('/api/dashboard/stats', member.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      loyaltyPoints: 50 + 5 + 10, // joining, first favourite, first message (no visit yet)
      favorites: 1,
      messages: 2,
      available: Number(visible.n),
    });
    expect(Number(visible.n)).toBeGreaterThan(0);
  });
});
