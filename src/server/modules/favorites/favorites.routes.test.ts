import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInCookie, registerAccount, signedInMember } from '../../test/accounts.ts';
import { createTestApp, sessionCookieFrom, type TestApp, testDialect } from '../../test/test-app.ts';

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
  it('a visitor without a session has no favourites, and removing one changes nothing', async () => {
    const res = await list(undefined);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    expect(res.cookies).toEqual([]);
    expect((await remove(undefined, 1)).json()).toEqual({ avatarId: 1, isFavorite: false });
    expect((await remove(undefined, 999_999)).statusCode).toBe(404);
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

const ids = (res: { json: () => unknown }) => (res.json() as { id: number }[]).map((a) => a.id);

async function favoriteCount(avatarId: number): Promise<number> {
  const row = await t.ctx.db
    .selectFrom('avatar_listing')
    .select('favorite_count')
    .where('avatar_id', '=', avatarId)
    .executeTakeFirstOrThrow();
  return row.favorite_count;
}

/** A guest who favourited `avatarIds` (in that order): their session cookie. */
async function guestWithFavorites(...avatarIds: number[]): Promise<string> {
  let cookie: string | undefined;
  for (const avatarId of avatarIds) {
    const res = await add(cookie, avatarId);
    expect(res.statusCode).toBe(200);
    cookie ??= sessionCookieFrom(res);
  }
  if (!cookie) throw new Error('no favourites given');
  return cookie;
}

describe(`a guest's favourites on ${testDialect}`, () => {
  it('are kept with the guest session: they survive a reload and belong to that guest only', async () => {
    const first = await add(undefined, 6);
    expect(first.json()).toEqual({ avatarId: 6, isFavorite: true });
    const cookie = sessionCookieFrom(first);
    expect((await add(cookie, 8)).statusCode).toBe(200);
    expect(ids(await list(cookie))).toEqual([8, 6]);
    expect(ids(await list(undefined))).toEqual([]);
    const other = await guestWithFavorites(9);
    expect(ids(await list(other))).toEqual([9]);
    expect((await remove(cookie, 8)).json()).toEqual({ avatarId: 8, isFavorite: false });
    expect(ids(await list(cookie))).toEqual([6]);
    // Hidden or unknown avatars are refused for guests as for members.
    expect((await add(cookie, 27)).statusCode).toBe(404);
  });

  it("count towards no avatar's figures until they are a member's", async () => {
    const before = await favoriteCount(11);
    const cookie = await guestWithFavorites(11);
    expect(await favoriteCount(11)).toBe(before);
    const account = await registerAccount(t.app);
    await logInCookie(t.app, account, { cookie });
    expect(await favoriteCount(11)).toBe(before + 1);
  });

  it('move to the new account at sign-up, in the order they were added, with an activity each', async () => {
    const cookie = await guestWithFavorites(3, 4);
    const account = {
      username: `fav_${Date.now().toString(36)}`,
      email: `fav-${Date.now().toString(36)}@example.com`,
      password: 'correct horse',
      accountType: 'member' as const,
    };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { cookie },
      payload: { ...account, role: 'user' },
    });
    expect(res.statusCode).toBe(201);
    // Moved, not copied: the guest session no longer holds them.
    expect(ids(await list(cookie))).toEqual([]);
    const member = await logInCookie(t.app, account);
    expect(ids(await list(member))).toEqual([4, 3]);
    const activity = (await t.app.inject({ url: '/api/user-activity', headers: { cookie: member } })).json();
    expect(activity.filter((a: { type: string }) => a.type === 'favorite')).toHaveLength(2);
  });

  it('join the favourites the member already had at login; the guest session ends', async () => {
    const member = await signedInMember(t.app);
    await add(member.cookie, 5);
    const cookie = await guestWithFavorites(5, 7);
    await logInCookie(t.app, member, { cookie });
    expect(ids(await list(member.cookie))).toEqual([7, 5]);
    const guestRows = await t.ctx.db.selectFrom('guest_favorites').selectAll().execute();
    expect(guestRows.filter((r) => r.avatar_id === 7)).toEqual([]);
    const activity = (await t.app.inject({ url: '/api/user-activity', headers: { cookie: member.cookie } })).json();
    expect(
      activity.filter((a: { type: string }) => a.type === 'favorite').map((a: { avatarId: number }) => a.avatarId),
    ).toEqual([7, 5]);
  });
});
