import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentItem } from '../../../shared/contracts/content.ts';
import { seedAvatars } from '../../db/seed/data/avatars.ts';
import { seedContent } from '../../db/seed/data/content.ts';
import { fixedClock } from '../../lib/clock.ts';
import { createMember, sessionCookieForUser } from '../../test/discovery-fixtures.ts';
import { createTestApp, sessionCookieFrom, type TestApp, testDialect } from '../../test/test-app.ts';

const T0 = '2026-11-21T12:00:00.000Z';
const clock = fixedClock(T0);
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());

const premiumTexts = seedContent.filter((c) => !c.isPreview).map((c) => c.contentDetails);

async function content(avatarId: number, cookie?: string): Promise<ContentItem[]> {
  const res = await t.app.inject({ url: `/api/avatars/${avatarId}/content`, headers: cookie ? { cookie } : {} });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function contentIdOf(avatarId: number, premium: boolean): Promise<number> {
  const row = await t.ctx.db
    .selectFrom('content_items')
    .select('id')
    .where('avatar_id', '=', avatarId)
    .where('is_preview', '=', premium ? 0 : 1)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

function view(contentId: number, cookie?: string) {
  return t.app.inject({ method: 'POST', url: `/api/content/${contentId}/views`, headers: cookie ? { cookie } : {} });
}

describe(`GET /api/avatars/:id/content on ${testDialect}`, () => {
  it('lists published items newest first, with type, image, date and counts', async () => {
    const items = await content(1);
    expect(items).toHaveLength(6);
    const dates = items.map((i) => i.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(items.find((i) => i.title.startsWith('Getting to know'))).toMatchObject({
      type: 'article',
      isPreview: true,
      locked: false,
      contentDetails: expect.any(String),
      imageUrl: '/media/seed/content/1-1.svg',
    });
    expect(items.every((i) => i.views >= 0 && i.likes >= 0 && i.comments >= 0)).toBe(true);
  });

  it('never sends premium contentDetails to a guest, for any avatar', async () => {
    for (const avatar of seedAvatars.filter((a) => a.isVisible)) {
      const res = await t.app.inject(`/api/avatars/${avatar.id}/content`);
      const items: ContentItem[] = res.json();
      const premium = items.filter((i) => !i.isPreview);
      expect(premium.length).toBe(2);
      for (const item of premium) {
        expect(item).toMatchObject({ locked: true, contentDetails: null });
        expect(item.title).not.toBe('');
        expect(item.description).not.toBe('');
      }
      for (const text of premiumTexts) expect(res.body).not.toContain(text.slice(0, 60));
    }
  });

  it('keeps premium locked for members and other creators; unlocks it for the owner and moderators', async () => {
    const member = await createMember(t.ctx);
    expect((await content(1, member.cookie)).filter((i) => i.locked)).toHaveLength(2);
    // Creator 2 owns avatars 3 and 4, not 1.
    const otherCreator = await sessionCookieForUser(t.ctx, 2);
    expect((await content(1, otherCreator)).filter((i) => i.contentDetails === null)).toHaveLength(2);
    const owner = await sessionCookieForUser(t.ctx, 1);
    const owned = await content(1, owner);
    expect(owned.filter((i) => i.locked)).toEqual([]);
    expect(owned.filter((i) => !i.isPreview).every((i) => typeof i.contentDetails === 'string')).toBe(true);
    const moderator = await createMember(t.ctx, { role: 'moderator' });
    expect((await content(3, moderator.cookie)).filter((i) => i.locked)).toEqual([]);
  });

  it('shows seeded premium items as teaser and blurred preview; their pictures are private media', async () => {
    const locked = (await content(1)).filter((i) => i.locked);
    expect(locked).toHaveLength(2);
    for (const item of locked) {
      expect(item.imageUrl).toBeNull();
      expect(item.previewUrl).toMatch(/^\/media\/uploads\/previews\/seed\/content\/[\w-]+\.webp$/);
      expect((await t.app.inject(item.previewUrl ?? '')).headers['content-type']).toBe('image/webp');
    }
    const moderator = await createMember(t.ctx, { role: 'moderator' });
    const unlocked = (await content(1, moderator.cookie)).filter((i) => !i.isPreview);
    for (const item of unlocked) {
      expect(item.imageUrl).toMatch(/^\/api\/media\/\d+$/);
      const picture = await t.app.inject({ url: item.imageUrl ?? '', headers: { cookie: moderator.cookie } });
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['content-type']).toBe('image/svg+xml');
      expect(picture.headers['cache-control']).toBe('private, no-store');
      expect((await t.app.inject(item.imageUrl ?? '')).statusCode).toBe(403);
    }
  });

  it('answers 400 for a non-integer id and 404 for unknown or hidden avatars', async () => {
    expect((await t.app.inject('/api/avatars/abc/content')).statusCode).toBe(400);
    expect((await t.app.inject('/api/avatars/999999/content')).statusCode).toBe(404);
    expect((await t.app.inject('/api/avatars/27/content')).statusCode).toBe(404);
  });

  it('leaves out drafts and pending items', async () => {
    const id = await contentIdOf(2, false);
    await t.ctx.db.updateTable('content_items').set({ status: 'pending' }).where('id', '=', id).execute();
    expect((await content(2)).map((i) => i.id)).not.toContain(id);
    await t.ctx.db.updateTable('content_items').set({ status: 'published' }).where('id', '=', id).execute();
  });
});

describe(`POST /api/content/:id/views on ${testDialect}`, () => {
  it('counts a view once per visitor and day, and moves the engagement figure', async () => {
    const id = await contentIdOf(5, false);
    const before = (await content(5)).find((i) => i.id === id)?.views as number;
    const listing = () =>
      t.ctx.db
        .selectFrom('avatar_listing')
        .select('engagement_score')
        .where('avatar_id', '=', 5)
        .executeTakeFirstOrThrow();
    const engagementBefore = (await listing()).engagement_score;

    const guest = await sessionCookieForUser(t.ctx, null);
    const first = await view(id, guest);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ views: before + 1, counted: true });
    expect((await view(id, guest)).json()).toEqual({ views: before + 1, counted: false });
    expect((await content(5)).find((i) => i.id === id)?.views).toBe(before + 1);
    expect((await listing()).engagement_score).toBe(engagementBefore + 1);

    // Another visitor counts; the same visitor counts again the next day.
    expect((await view(id, await sessionCookieForUser(t.ctx, null))).json()).toEqual({
      views: before + 2,
      counted: true,
    });
    clock.set(new Date(new Date(T0).getTime() + 24 * 60 * 60 * 1000));
    expect((await view(id, guest)).json()).toEqual({ views: before + 3, counted: true });
    clock.set(T0);
  });

  it('counts a visitor without a cookie once per address and day, and starts no session for it', async () => {
    const id = await contentIdOf(8, false);
    const before = (await content(8)).find((i) => i.id === id)?.views as number;
    const sessions = async () =>
      Number(
        (
          await t.ctx.db
            .selectFrom('sessions')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const sessionsBefore = await sessions();
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await view(id));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.map((a) => a.json().counted)).toEqual([true, false, false, false, false]);
    expect(answers.every((a) => a.headers['set-cookie'] === undefined)).toBe(true);
    expect(await sessions()).toBe(sessionsBefore);
    expect((await content(8)).find((i) => i.id === id)?.views).toBe(before + 1);
    // What identifies the address is a keyed hash, never the address itself.
    const keys = await t.ctx.db.selectFrom('content_views').select('viewer_key').where('content_id', '=', id).execute();
    expect(keys.map((k) => k.viewer_key)).toEqual([expect.stringMatching(/^a:[\w-]{32}$/)]);
    expect(keys[0]?.viewer_key).not.toContain('127.0.0.1');
    // Another address counts once too.
    const other = await t.app.inject({ method: 'POST', url: `/api/content/${id}/views`, remoteAddress: '10.0.0.9' });
    expect(other.json()).toEqual({ views: before + 2, counted: true });
  });

  it("still gives a guest who chats a session: the chat's guest flow works", async () => {
    const sent = await t.app.inject({ method: 'POST', url: '/api/chats/3', payload: { message: 'Hello there!' } });
    expect(sent.statusCode, sent.body).toBeLessThan(300);
    const guest = sessionCookieFrom(sent);
    const history = await t.app.inject({ url: '/api/chats/3', headers: { cookie: guest } });
    expect(history.json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ role: 'user', content: 'Hello there!' })]),
    );
  });

  it("records a 'content' activity for members the first time they view an item", async () => {
    const member = await createMember(t.ctx);
    const id = await contentIdOf(6, false);
    await view(id, member.cookie);
    await view(id, member.cookie);
    const events = await t.ctx.db
      .selectFrom('activity_events')
      .select(['type', 'avatar_id', 'preview'])
      .where('user_id', '=', member.userId)
      .execute();
    expect(events).toEqual([{ type: 'content', avatar_id: 6, preview: expect.stringMatching(/^Viewed "/) }]);
  });

  it('refuses locked items, unknown ids and bad ids', async () => {
    const premium = await contentIdOf(1, true);
    const res = await view(premium);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'This content is for subscribers: subscribe to read it' });
    const owner = await sessionCookieForUser(t.ctx, 1);
    expect((await view(premium, owner)).json()).toMatchObject({ counted: true });
    expect((await view(999999)).statusCode).toBe(404);
    expect((await view(Number.NaN)).statusCode).toBe(400);
    const hidden = await t.ctx.db
      .selectFrom('content_items')
      .select('id')
      .where('avatar_id', '=', 27)
      .executeTakeFirstOrThrow();
    expect((await view(hidden.id)).statusCode).toBe(404);
  });

  it('rate-limits a visitor who keeps posting views', async () => {
    const id = await contentIdOf(7, false);
    const cookie = await sessionCookieForUser(t.ctx, null);
    const statuses: number[] = [];
    for (let i = 0; i < 70; i++) statuses.push((await view(id, cookie)).statusCode);
    expect(statuses).toContain(429);
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(60);
  });
});
