import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock.ts';
import { insertUser } from '../../test/creator-fixtures.ts';
import { createTestDatabase, type TestDatabase, testDialect } from '../../test/test-app.ts';
import { prepareDatabase } from '../prepare.ts';
import type { MigrationDb } from './helpers.ts';

/** Migration 0502's triggers on the discovery work's subscriptions table, on both dialects. */
let testDb: TestDatabase;
let avatarId: number;
let userId: number;
const now = '2026-02-01T00:00:00.000Z';

beforeAll(async () => {
  testDb = await createTestDatabase();
  await prepareDatabase(testDb.database, { seed: false, clock: fixedClock(now) });
  userId = await insertUser(testDb.database.db, { role: 'creator', username: 'c', now });
  const avatar = await (testDb.database.db as unknown as MigrationDb)
    .insertInto('avatars')
    .values({ creator_id: userId, name: 'A', category: 'art', monthly_price: 1299, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  avatarId = avatar.id;
});
afterAll(async () => testDb.drop());

const ledger = () =>
  testDb.database.db
    .selectFrom('avatar_earning_days')
    .select(['subscribers_gained', 'subscribers_lost', 'revenue'])
    .where('avatar_id', '=', avatarId)
    .execute();

describe(`subscription earnings triggers on ${testDialect}`, () => {
  it('adds a subscriber and the monthly price when a subscription starts, and a loss when it stops', async () => {
    const db = testDb.database.db as unknown as MigrationDb;
    const sub = await db
      .insertInto('subscriptions')
      .values({ user_id: userId, avatar_id: avatarId, tier: 'premium', status: 'active' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await ledger()).toEqual([{ subscribers_gained: 1, subscribers_lost: 0, revenue: 1299 }]);
    await db.updateTable('subscriptions').set({ status: 'cancelled' }).where('id', '=', sub.id).execute();
    expect(await ledger()).toEqual([{ subscribers_gained: 1, subscribers_lost: 1, revenue: 1299 }]);
    await db.updateTable('subscriptions').set({ status: 'active' }).where('id', '=', sub.id).execute();
    expect(await ledger()).toEqual([{ subscribers_gained: 2, subscribers_lost: 1, revenue: 2598 }]);
    const other = await insertUser(testDb.database.db, { role: 'user', username: 'm', now });
    await db
      .insertInto('subscriptions')
      .values({ user_id: other, avatar_id: avatarId, tier: 'vip', status: 'cancelled' })
      .execute();
    expect(await ledger()).toEqual([{ subscribers_gained: 2, subscribers_lost: 1, revenue: 2598 }]);
  });
});
