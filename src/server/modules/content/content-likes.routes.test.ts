import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentItem } from '../../../shared/contracts/content.ts';
import { signedInMember } from '../../test/accounts.ts';
import { createTestApp, type TestApp, testDialect } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function itemOf(avatarId: number, premium: boolean): Promise<{ id: number; likes: number }> {
  const row = await t.ctx.db
    .selectFrom('content_items')
    .select(['id', 'like_count'])
    .where('avatar_id', '=', avatarId)
    .where('is_preview', '=', premium ? 0 : 1)
    .where('status', '=', 'published')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, likes: row.like_count };
}

const like = (id: number | string, cookie?: string, method: 'PUT' | 'DELETE' = 'PUT') =>
  t.app.inject({ method, url: `/api/content/${id}/like`, headers: cookie ? { cookie } : {} });

async function likesShown(avatarId: number, contentId: number): Promise<number | undefined> {
  const items: ContentItem[] = (await t.app.inject(`/api/avatars/${avatarId}/content`)).json();
  return items.find((i) => i.id === contentId)?.likes;
}

describe(`content likes on ${testDialect}`, () => {
  it('a member likes an item once, the count shown moves, and unliking takes it back', async () => {
    const member = await signedInMember(t.app);
    const item = await itemOf(2, false);
    const first = await like(item.id, member.cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ contentId: item.id, liked: true, likes: item.likes + 1 });
    // Liking twice counts once.
    expect((await like(item.id, member.cookie)).json().likes).toBe(item.likes + 1);
    expect(await likesShown(2, item.id)).toBe(item.likes + 1);
    const mine = await t.app.inject({ url: '/api/avatars/2/content-likes', headers: { cookie: member.cookie } });
    expect(mine.json()).toEqual({ contentIds: [item.id] });

    // Another member's like adds to it and is theirs alone.
    const other = await signedInMember(t.app);
    expect((await like(item.id, other.cookie)).json().likes).toBe(item.likes + 2);
    expect((await like(item.id, member.cookie, 'DELETE')).json()).toEqual({
      contentId: item.id,
      liked: false,
      likes: item.likes + 1,
    });
    expect((await like(item.id, member.cookie, 'DELETE')).json().likes).toBe(item.likes + 1);
    const after = await t.app.inject({ url: '/api/avatars/2/content-likes', headers: { cookie: other.cookie } });
    expect(after.json()).toEqual({ contentIds: [item.id] });
    expect(await likesShown(2, item.id)).toBe(item.likes + 1);
  });

  it("moves the avatar's engagement figure (the Engagement sort) with it", async () => {
    const member = await signedInMember(t.app);
    const item = await itemOf(3, false);
    const score = async () =>
      (
        await t.ctx.db
          .selectFrom('avatar_listing')
          .select('engagement_score')
          .where('avatar_id', '=', 3)
          .executeTakeFirstOrThrow()
      ).engagement_score;
    const before = await score();
    await like(item.id, member.cookie);
    expect(await score()).toBe(before + 1);
  });

  it('asks guests to sign in, refuses locked premium items, and 404s what does not exist', async () => {
    const member = await signedInMember(t.app);
    const free = await itemOf(4, false);
    expect((await like(free.id)).statusCode).toBe(401);
    expect((await t.app.inject('/api/avatars/4/content-likes')).statusCode).toBe(401);
    const premium = await itemOf(4, true);
    const locked = await like(premium.id, member.cookie);
    expect(locked.statusCode).toBe(403);
    expect(await likesShown(4, premium.id)).toBe(premium.likes);
    expect((await like(999_999, member.cookie)).statusCode).toBe(404);
    expect((await like('1.5', member.cookie)).statusCode).toBe(400);
    const hidden = await t.app.inject({ url: '/api/avatars/27/content-likes', headers: { cookie: member.cookie } });
    expect(hidden.statusCode).toBe(404);
  });
});
