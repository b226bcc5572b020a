import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../test/accounts.ts';
import { createTestApp, type TestApp, testDialect } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const add = (cookie: string | undefined, avatarId: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user-favorites',
    headers: cookie ? { cookie } : {},
    payload: { avatarId },
  });
const remove = (cookie: string | undefined, avatarId: number | string) =>
  t.app.inject({ method: 'DELETE', url: `/api/user-favorites/${avatarId}`, headers: cookie ? { cookie } : {} });
const list = (cookie: string | undefined) =>
  t.app.inject({ url: '/api/user-favorites', headers: cookie ? { cookie } : {} });

describe(`favourites on ${testDialect}`, () => {
  it('answers 401 when signed out', async () => {
    expect((await list(undefined)).statusCode).toBe(401);
    expect((await add(undefined, 1)).statusCode).toBe(401);
    expect((await remove(undefined, 1)).statusCode).toBe(401);
  });

  it('adds, lists newest first, and removes; adding twice keeps one and is not an error', async () => {
    const { cookie } = await signedInMember(t.app);
    expect((await add(cookie, 3)).json()).toEqual({ avatarId: 3, isFavorite: true });
    expect((await add(cookie, 1)).statusCode).toBe(200);
    const again = await add(cookie, 1);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ avatarId: 1, isFavorite: true });

    const favorites = (await list(cookie)).json();
    expect(favorites.map((a: { id: number }) => a.id)).toEqual([1, 3]);
    expect(favorites[0]).toMatchObject({ id: 1, name: expect.any(String), isVisible: true, monthlyPrice: 1499 });

    expect((await remove(cookie, 1)).json()).toEqual({ avatarId: 1, isFavorite: false });
    expect((await remove(cookie, 1)).statusCode).toBe(200);
    expect((await list(cookie)).json().map((a: { id: number }) => a.id)).toEqual([3]);
  });

  it('answers 404 for an unknown or hidden avatar and 400 for a bad id', async () => {
    const { cookie } = await signedInMember(t.app);
    expect((await add(cookie, 999_999)).statusCode).toBe(404);
    expect((await add(cookie, 27)).statusCode).toBe(404); // seeded hidden avatar
    expect((await remove(cookie, 999_999)).statusCode).toBe(404);
    expect((await add(cookie, 'one')).json().issues).toEqual([
      { path: 'avatarId', message: 'Expected number, received string' },
    ]);
    expect((await remove(cookie, 'abc')).statusCode).toBe(400);
  });

  it("keeps each member's favourites to themselves", async () => {
    const a = await signedInMember(t.app);
    const b = await signedInMember(t.app);
    await add(a.cookie, 2);
    await add(b.cookie, 4);
    expect((await list(a.cookie)).json().map((x: { id: number }) => x.id)).toEqual([2]);
    expect((await list(b.cookie)).json().map((x: { id: number }) => x.id)).toEqual([4]);
    // B removing 2 touches only B's (empty) favourites.
    await remove(b.cookie, 2);
    expect((await list(a.cookie)).json().map((x: { id: number }) => x.id)).toEqual([2]);
  });

  it('records one favourite activity and pays the first-favourite points once per avatar', async () => {
    const member = await signedInMember(t.app);
    const points = async () =>
      (await t.app.inject({ url: '/api/auth/user', headers: { cookie: member.cookie } })).json().loyaltyPoints;
    const before = await points();
    await add(member.cookie, 5);
    await add(member.cookie, 5);
    await remove(member.cookie, 5);
    await add(member.cookie, 5);
    expect(await points()).toBe(before + 5);
    const activity = (await t.app.inject({ url: '/api/user-activity', headers: { cookie: member.cookie } })).json();
    const favorites = activity.filter((item: { type: string }) => item.type === 'favorite');
    expect(favorites).toHaveLength(2);
    expect(favorites[0]).toMatchObject({ avatarId: 5, preview: expect.stringMatching(/^Added .+ to your favorites$/) });
  });
});
