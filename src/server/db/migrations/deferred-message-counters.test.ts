import { type Kysely, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAvatarRow, insertUser } from '../../test/creator-fixtures.ts';
import { createTestDatabase, type TestDatabase, testDialect } from '../../test/test-app.ts';
import type { DB } from '../schema.ts';
import type { MigrationDb } from './helpers.ts';
import { migrations } from './index.ts';

/**
 * Migration 0970: on PostgreSQL a chat message's transaction must not hold its avatar's
 * shared counter rows locked before it commits (every visitor of that avatar waited on
 * them), and the counters must still move with the commit and only with it.
 * Migration 0990: a message or a favourite writes its avatar's listing row once, and the
 * figures move as they did with two updates.
 */
let testDb: TestDatabase;
let db: Kysely<DB>;
let avatarId: number;
let memberId: number;
const now = '2026-02-01T10:00:00.000Z';

beforeAll(async () => {
  testDb = await createTestDatabase({ migrated: true });
  db = testDb.database.db;
  const creatorId = await insertUser(db, { role: 'creator', username: 'c', now });
  memberId = await insertUser(db, { role: 'user', username: 'm', now });
  avatarId = await insertAvatarRow(db, { creatorId, now });
});
afterAll(async () => testDb.drop());

function insertMessage(trx: Kysely<DB>) {
  return trx
    .insertInto('chat_messages')
    .values({ avatar_id: avatarId, user_id: memberId, session_id: null, role: 'user', content: 'hi', created_at: now })
    .execute();
}

/** Another visitor's writer touching the avatar's listing row, giving up after 300 ms of waiting. */
async function touchListingFromElsewhere(): Promise<void> {
  await db.connection().execute(async (other) => {
    await sql`set lock_timeout = '300ms'`.execute(other);
    try {
      await sql`update avatar_listing set favorite_count = favorite_count where avatar_id = ${avatarId}`.execute(other);
    } finally {
      await sql`reset lock_timeout`.execute(other);
    }
  });
}

const counters = async () => ({
  listing: await db
    .selectFrom('avatar_listing')
    .select(['last_active_at', 'trending_score'])
    .where('avatar_id', '=', avatarId)
    .executeTakeFirstOrThrow(),
  days: await db
    .selectFrom('avatar_message_days')
    .select(['day', 'messages'])
    .where('avatar_id', '=', avatarId)
    .execute(),
});

describe.runIf(testDialect === 'postgres')('message counters on postgres (migration 0970)', () => {
  it("leaves the avatar's listing row free until the message commits, then counts it", async () => {
    const before = await counters();
    await db.transaction().execute(async (trx) => {
      await insertMessage(trx);
      // With the counters updated at insert this waits for our commit and times out.
      await touchListingFromElsewhere();
      expect(await counters()).toEqual(before);
    });
    const after = await counters();
    expect(after.listing.trending_score).toBe(before.listing.trending_score + 1);
    expect(after.listing.last_active_at).not.toBeNull();
    expect(after.days).toEqual([{ day: '2026-02-01', messages: 1 }]);
  });

  it('counts nothing for a message rolled back', async () => {
    const before = await counters();
    await expect(
      db.transaction().execute(async (trx) => {
        await insertMessage(trx);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await counters()).toEqual(before);
  });
});

/**
 * Runs `write` with the deferred counters firing at once, and returns how many row
 * versions it wrote to avatar_listing: the connection's update count not yet flushed to
 * the statistics, read before and after (it may still hold earlier transactions' counts).
 */
async function listingUpdatesOf(write: (trx: Kysely<DB>) => Promise<unknown>): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const updates = async () => {
      const { rows } = await sql<{ n: string }>`
        select n_tup_upd as n from pg_stat_xact_user_tables where relname = 'avatar_listing'`.execute(trx);
      return Number(rows[0]?.n ?? 0);
    };
    await sql`set constraints all immediate`.execute(trx);
    const before = await updates();
    await write(trx);
    return (await updates()) - before;
  });
}

const message = (createdAt: string) => (trx: Kysely<DB>) =>
  trx
    .insertInto('chat_messages')
    .values({
      avatar_id: avatarId,
      user_id: memberId,
      session_id: null,
      role: 'user',
      content: 'hi',
      created_at: createdAt,
    })
    .execute();

const listingFigures = async () => ({
  listing: await db
    .selectFrom('avatar_listing')
    .select(['last_active_at', 'trending_score', 'favorite_count'])
    .where('avatar_id', '=', avatarId)
    .executeTakeFirstOrThrow(),
  days: await db
    .selectFrom('avatar_activity_days')
    .select(['day', 'messages', 'favorites'])
    .where('avatar_id', '=', avatarId)
    .orderBy('day')
    .execute(),
});

/** `days` with 2026-02-01's bucket moved by `by`. */
function withDay(
  days: { day: string; messages: number; favorites: number }[],
  by: { messages?: number; favorites?: number },
) {
  const others = days.filter((d) => d.day !== '2026-02-01');
  const day = days.find((d) => d.day === '2026-02-01') ?? { day: '2026-02-01', messages: 0, favorites: 0 };
  const moved = { ...day, messages: day.messages + (by.messages ?? 0), favorites: day.favorites + (by.favorites ?? 0) };
  return [...others, moved].sort((a, b) => a.day.localeCompare(b.day));
}

const lastActive = async () => new Date(String((await listingFigures()).listing.last_active_at)).toISOString();

describe.runIf(testDialect === 'postgres')('listing row written once (migration 0990)', () => {
  beforeAll(async () => {
    await sql`insert into app_meta (key, value) values ('trending_window_start', '2026-01-26')
              on conflict (key) do update set value = excluded.value`.execute(db);
  });

  it('a message inside the trending window: one update, last activity and trending move together', async () => {
    const before = await listingFigures();
    expect(await listingUpdatesOf(message(now))).toBe(1);
    const after = await listingFigures();
    expect(await lastActive()).toBe(now);
    expect(after.listing.trending_score).toBe(before.listing.trending_score + 1);
    expect(after.days).toEqual(withDay(before.days, { messages: 1 }));
  });

  it('a message dated before the window: one update, last activity kept at the newest, trending unchanged', async () => {
    const before = await listingFigures();
    expect(await listingUpdatesOf(message('2026-01-20T08:00:00.000Z'))).toBe(1);
    const after = await listingFigures();
    expect(await lastActive()).toBe(now);
    expect(after.listing.trending_score).toBe(before.listing.trending_score);
    expect(after.days).toEqual(before.days);
  });

  it('a favourite given and taken back: one update each, count, trending and the day move and move back', async () => {
    const before = await listingFigures();
    const favorite = { user_id: memberId, avatar_id: avatarId, created_at: now };
    expect(await listingUpdatesOf((trx) => trx.insertInto('favorites').values(favorite).execute())).toBe(1);
    const given = await listingFigures();
    expect(given.listing.favorite_count).toBe(before.listing.favorite_count + 1);
    expect(given.listing.trending_score).toBe(before.listing.trending_score + 1);
    expect(given.days).toEqual(withDay(before.days, { favorites: 1 }));
    const remove = (trx: Kysely<DB>) =>
      trx.deleteFrom('favorites').where('user_id', '=', memberId).where('avatar_id', '=', avatarId).execute();
    expect(await listingUpdatesOf(remove)).toBe(1);
    expect(await listingFigures()).toEqual(before);
  });

  it('going down restores the two updates a message took before', async () => {
    const migrator = new Migrator({
      db: db as unknown as MigrationDb,
      provider: { getMigrations: async () => migrations },
    });
    const down = await migrator.migrateTo('0980-provider-end-backoff');
    if (down.error) throw down.error;
    const before = await listingFigures();
    const updates = await listingUpdatesOf(message(now));
    const trending = (await listingFigures()).listing.trending_score;
    const up = await migrator.migrateToLatest();
    if (up.error) throw up.error;
    expect(updates).toBe(2);
    expect(trending).toBe(before.listing.trending_score + 1);
  });
});
