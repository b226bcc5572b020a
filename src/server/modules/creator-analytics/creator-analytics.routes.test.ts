import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../test/creator-fixtures.ts';
import { subscribeWithCard } from '../../test/economy-fixtures.ts';
import { createTestApp, type TestApp, testDialect } from '../../test/test-app.ts';
import { bucketsFor, stat } from './creator-analytics.service.ts';

let t: TestApp;
let creator: TestUser;
let member: TestUser;
let studio: TestUser;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  [creator, member] = await Promise.all([createUser(t.ctx, 'creator'), createUser(t.ctx, 'user')]);
  // Seeded studio 1 has the fictional demo history; sign in as it.
  const { createSession } = await import('../sessions/sessions.service.ts');
  const issued = await createSession(t.ctx, { userId: 1, persistent: true });
  studio = { id: 1, username: 'aurora_studio', cookie: `sid=${issued.token}` };
});
afterAll(async () => t.close());

const get = (url: string, cookie: string) => t.app.inject({ url, headers: { cookie } });

describe(`creator analytics on ${testDialect}`, () => {
  it('builds the chart buckets for each range', () => {
    const now = new Date('2026-06-15T09:00:00.000Z');
    expect(bucketsFor('week', now).map((b) => b.label)).toEqual(['Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun', 'Mon']);
    expect(bucketsFor('month', now)).toHaveLength(30);
    expect(bucketsFor('month', now).at(-1)).toEqual({ start: '2026-06-15', end: '2026-06-15', label: 'Jun 15' });
    expect(bucketsFor('quarter', now)).toHaveLength(13);
    const year = bucketsFor('year', now);
    expect(year.map((b) => b.label)).toEqual([
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
    ]);
    expect(year[0]).toMatchObject({ start: '2025-07-01', end: '2025-07-31' });
    expect(year.at(-1)).toMatchObject({ start: '2026-06-01', end: '2026-06-15' });
  });

  it('computes change against the previous period', () => {
    expect(stat(120, 100)).toEqual({ value: 120, previous: 100, change: 20, trend: 'up' });
    expect(stat(3.2, 4)).toEqual({ value: 3.2, previous: 4, change: -20, trend: 'down' });
    expect(stat(5, 0)).toMatchObject({ change: 100, trend: 'up' });
    expect(stat(0, 0)).toMatchObject({ change: 0, trend: 'up' });
  });

  it('starts a new creator at zero, not fictional', async () => {
    const res = await get('/api/creator/analytics', creator.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ range: 'month', platform: 'all', fictional: false, topContent: [] });
    expect(body.summary.totalViews).toMatchObject({ value: 0, previous: 0 });
    expect(body.series).toHaveLength(30);
    expect((await get('/api/creator/overview', creator.cookie)).json()).toEqual({
      subscribers: 0,
      contentCount: 0,
      thisMonthEarnings: 0,
      fictional: false,
      testMode: true,
    });
  });

  it('counts real views, favourites and chat messages of the creator’s own avatars', async () => {
    const now = t.ctx.clock.now().toISOString();
    const avatar = await t.ctx.db
      .insertInto('avatars')
      .values({
        creator_id: creator.id,
        name: 'Real',
        category: 'art',
        monthly_price: 999,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const item = await t.ctx.db
      .insertInto('content_items')
      .values({
        avatar_id: avatar.id,
        title: 'Counted piece',
        type: 'text',
        area: 'wife',
        is_preview: 0,
        published_at: now,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // What the discovery view counter and future like/comment endpoints do: bump counters.
    await t.ctx.db
      .updateTable('content_items')
      .set({ view_count: 40, like_count: 4, comment_count: 2 })
      .where('id', '=', item.id)
      .execute();
    await t.ctx.db
      .insertInto('favorites')
      .values({ user_id: member.id, avatar_id: avatar.id, created_at: now })
      .execute();
    await t.ctx.db
      .insertInto('chat_messages')
      .values([
        { avatar_id: avatar.id, user_id: member.id, session_id: null, role: 'user', content: 'hi', created_at: now },
        {
          avatar_id: avatar.id,
          user_id: member.id,
          session_id: null,
          role: 'assistant',
          content: 'hello',
          created_at: now,
        },
      ])
      .execute();

    const all = (await get('/api/creator/analytics?range=week', creator.cookie)).json();
    expect(all.summary.totalViews).toMatchObject({ value: 40, previous: 0, change: 100, trend: 'up' });
    expect(all.summary.engagementRate.value).toBe(15);
    const today = all.series.at(-1);
    expect(today).toMatchObject({ wifeViews: 40, lifeViews: 0, likes: 4, comments: 2, favorites: 1, messages: 1 });
    expect(all.topContent).toEqual([
      {
        id: item.id,
        title: 'Counted piece',
        area: 'wife',
        premium: true,
        views: 40,
        likes: 4,
        revenue: 0,
        badge: 'Top Performer',
      },
    ]);
    const life = (await get('/api/creator/analytics?range=week&platform=life', creator.cookie)).json();
    expect(life.summary.totalViews.value).toBe(0);
    expect((await get('/api/creator/overview', creator.cookie)).json().contentCount).toBe(1);
  });

  it('turns a real subscription and a real content view into subscribers, revenue and views', async () => {
    const other = await createUser(t.ctx, 'creator');
    const now = t.ctx.clock.now().toISOString();
    const avatar = await t.ctx.db
      .insertInto('avatars')
      .values({
        creator_id: other.id,
        name: 'Sub',
        category: 'art',
        monthly_price: 1299,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const item = await t.ctx.db
      .insertInto('content_items')
      .values({
        avatar_id: avatar.id,
        title: 'Seen',
        type: 'text',
        published_at: now,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const sub = await subscribeWithCard(t.app, { cookie: member.cookie, avatarId: avatar.id });
    expect(sub.res.statusCode, sub.res.body).toBeLessThan(300);
    const view = await t.app.inject({
      method: 'POST',
      url: `/api/content/${item.id}/views`,
      headers: { cookie: member.cookie },
    });
    expect(view.statusCode, view.body).toBeLessThan(300);

    // The overview's This Month is the creator's share after the 50 % fee (rounded, to the cent).
    expect((await get('/api/creator/overview', other.cookie)).json()).toMatchObject({
      subscribers: 1,
      thisMonthEarnings: 649,
    });
    const week = (await get('/api/creator/analytics?range=week', other.cookie)).json();
    expect(week.summary.subscribers).toMatchObject({ value: 1, previous: 0, trend: 'up' });
    expect(week.summary.revenue.value).toBe(1299);
    expect(week.summary.totalViews.value).toBe(1);
    expect(week.topContent[0]).toMatchObject({ id: item.id, views: 1, revenue: 1299, badge: 'Top Performer' });

    // Cancelled, it still counts until its period ends.
    await t.app.inject({
      method: 'DELETE',
      url: `/api/avatars/${avatar.id}/subscription`,
      headers: { cookie: member.cookie },
    });
    expect((await get('/api/creator/overview', other.cookie)).json().subscribers).toBe(1);
  });

  it('shows the seeded studio its fictional year, labelled so', async () => {
    const year = (await get('/api/creator/analytics?range=year', studio.cookie)).json();
    expect(year.fictional).toBe(true);
    expect(year.series).toHaveLength(12);
    expect(year.summary.totalViews.value).toBeGreaterThan(10_000);
    // No fictional money: revenue is what the ledger holds, and the demo has no charges.
    expect(year.summary.revenue.value).toBe(0);
    expect(year.topContent[0].badge).toBe('Top Performer');
    expect(year.topContent[1].badge).toBe('Popular');
    const overview = (await get('/api/creator/overview', studio.cookie)).json();
    expect(overview.fictional).toBe(true);
    expect(overview.subscribers).toBeGreaterThan(0);
    expect(overview.contentCount).toBeGreaterThan(0);
  });

  it('answers 400 for an unknown range and keeps members and guests out', async () => {
    expect((await get('/api/creator/analytics?range=decade', creator.cookie)).statusCode).toBe(400);
    for (const url of ['/api/creator/analytics', '/api/creator/overview']) {
      expect((await get(url, member.cookie)).statusCode).toBe(403);
      expect((await get(url, '')).statusCode).toBe(401);
    }
  });
});
