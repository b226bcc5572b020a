import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAvatarRow, insertUser } from '../../test/creator-fixtures.ts';
import { createTestDatabase, type TestDatabase, testDialect } from '../../test/test-app.ts';
import type { DB } from '../schema.ts';

/**
 * Migration 0970: on PostgreSQL a chat message's transaction must not hold its avatar's
 * shared counter rows locked before it commits (every visitor of that avatar waited on
 * them), and the counters must still move with the commit and only with it.
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
