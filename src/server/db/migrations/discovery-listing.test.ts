import { Migrator } from 'kysely/migration';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDialect } from '../../test/test-app.ts';
import { migrateToLatest } from '../migrate.ts';
import { migrations } from './index.ts';

let testDb: TestDatabase | undefined;
afterEach(async () => {
  await testDb?.drop();
  testDb = undefined;
});

describe(`0100-discovery-listing on ${testDialect}`, () => {
  it('brings an existing installation’s avatars and figures into the listing', async () => {
    testDb = await createTestDatabase();
    const { db } = testDb.database;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const core = await migrator.migrateTo('0001-core');
    expect(core.error).toBeUndefined();

    const now = new Date();
    const iso = (msAgo: number) => new Date(now.getTime() - msAgo).toISOString();
    await db
      .insertInto('users')
      .values(
        [1, 2].map((id) => ({
          id,
          username: `u${id}`,
          username_key: `u${id}`,
          email: `u${id}@x.example`,
          password_hash: null,
          created_at: iso(0),
          updated_at: iso(0),
        })),
      )
      .execute();
    await db
      .insertInto('avatars')
      .values(
        [1, 2].map((id) => ({
          id,
          creator_id: 1,
          name: `Old Name ${id}`,
          tagline: 'Tagline HERE',
          category: 'art',
          monthly_price: 999,
          is_visible: id === 1 ? 1 : 0,
          created_at: iso(id * 1000),
          updated_at: iso(0),
        })),
      )
      .execute();
    await db
      .insertInto('favorites')
      .values([
        { user_id: 1, avatar_id: 1, created_at: iso(60_000) },
        { user_id: 2, avatar_id: 1, created_at: iso(20 * 86_400_000) },
      ])
      .execute();
    await db
      .insertInto('chat_messages')
      .values({ avatar_id: 1, user_id: 1, session_id: null, role: 'user', content: 'hi', created_at: iso(1000) })
      .execute();
    await db
      .insertInto('content_items')
      .values([
        {
          avatar_id: 1,
          title: 'a',
          type: 'article',
          status: 'published',
          view_count: 10,
          like_count: 2,
          comment_count: 1,
          published_at: iso(0),
          created_at: iso(0),
          updated_at: iso(0),
        },
        {
          avatar_id: 1,
          title: 'b',
          type: 'article',
          status: 'draft',
          view_count: 50,
          like_count: 5,
          comment_count: 5,
          published_at: null,
          created_at: iso(0),
          updated_at: iso(0),
        },
      ])
      .execute();

    await migrateToLatest(db);
    const rows = await db
      .selectFrom('avatar_listing')
      .select([
        'avatar_id',
        'is_visible',
        'search_text',
        'favorite_count',
        'trending_score',
        'engagement_score',
        'last_active_at',
      ])
      .orderBy('avatar_id')
      .execute();
    expect(rows).toEqual([
      {
        avatar_id: 1,
        is_visible: 1,
        search_text: 'old name 1\ntagline here',
        favorite_count: 2,
        // One message and one favourite inside the last 8 days; the 20-day-old favourite is not.
        trending_score: 2,
        engagement_score: 13,
        last_active_at: iso(1000),
      },
      expect.objectContaining({
        avatar_id: 2,
        is_visible: 0,
        favorite_count: 0,
        trending_score: 0,
        engagement_score: 0,
      }),
    ]);
  });

  it('removes its tables and triggers on the way down', async () => {
    testDb = await createTestDatabase();
    const { db } = testDb.database;
    await migrateToLatest(db);
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const down = await migrator.migrateTo('0001-core');
    expect(down.error).toBeUndefined();
    const tables = (await db.introspection.getTables()).map((x) => x.name);
    expect(tables).not.toContain('avatar_listing');
    expect(tables).not.toContain('subscriptions');
    // Writes to the tables the triggers watched still work without them.
    await db
      .insertInto('users')
      .values({
        id: 1,
        username: 'u',
        username_key: 'u',
        email: 'u@x.example',
        password_hash: null,
        created_at: '2026-01-01T00:00:00.000Z',
        updated_at: '2026-01-01T00:00:00.000Z',
      })
      .execute();
    await db
      .insertInto('avatars')
      .values({
        id: 1,
        creator_id: 1,
        name: 'n',
        category: 'art',
        monthly_price: 1,
        created_at: '2026-01-01T00:00:00.000Z',
        updated_at: '2026-01-01T00:00:00.000Z',
      })
      .execute();
    await db
      .insertInto('favorites')
      .values({ user_id: 1, avatar_id: 1, created_at: '2026-01-01T00:00:00.000Z' })
      .execute();
  });
});
