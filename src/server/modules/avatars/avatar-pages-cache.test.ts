import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Avatar } from '../../../shared/contracts/avatars.ts';
import type { Database } from '../../db/database.ts';
import { seedAvatars } from '../../db/seed/data/avatars.ts';
import { fixedClock } from '../../lib/clock.ts';
import { createMember } from '../../test/discovery-fixtures.ts';
import { createTestApp, type TestApp, testDialect } from '../../test/test-app.ts';

// Catalogue pages are answered from a cache while the database's write mark stands
// (avatars.service.ts). These tests pin down that nothing stale ever comes out of it.
const T0 = '2026-11-21T12:00:00.000Z';
const DAY = 24 * 60 * 60 * 1000;
const clock = fixedClock(T0);
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());

async function ids(query: string): Promise<number[]> {
  const res = await t.app.inject(`/api/avatars?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  return (res.json() as Avatar[]).map((a) => a.id);
}

async function setVisible(db: Database, avatarId: number, visible: boolean): Promise<void> {
  await db.db
    .updateTable('avatars')
    .set({ is_visible: visible ? 1 : 0 })
    .where('id', '=', avatarId)
    .execute();
}

describe(`catalogue page cache on ${testDialect}`, () => {
  it('answers a favourite at once: the next page reflects it', async () => {
    const member = await createMember(t.ctx);
    const before = await ids('sort=popular&limit=3');
    const newcomer = seedAvatars.filter((a) => a.isVisible && !before.includes(a.id)).at(-1);
    if (!newcomer) throw new Error('the seed has too few avatars');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user-favorites',
      headers: { cookie: member.cookie },
      payload: { avatarId: newcomer.id },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    expect(await ids('sort=popular&limit=3')).toContain(newcomer.id);
  });

  it(
    testDialect === 'sqlite'
      ? "sees another connection's commit (the admin CLI hiding an avatar) at once"
      : "sees another instance's commit (an avatar hidden there) within a second",
    async () => {
      const first = (await ids('limit=8'))[0];
      if (first === undefined) throw new Error('the catalogue is empty');
      const other = t.connectAgain();
      // PostgreSQL's write mark sees this process's writes only; pages live a second at most.
      const settle = () => (testDialect === 'postgres' ? clock.advance(1000) : undefined);
      try {
        await setVisible(other, first, false);
        settle();
        expect(await ids('limit=8')).not.toContain(first);
        await setVisible(other, first, true);
        settle();
        expect((await ids('limit=8'))[0]).toBe(first);
      } finally {
        await other.close();
        clock.set(T0);
      }
    },
  );

  it('serves the stored page while the mark stands, and reads again when it moves', async () => {
    const first = (await ids('limit=5'))[0];
    if (first === undefined) throw new Error('the catalogue is empty');
    const realMark = t.database.writeMark;
    let mark = 'frozen';
    t.database.writeMark = () => mark;
    try {
      await ids('limit=5'); // stored under the frozen mark
      await setVisible(t.database, first, false);
      expect((await ids('limit=5'))[0], 'a frozen mark keeps the stored page').toBe(first);
      mark = 'moved';
      expect(await ids('limit=5')).not.toContain(first);
    } finally {
      t.database.writeMark = realMark;
      await setVisible(t.database, first, true);
    }
  });

  it('lets a stored page live less than a second of the clock, so filter=new moves on with time', async () => {
    const youngest = seedAvatars.filter((a) => a.isVisible).sort((a, b) => a.createdDaysAgo - b.createdDaysAgo)[0];
    if (!youngest || youngest.createdDaysAgo >= 30) throw new Error('the seed has no new avatar');
    const realMark = t.database.writeMark;
    t.database.writeMark = () => 'frozen';
    try {
      const stored = await ids('filter=new&limit=50');
      expect(stored).toContain(youngest.id);
      clock.advance(999);
      expect(await ids('filter=new&limit=50')).toEqual(stored);
      // The day it turns 30 days old (and a millisecond), no avatar is new any more: the
      // page is read again, and the chip is topped up by the all-time figures instead.
      clock.set(new Date(new Date(T0).getTime() + (30 - youngest.createdDaysAgo) * DAY + 1));
      const later = await ids('filter=new&limit=50');
      expect(later).not.toEqual(stored);
      expect(later.length).toBeGreaterThan(stored.length);
    } finally {
      t.database.writeMark = realMark;
      clock.set(T0);
    }
  });
});

describe(`avatar profile cache on ${testDialect}`, () => {
  const profile = async (id: number) => {
    const res = await t.app.inject(`/api/avatars/${id}`);
    return { status: res.statusCode, body: res.json() as { name?: string; message?: string } };
  };

  it('serves the stored profile while the mark stands, reads again when it moves, and keeps no 404', async () => {
    const avatar = seedAvatars.find((a) => a.isVisible);
    if (!avatar) throw new Error('no visible seed avatar');
    const realMark = t.database.writeMark;
    let mark = 'frozen';
    t.database.writeMark = () => mark;
    try {
      expect(await profile(avatar.id)).toMatchObject({ status: 200, body: { name: avatar.name } });
      await t.database.db.updateTable('avatars').set({ name: 'Renamed' }).where('id', '=', avatar.id).execute();
      expect((await profile(avatar.id)).body.name, 'a frozen mark keeps the stored profile').toBe(avatar.name);
      mark = 'moved';
      expect((await profile(avatar.id)).body.name).toBe('Renamed');
      // Hidden under a frozen mark: the 404 is read each time, so showing it again shows at once.
      mark = 'frozen again';
      await setVisible(t.database, avatar.id, false);
      mark = 'hidden';
      expect(await profile(avatar.id)).toMatchObject({ status: 404, body: { message: 'Avatar not found' } });
      await setVisible(t.database, avatar.id, true);
      expect((await profile(avatar.id)).status).toBe(200);
    } finally {
      t.database.writeMark = realMark;
      await t.database.db.updateTable('avatars').set({ name: avatar.name }).where('id', '=', avatar.id).execute();
      await setVisible(t.database, avatar.id, true);
    }
  });

  it("shows this app's own write at once", async () => {
    const avatar = seedAvatars.find((a) => a.isVisible);
    if (!avatar) throw new Error('no visible seed avatar');
    const before = await profile(avatar.id);
    expect(before.status).toBe(200);
    await setVisible(t.database, avatar.id, false);
    try {
      expect((await profile(avatar.id)).status).toBe(404);
    } finally {
      await setVisible(t.database, avatar.id, true);
    }
    expect(await profile(avatar.id)).toEqual(before);
  });
});

describe(`write mark on ${testDialect}`, () => {
  it('moves with every write of this process, committed or rolled back, and not with reads', async () => {
    const mark = t.database.writeMark();
    await ids('limit=8');
    await t.database.db.selectFrom('avatars').select('id').execute();
    await sql`select count(*) from avatars`.execute(t.database.db);
    expect(t.database.writeMark(), 'reads leave it').toBe(mark);
    const avatar = seedAvatars[0];
    if (!avatar) throw new Error('no seed');
    await setVisible(t.database, avatar.id, avatar.isVisible);
    const afterWrite = t.database.writeMark();
    expect(afterWrite).not.toBe(mark);
    let insideTransaction = '';
    await t.database.db.transaction().execute(async (trx) => {
      await trx.updateTable('avatars').set({ name: avatar.name }).where('id', '=', avatar.id).execute();
      insideTransaction = t.database.writeMark();
    });
    const afterCommit = t.database.writeMark();
    expect(insideTransaction, 'a write in a transaction moves it').not.toBe(afterWrite);
    if (testDialect === 'postgres') {
      // Another pool connection may read between the write and the commit: the commit moves
      // it again. (SQLite's one connection is held by the transaction until it ends.)
      expect(afterCommit, 'the commit moves it again').not.toBe(insideTransaction);
    }
    await t.database.db
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable('avatars').set({ name: 'Rolled back' }).where('id', '=', avatar.id).execute();
        throw new Error('roll back');
      })
      .catch(() => {});
    expect(t.database.writeMark(), 'a rolled-back write moves it too (harmless: one re-read)').not.toBe(afterCommit);
    const beforeRaw = t.database.writeMark();
    await sql`update avatars set name = name where id = ${avatar.id}`.execute(t.database.db);
    expect(t.database.writeMark(), 'raw SQL that writes moves it').not.toBe(beforeRaw);
  });
});
