import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { fixedClock } from '../lib/clock.ts';
import { createTestDatabase, type TestDatabase, testDialect } from '../test/test-app.ts';
import { parseTimestamptz } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { seedAvatars } from './seed/data/avatars.ts';
import { seedContent } from './seed/data/content.ts';
import { seedDatabase } from './seed/seed.ts';

let testDb: TestDatabase | undefined;
afterEach(async () => {
  await testDb?.drop();
  testDb = undefined;
});

describe(`database on ${testDialect}`, () => {
  it('migrates from empty, and a second run changes nothing', async () => {
    testDb = await createTestDatabase();
    const { db } = testDb.database;
    const first = await migrateToLatest(db);
    expect(first.results?.every((r) => r.status === 'Success')).toBe(true);
    const second = await migrateToLatest(db);
    expect(second.results).toEqual([]);
    const tables = (await db.introspection.getTables()).map((t) => t.name).sort();
    expect(tables).toEqual(
      expect.arrayContaining([
        'users',
        'sessions',
        'avatars',
        'content_items',
        'favorites',
        'chat_messages',
        'waitlist_entries',
      ]),
    );
  });

  it('seeds once: the spec fallback avatars plus the catalogue, idempotently', async () => {
    testDb = await createTestDatabase();
    const { db, dialect } = testDb.database;
    await migrateToLatest(db);
    const clock = fixedClock('2026-11-21T12:00:00.000Z');
    expect(await seedDatabase(db, dialect, clock)).toBe(true);
    expect(await seedDatabase(db, dialect, clock)).toBe(false);

    const count = await db
      .selectFrom('avatars')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(seedAvatars.length);
    const firstFour = await db
      .selectFrom('avatars')
      .select(['id', 'creator_id', 'monthly_price'])
      .where('id', '<=', 4)
      .orderBy('id')
      .execute();
    expect(firstFour).toEqual([
      { id: 1, creator_id: 1, monthly_price: 1499 },
      { id: 2, creator_id: 1, monthly_price: 1999 },
      { id: 3, creator_id: 2, monthly_price: 2499 },
      { id: 4, creator_id: 2, monthly_price: 1799 },
    ]);
    const content = await db
      .selectFrom('content_items')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(content.n)).toBe(seedContent.length);
    const created = await db.selectFrom('avatars').select('created_at').where('id', '=', 1).executeTakeFirstOrThrow();
    expect(created.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('hands out fresh ids after the explicit seed ids', async () => {
    testDb = await createTestDatabase();
    const { db, dialect } = testDb.database;
    await migrateToLatest(db);
    await seedDatabase(db, dialect, fixedClock('2026-11-21T12:00:00.000Z'));
    const now = new Date().toISOString();
    const user = await db
      .insertInto('users')
      .values({
        username: 'new',
        username_key: 'new',
        email: 'new@example.com',
        role: 'user',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(user.id).toBeGreaterThan(3);
    const avatar = await db
      .insertInto('avatars')
      .values({ creator_id: 1, name: 'Fresh', category: 'art', monthly_price: 999, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(avatar.id).toBe(seedAvatars.length + 1);
  });

  it('enforces foreign keys', async () => {
    testDb = await createTestDatabase();
    const { db } = testDb.database;
    await migrateToLatest(db);
    await expect(
      sql`insert into favorites (user_id, avatar_id, created_at) values (999, 999, ${new Date().toISOString()})`.execute(
        db,
      ),
    ).rejects.toThrow();
  });
});

describe('timestamptz text from PostgreSQL', () => {
  it('reads as the ISO string Date gives, UTC text by hand and any other zone through Date', () => {
    for (const text of [
      '2026-11-27 21:30:00+00',
      '2026-11-27 21:30:00.5+00',
      '2026-11-27 21:30:00.12+00',
      '2026-11-27 21:30:00.1239+00',
      '2026-11-27 21:30:00.999999+00',
      '0999-01-01 00:00:00+00',
      '2026-11-27 22:30:00.25+01',
      '2026-11-27 16:00:00-05:30',
    ]) {
      expect(parseTimestamptz(text), text).toBe(new Date(text).toISOString());
    }
  });
});
