import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Avatar, type AvatarFilter, type AvatarSort, ZAvatar } from '../../../shared/contracts/avatars.ts';
import { seedAvatars } from '../../db/seed/data/avatars.ts';
import { seedContent } from '../../db/seed/data/content.ts';
import { fixedClock } from '../../lib/clock.ts';
import {
  addChatMessages,
  addFavorite,
  createMember,
  removeFavorite,
  resetActivity,
} from '../../test/discovery-fixtures.ts';
import { createTestApp, type TestApp, testDialect } from '../../test/test-app.ts';

const T0 = '2026-11-21T12:00:00.000Z';
const DAY = 24 * 60 * 60 * 1000;
const clock = fixedClock(T0);
let t: TestApp;
let members: number[];

const visible = seedAvatars.filter((a) => a.isVisible);
const visibleIds = visible.map((a) => a.id);

beforeAll(async () => {
  t = await createTestApp({ clock });
  members = [];
  for (let i = 0; i < 6; i++) members.push((await createMember(t.ctx)).userId);
});
afterAll(async () => t.close());

beforeEach(async () => {
  await resetActivity(t.ctx);
});

async function list(query: string): Promise<Avatar[]> {
  const res = await t.app.inject(`/api/avatars?${query}`);
  expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
  // Pages are sent as made from the rows, unchecked (avatars.service.ts): each must be exactly the contract.
  const page: Avatar[] = res.json();
  expect(ZAvatar.strict().array().parse(page)).toEqual(page);
  return page;
}

async function ids(query: string): Promise<number[]> {
  return (await list(query)).map((a) => a.id);
}

/** Every page of a listing, `limit` at a time, until a short page says there is no more. */
async function walk(query: string, limit: number): Promise<number[]> {
  const all: number[] = [];
  for (let offset = 0; offset < 1000; offset += limit) {
    const page = await ids(`${query}&limit=${limit}&offset=${offset}`);
    all.push(...page);
    if (page.length < limit) return all;
  }
  throw new Error('listing never ended');
}

/** Expected order: key descending, then id descending (the documented tie-break). */
function orderBy(key: (id: number) => number | string): number[] {
  return [...visibleIds].sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    if (ka !== kb) return ka < kb ? 1 : -1;
    return b - a;
  });
}

const createdAt = (id: number) =>
  new Date(new Date(T0).getTime() - (seedAvatars.find((a) => a.id === id)?.createdDaysAgo ?? 0) * DAY).toISOString();
const engagement = (id: number) =>
  seedContent.filter((c) => c.avatarId === id).reduce((sum, c) => sum + c.views + c.likes + c.comments, 0);

/**
 * A topped-up chip: its own avatars as given, then every other one by the all-time figures
 * (favourites held + content engagement), then newest, then id.
 */
function toppedUp(own: number[], favourites: (id: number) => number = () => 0): number[] {
  const figure = (id: number) => favourites(id) + engagement(id);
  const rest = visibleIds
    .filter((id) => !own.includes(id))
    .sort((a, b) => figure(b) - figure(a) || createdAt(b).localeCompare(createdAt(a)) || b - a);
  return [...own, ...rest];
}

describe(`GET /api/avatars on ${testDialect}`, () => {
  it('pages visible avatars only, 8 by default, newest first', async () => {
    expect(await ids('')).toEqual(orderBy(createdAt).slice(0, 8));
    const everything = await walk('sort=recent', 8);
    expect(everything).toEqual(orderBy(createdAt));
    expect(everything).not.toContain(27);
    expect(everything).not.toContain(28);
  });

  it('searches name or tagline, case-insensitively', async () => {
    expect(await ids('search=nova')).toEqual([1]);
    expect(await ids('search=ASTROPHYSICS')).toEqual([1]);
    expect(await ids('search=%20%20Nova%20Adeyemi%20')).toEqual([1]);
    expect(await ids('search=th%C3%A9o')).toEqual([seedAvatars.find((a) => a.name.startsWith('Théo'))?.id]);
    // Hidden avatars never surface, not even by exact name.
    expect(await ids('search=Ivy%20Marlowe')).toEqual([]);
    const byTagline = visible.filter((a) => `${a.name}\n${a.tagline}`.toLowerCase().includes('chef')).map((a) => a.id);
    expect((await ids('search=chef&limit=50')).sort()).toEqual(byTagline.sort());
  });

  it('treats %, _, quotes and SQL fragments as plain text', async () => {
    for (const text of ['%', '_', '%%', '\\', "'", '"', "' OR 1=1 --", '"; DROP TABLE avatars; --', '%_%', 'a%b']) {
      const res = await t.app.inject(`/api/avatars?search=${encodeURIComponent(text)}`);
      expect(res.statusCode, text).toBe(200);
      expect(Array.isArray(res.json()), text).toBe(true);
      expect(res.json(), text).toEqual([]);
    }
    // A term never reaches across the name/tagline boundary, even with a newline in it.
    expect(await ids(`search=${encodeURIComponent('adeyemi\nastrophysics')}`)).toEqual([]);
    expect((await list('limit=50')).length).toBe(visible.length);
  });

  it('answers 400 with a message for out-of-range paging and unknown sorts or filters', async () => {
    for (const q of [
      'limit=0',
      'limit=51',
      'limit=abc',
      'limit=1.5',
      'offset=-1',
      'sort=oldest',
      'filter=hot',
      `search=${'x'.repeat(101)}`,
      'search=a&search=b',
    ]) {
      const res = await t.app.inject(`/api/avatars?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().message, q).toEqual(expect.any(String));
    }
    expect(await ids('limit=50&offset=1000')).toEqual([]);
  });

  it('filters by category on the server', async () => {
    const art = visible.filter((a) => a.category === 'art').map((a) => a.id);
    expect((await ids('category=art&limit=50')).sort()).toEqual(art.sort());
    expect(await ids('category=nonexistent')).toEqual([]);
  });

  it('sort=popular orders by favourites members hold, and follows unfavourites', async () => {
    const [a, b, c] = members;
    await addFavorite(t.ctx, a as number, 3);
    await addFavorite(t.ctx, b as number, 3);
    await addFavorite(t.ctx, c as number, 3);
    await addFavorite(t.ctx, a as number, 10);
    await addFavorite(t.ctx, b as number, 10);
    await addFavorite(t.ctx, a as number, 2);
    expect((await ids('sort=popular')).slice(0, 4)).toEqual([3, 10, 2, Math.max(...visibleIds)]);
    // Three favourited avatars are less than a page: the chip is topped up after them.
    const favourited = orderBy(createdAt).filter((id) => [3, 10, 2].includes(id));
    expect(await walk('filter=popular', 8)).toEqual(toppedUp(favourited));
    await removeFavorite(t.ctx, a as number, 3);
    await removeFavorite(t.ctx, b as number, 3);
    expect((await ids('sort=popular')).slice(0, 3)).toEqual([10, 3, 2]);
  });

  it('sort=trending counts chat messages and new favourites of the last 7 days, and forgets older ones', async () => {
    // Time moves forward in this test, so it gets its own database.
    const ownClock = fixedClock(T0);
    const own = await createTestApp({ clock: ownClock });
    try {
      const member = await createMember(own.ctx);
      const now = new Date(T0).getTime();
      const at = (msAgo: number) => new Date(now - msAgo);
      await addChatMessages(own.ctx, { avatarId: 5, userId: member.userId, count: 3, at: at(3_600_000) });
      await addChatMessages(own.ctx, { avatarId: 6, userId: member.userId, count: 9, at: at(8 * DAY) });
      await addFavorite(own.ctx, member.userId, 7, at(2 * DAY));
      await addFavorite(own.ctx, member.userId, 9, at(30 * DAY));
      const get = async (q: string) =>
        ((await own.app.inject(`/api/avatars?${q}`)).json() as Avatar[]).map((a) => a.id);
      expect((await get('sort=trending')).slice(0, 2)).toEqual([5, 7]);
      // Two trending avatars (less than a page): the chip lists them, then the others by
      // their all-time figures (the favourite on 9 from day -30 counts there), then newest.
      const held = (id: number) => (id === 7 || id === 9 ? 1 : 0);
      const trending = orderBy(createdAt).filter((id) => id === 5 || id === 7);
      expect(await get('filter=trending&limit=50')).toEqual(toppedUp(trending, held));
      expect((await get('filter=trending&sort=trending')).slice(0, 2)).toEqual([5, 7]);

      // Six days on, the favourite from day -2 has left the window; today's messages have not.
      ownClock.set(new Date(now + 6 * DAY));
      expect((await get('filter=trending&sort=trending&limit=50'))[0]).toBe(5);
      expect(await get('filter=trending&sort=trending&limit=50')).toEqual(toppedUp([5], held));
      // A day later nothing is trending: the sort falls back to the id tie-break, the chip to
      // the all-time figures.
      ownClock.set(new Date(now + 7 * DAY));
      expect(await get('filter=trending&limit=50')).toEqual(toppedUp([], held));
      expect(await get('sort=trending&limit=50')).toEqual([...visibleIds].sort((x, y) => y - x));
      // New activity counts again at once.
      await addChatMessages(own.ctx, { avatarId: 8, userId: member.userId, count: 1 });
      expect((await get('filter=trending'))[0]).toBe(8);
    } finally {
      await own.close();
    }
  });

  it('a favourite taken back inside the window stops counting towards trending', async () => {
    await addFavorite(t.ctx, members[2] as number, 12);
    await ids('sort=trending'); // the window is in place
    await addFavorite(t.ctx, members[3] as number, 12);
    expect((await ids('sort=trending'))[0]).toBe(12);
    await removeFavorite(t.ctx, members[2] as number, 12);
    await removeFavorite(t.ctx, members[3] as number, 12);
    expect(await ids('filter=trending&limit=50')).toEqual(toppedUp([]));
  });

  it('a chip that a page of avatars or more belong to keeps only those', async () => {
    const favourited = orderBy(createdAt).slice(3, 3 + 8);
    for (const avatarId of favourited) await addFavorite(t.ctx, members[0] as number, avatarId);
    expect(await walk('filter=popular', 5)).toEqual(favourited);
    expect(await walk('filter=trending&sort=recent', 3)).toEqual(favourited);
    // One favourite fewer and the chip is topped up again.
    await removeFavorite(t.ctx, members[0] as number, favourited[0] as number);
    const held = (id: number) => (favourited.slice(1).includes(id) ? 1 : 0);
    expect(await walk('filter=popular', 5)).toEqual(toppedUp(favourited.slice(1), held));
  });

  it('tops a chip up within the search and category: a match is never hidden by a chip', async () => {
    expect(await ids('search=nova&filter=trending')).toEqual([1]);
    expect(await ids('search=nova&filter=popular')).toEqual([1]);
    const art = visible.filter((a) => a.category === 'art').map((a) => a.id);
    expect((await ids('category=art&filter=popular&limit=50')).sort()).toEqual(art.sort());
    expect(await ids('search=nothing-like-this&filter=trending')).toEqual([]);
  });

  it('sort=engagement orders by views + likes + comments of published content', async () => {
    expect(await walk('sort=engagement', 7)).toEqual(orderBy(engagement));
    // Unpublishing an avatar's content takes its figures out.
    const top = orderBy(engagement)[0] as number;
    await t.ctx.db.updateTable('content_items').set({ status: 'draft' }).where('avatar_id', '=', top).execute();
    expect((await ids('sort=engagement&limit=50')).at(-1)).toBe(top);
    await t.ctx.db.updateTable('content_items').set({ status: 'published' }).where('avatar_id', '=', top).execute();
    expect((await ids('sort=engagement'))[0]).toBe(top);
  });

  it('filter=new keeps avatars created in the last 30 days', async () => {
    const fresh = orderBy(createdAt).filter((id) => (seedAvatars.find((a) => a.id === id)?.createdDaysAgo ?? 99) <= 30);
    expect(fresh.length).toBeGreaterThan(3);
    expect(await walk('filter=new', 3)).toEqual(fresh);
  });

  it('follows edits to avatars: renamed, hidden and shown again', async () => {
    await t.ctx.db.updateTable('avatars').set({ name: 'Stella Quasar' }).where('id', '=', 1).execute();
    expect(await ids('search=quasar')).toEqual([1]);
    expect(await ids('search=nova%20adeyemi')).toEqual([]);
    await t.ctx.db.updateTable('avatars').set({ is_visible: 0 }).where('id', '=', 1).execute();
    expect(await ids('search=quasar')).toEqual([]);
    expect((await t.app.inject('/api/avatars/1')).statusCode).toBe(404);
    await t.ctx.db.updateTable('avatars').set({ name: 'Nova Adeyemi', is_visible: 1 }).where('id', '=', 1).execute();
    expect(await ids('search=nova')).toEqual([1]);
  });

  it('pages never repeat or skip an avatar, under every sort, filter and page size', async () => {
    const sorts: AvatarSort[] = ['recent', 'popular', 'trending', 'engagement'];
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 5 }), fc.constantFrom(...visibleIds)), { maxLength: 25 }),
        fc.array(fc.constantFrom(...visibleIds), { maxLength: 10 }),
        fc.integer({ min: 1, max: 9 }),
        fc.constantFrom(...sorts),
        fc.constantFrom<AvatarFilter>('trending', 'popular'),
        async (favourites, chats, limit, sort, chip) => {
          await resetActivity(t.ctx);
          const seen = new Set<string>();
          for (const [m, avatarId] of favourites) {
            const key = `${m}:${avatarId}`;
            if (seen.has(key)) continue;
            seen.add(key);
            await addFavorite(t.ctx, members[m] as number, avatarId);
          }
          for (const avatarId of chats) {
            await addChatMessages(t.ctx, { avatarId, userId: members[0] as number, count: 1 });
          }
          const pages = await walk(`sort=${sort}`, limit);
          expect(new Set(pages).size).toBe(pages.length);
          expect([...pages].sort((a, b) => a - b)).toEqual([...visibleIds].sort((a, b) => a - b));
          if (sort === 'popular') {
            const count = (id: number) => favourites.filter(([, a], i) => a === id && isFirst(favourites, i)).length;
            expect(pages).toEqual(orderBy(count));
          }
          if (sort === 'trending') {
            const score = (id: number) =>
              favourites.filter(([, a], i) => a === id && isFirst(favourites, i)).length +
              chats.filter((a) => a === id).length;
            expect(pages).toEqual(orderBy(score));
          }
          // A chip pages through its own avatars (or, topped up, through all of them) the same way.
          const chipPages = await walk(`sort=${sort}&filter=${chip}`, limit);
          expect(new Set(chipPages).size).toBe(chipPages.length);
          expect(chipPages.length).toBeGreaterThan(0);
          if (chipPages.length < 8) throw new Error(`a chip with ${chipPages.length} avatars was not topped up`);
        },
      ),
      { numRuns: testDialect === 'postgres' ? 8 : 15 },
    );
  });
});

describe(`GET /api/avatars on a fresh ${testDialect} database (seeded, no activity yet)`, () => {
  it('every filter chip under every sort returns avatars, the chip first page full', async () => {
    const fresh = await createTestApp({ clock: fixedClock(T0) });
    try {
      const count = (
        await fresh.ctx.db
          .selectFrom('favorites')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirst()
      )?.n;
      expect(Number(count)).toBe(0);
      for (const filter of ['all', 'trending', 'new', 'popular'] satisfies AvatarFilter[]) {
        for (const sort of ['recent', 'popular', 'trending', 'engagement'] satisfies AvatarSort[]) {
          const res = await fresh.app.inject(`/api/avatars?filter=${filter}&sort=${sort}`);
          expect(res.statusCode).toBe(200);
          expect(
            res.json().map((a: Avatar) => a.id),
            `${filter} ${sort}`,
          ).toHaveLength(8);
        }
      }
      // Nothing is trending or favourited yet: those chips rank by the content's figures, then newest.
      const trending = (await fresh.app.inject('/api/avatars?filter=trending&limit=50')).json() as Avatar[];
      expect(trending.map((a) => a.id)).toEqual(toppedUp([]));
      expect(trending.map((a) => a.id)).not.toEqual(orderBy(createdAt));
    } finally {
      await fresh.close();
    }
  });
});

function isFirst(list: [number, number][], index: number): boolean {
  const [m, a] = list[index] as [number, number];
  return list.findIndex(([m2, a2]) => m2 === m && a2 === a) === index;
}

describe(`GET /api/avatars/:id on ${testDialect}`, () => {
  it('answers the profile with interests and the real subscriber count', async () => {
    const res = await t.app.inject('/api/avatars/1');
    expect(res.statusCode).toBe(200);
    const seed = seedAvatars.find((a) => a.id === 1);
    expect(res.json()).toMatchObject({
      id: 1,
      name: seed?.name,
      creatorId: 1,
      monthlyPrice: 1499,
      interests: seed?.interests,
      subscriberCount: 0,
    });
  });

  it('answers 400 for a non-integer id and 404 for unknown or hidden', async () => {
    for (const bad of ['abc', '1.5', '-1', '0', '1e3', '99999999999']) {
      expect((await t.app.inject(`/api/avatars/${bad}`)).statusCode, bad).toBe(400);
    }
    expect((await t.app.inject('/api/avatars/999999')).json()).toEqual({ message: 'Avatar not found' });
    expect((await t.app.inject('/api/avatars/28')).statusCode).toBe(404);
  });
});

describe(`GET /api/avatar-categories on ${testDialect}`, () => {
  it('lists the distinct categories of visible avatars, alphabetically', async () => {
    const res = await t.app.inject('/api/avatar-categories');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([...new Set(visible.map((a) => a.category))].sort());
  });
});
