import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, sessionCookieForUser } from '../../test/discovery-fixtures.ts';
import { createTestApp, type TestApp, testDialect } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

function call(method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string, payload?: Record<string, unknown>) {
  return t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload }),
  });
}

const subscriberCount = async (avatarId: number) =>
  (await call('GET', `/api/avatars/${avatarId}`)).json().subscriberCount as number;

describe(`subscriptions on ${testDialect}`, () => {
  it('is-subscribed is 401 for guests and false for a member who has not subscribed', async () => {
    const guest = await call('GET', '/api/avatars/1/is-subscribed');
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toHaveProperty('message');
    const member = await createMember(t.ctx);
    const res = await call('GET', '/api/avatars/1/is-subscribed', member.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ isSubscribed: false });
  });

  it('subscribing and cancelling change is-subscribed and the real subscriber count', async () => {
    const a = await createMember(t.ctx);
    const b = await createMember(t.ctx);
    const start = await subscriberCount(2);
    const sub = await call('POST', '/api/avatars/2/subscription', a.cookie, { tier: 'premium' });
    expect(sub.statusCode).toBe(200);
    expect(sub.json()).toEqual({ isSubscribed: true, tier: 'premium', subscriberCount: start + 1 });
    // Subscribing twice is one subscription; changing tier keeps the count.
    expect((await call('POST', '/api/avatars/2/subscription', a.cookie, { tier: 'vip' })).json()).toEqual({
      isSubscribed: true,
      tier: 'vip',
      subscriberCount: start + 1,
    });
    await call('POST', '/api/avatars/2/subscription', b.cookie, {});
    expect(await subscriberCount(2)).toBe(start + 2);
    expect((await call('GET', '/api/avatars/2/is-subscribed', a.cookie)).json()).toEqual({ isSubscribed: true });

    const cancel = await call('DELETE', '/api/avatars/2/subscription', a.cookie);
    expect(cancel.json()).toEqual({ isSubscribed: false, tier: null, subscriberCount: start + 1 });
    expect((await call('GET', '/api/avatars/2/is-subscribed', a.cookie)).json()).toEqual({ isSubscribed: false });
    // Cancelling again changes nothing; resubscribing reactivates.
    expect((await call('DELETE', '/api/avatars/2/subscription', a.cookie)).json().subscriberCount).toBe(start + 1);
    expect((await call('POST', '/api/avatars/2/subscription', a.cookie, {})).json().subscriberCount).toBe(start + 2);

    // A member who leaves takes their subscription with them.
    await t.ctx.db.deleteFrom('users').where('id', '=', b.userId).execute();
    expect(await subscriberCount(2)).toBe(start + 1);
  });

  it('refuses guests, unknown tiers, hidden avatars and creators subscribing to their own avatar', async () => {
    expect((await call('POST', '/api/avatars/1/subscription', undefined, {})).statusCode).toBe(401);
    const member = await createMember(t.ctx);
    const badTier = await call('POST', '/api/avatars/1/subscription', member.cookie, { tier: 'gold' });
    expect(badTier.statusCode).toBe(400);
    expect(badTier.json().message).toBe('Choose the premium or vip tier');
    expect((await call('POST', '/api/avatars/27/subscription', member.cookie, {})).statusCode).toBe(404);
    expect((await call('GET', '/api/avatars/27/is-subscribed', member.cookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/avatars/x/is-subscribed', member.cookie)).statusCode).toBe(400);
    const owner = await sessionCookieForUser(t.ctx, 1);
    const own = await call('POST', '/api/avatars/1/subscription', owner, {});
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ message: 'You cannot subscribe to your own avatar' });
  });

  it('a subscription does not unlock premium content', async () => {
    const member = await createMember(t.ctx);
    await call('POST', '/api/avatars/3/subscription', member.cookie, { tier: 'vip' });
    const items = (await call('GET', '/api/avatars/3/content', member.cookie)).json() as {
      isPreview: boolean;
      locked: boolean;
      contentDetails: string | null;
    }[];
    const premium = items.filter((i) => !i.isPreview);
    expect(premium.length).toBeGreaterThan(0);
    expect(premium.every((i) => i.locked && i.contentDetails === null)).toBe(true);
  });
});
