import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Avatar } from '../../../shared/contracts/avatars.ts';
import { ZListAvatarsQuery } from '../../../shared/contracts/avatars.ts';
import { ShapedQuery } from '../../db/shaped-query.ts';
import { addFavorite, createMember } from '../../test/discovery-fixtures.ts';
import { createTestApp, type TestApp, testDialect } from '../../test/test-app.ts';
import { AvatarCardCache } from './avatar-card-cache.ts';
import { readListingPageJson } from './avatars.service.ts';

describe('AvatarCardCache', () => {
  it('keeps cards at one version and forgets them all when a newer one is read', () => {
    const cache = new AvatarCardCache(10);
    expect(cache.missing([1, 2], 5)).toEqual([1, 2]);
    cache.keep(1, '{"id":1}', 5);
    expect(cache.missing([1, 2], 5)).toEqual([2]);
    expect(cache.get(1)).toBe('{"id":1}');
    expect(cache.missing([1, 2], 6)).toEqual([1, 2]);
    expect(cache.get(1)).toBeUndefined();
  });

  it('lets a request that read an older version keep nothing and change nothing', () => {
    const cache = new AvatarCardCache(10);
    cache.missing([1], 7);
    cache.keep(1, 'seven', 7);
    // A request that read version 6 before the newer one arrived: every card is read again...
    expect(cache.missing([1, 2], 6)).toEqual([1, 2]);
    // ...and what it read is not kept over the newer version's cards.
    cache.keep(1, 'six', 6);
    cache.keep(2, 'six', 6);
    expect(cache.get(1)).toBe('seven');
    expect(cache.missing([1, 2], 7)).toEqual([2]);
  });

  it('holds no more than its bound, letting the oldest kept go first', () => {
    const cache = new AvatarCardCache(2);
    cache.missing([], 1);
    cache.keep(1, 'a', 1);
    cache.keep(2, 'b', 1);
    cache.keep(3, 'c', 1);
    expect(cache.size).toBe(2);
    expect(cache.missing([1, 2, 3], 1)).toEqual([1]);
  });
});

describe(`catalogue cards kept across writes on ${testDialect}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  // The page as GET /api/avatars answers it on a page-cache miss.
  const page = async (query: Record<string, string>) =>
    JSON.parse(await readListingPageJson(t.ctx, ZListAvatarsQuery.parse(query))) as Avatar[];

  it('shows an avatar edited through another connection on the next page at once', async () => {
    const [first] = await page({ limit: '8' });
    if (!first) throw new Error('the catalogue is empty');
    const other = t.connectAgain();
    try {
      await other.db.updateTable('avatars').set({ name: 'Edited Elsewhere' }).where('id', '=', first.id).execute();
      expect((await page({ limit: '8' }))[0]).toMatchObject({ id: first.id, name: 'Edited Elsewhere' });
      await other.db.updateTable('avatars').set({ is_visible: 0 }).where('id', '=', first.id).execute();
      expect((await page({ limit: '8' })).map((a) => a.id)).not.toContain(first.id);
    } finally {
      await other.db
        .updateTable('avatars')
        .set({ name: first.name, is_visible: 1 })
        .where('id', '=', first.id)
        .execute();
      await other.close();
    }
    expect((await page({ limit: '8' }))[0]).toEqual(first);
  });

  it('reads only the ids of a page after a write that changed no avatar, in the new order', async () => {
    const before = await page({ sort: 'popular', limit: '8' });
    const last = before.at(-1);
    if (!last) throw new Error('the catalogue is empty');
    // Favourites move the listing (popular sort), not the cards.
    for (let i = 0; i < 3; i++) await addFavorite(t.ctx, (await createMember(t.ctx)).userId, last.id);
    const reads = vi.spyOn(ShapedQuery.prototype, 'execute');
    try {
      const after = await page({ sort: 'popular', limit: '8' });
      expect(after[0]).toEqual(last);
      expect(new Set(after.map((a) => a.id))).toEqual(new Set(before.map((a) => a.id)));
      expect(reads, 'the ids, and no card').toHaveBeenCalledTimes(1);
    } finally {
      reads.mockRestore();
    }
  });

  it.runIf(testDialect === 'postgres')(
    // The version's row is taken before any avatar's: taken after (an AFTER trigger), the
    // first would hold it and wait for the second's avatar row while the second waited for it.
    'lets a transaction that edits two avatars finish beside one that edits the second of them',
    async () => {
      const [a, b] = await page({ limit: '2' });
      if (!a || !b) throw new Error('the catalogue is too small');
      const other = t.connectAgain();
      const rename = (db: typeof other.db, id: number, name: string) =>
        db.updateTable('avatars').set({ tagline: name }).where('id', '=', id).execute();
      try {
        let firstWrote: () => void = () => {};
        const wrote = new Promise<void>((resolve) => {
          firstWrote = resolve;
        });
        const first = t.ctx.db.transaction().execute(async (trx) => {
          await rename(trx, a.id, 'first');
          firstWrote();
          // Long enough for the second transaction to reach its first statement and wait.
          await sql`select pg_sleep(0.3)`.execute(trx);
          await rename(trx, b.id, 'first');
        });
        const second = (async () => {
          await wrote;
          await other.db.transaction().execute(async (trx) => {
            await rename(trx, b.id, 'second');
          });
        })();
        await expect(Promise.all([first, second])).resolves.toBeDefined();
      } finally {
        await rename(t.ctx.db, a.id, a.tagline);
        await rename(t.ctx.db, b.id, b.tagline);
        await other.close();
      }
    },
  );
});
