import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAvatarRow, insertUser } from '../../test/creator-fixtures.ts';
import { createTestDatabase, type TestDatabase, testDialect } from '../../test/test-app.ts';
import { migrateToLatest } from '../migrate.ts';
import type { MigrationDb } from './helpers.ts';
import { migrations } from './index.ts';

/** Migration 0706: visitors' messages per avatar and day, filled from what exists, then kept by a trigger. */
let testDb: TestDatabase;
let db: MigrationDb;
let avatarId: number;
let memberId: number;

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.database.db as unknown as MigrationDb;
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const before = await migrator.migrateTo('0705-job-runs');
  if (before.error) throw before.error;
  const now = '2026-02-01T00:00:00.000Z';
  const creatorId = await insertUser(testDb.database.db, { role: 'creator', username: 'c', now });
  memberId = await insertUser(testDb.database.db, { role: 'user', username: 'm', now });
  avatarId = await insertAvatarRow(testDb.database.db, { creatorId, now });
});
afterAll(async () => testDb.drop());

async function say(role: 'user' | 'assistant', createdAt: string) {
  await db
    .insertInto('chat_messages')
    .values({ avatar_id: avatarId, user_id: memberId, session_id: null, role, content: 'hi', created_at: createdAt })
    .execute();
}

const days = () =>
  testDb.database.db
    .selectFrom('avatar_message_days')
    .select(['day', 'messages'])
    .where('avatar_id', '=', avatarId)
    .orderBy('day')
    .execute();

describe(`avatar message days on ${testDialect}`, () => {
  it("counts the visitors' messages already stored, then each new one, and keeps them when messages go", async () => {
    await say('user', '2026-01-30T23:59:59.000Z');
    await say('user', '2026-01-31T00:00:00.000Z');
    await say('assistant', '2026-01-31T00:00:01.000Z');
    await say('user', '2026-01-31T12:00:00.000Z');
    await migrateToLatest(testDb.database.db);
    expect(await days()).toEqual([
      { day: '2026-01-30', messages: 1 },
      { day: '2026-01-31', messages: 2 },
    ]);

    await say('user', '2026-01-31T18:00:00.000Z');
    await say('assistant', '2026-01-31T18:00:01.000Z');
    await say('user', '2026-02-01T08:00:00.000Z');
    await db.deleteFrom('chat_messages').where('avatar_id', '=', avatarId).execute();
    expect(await days()).toEqual([
      { day: '2026-01-30', messages: 1 },
      { day: '2026-01-31', messages: 3 },
      { day: '2026-02-01', messages: 1 },
    ]);
  });
});
