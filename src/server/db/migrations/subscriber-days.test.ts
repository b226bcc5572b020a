import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock.ts';
import { insertAvatarRow, insertUser } from '../../test/creator-fixtures.ts';
import { createTestDatabase, type TestDatabase, testDialect } from '../../test/test-app.ts';
import { prepareDatabase } from '../prepare.ts';
import type { MigrationDb } from './helpers.ts';

/**
 * Migration 0800's triggers on subscriptions, on both dialects: the avatar's subscriber
 * count and its subscribers-per-day history follow the entitled statuses (active,
 * past_due, cancelled), and no revenue is estimated any more (money lives in the ledger).
 */
let testDb: TestDatabase;
let avatarId: number;
let userId: number;
const now = '2026-02-01T00:00:00.000Z';

beforeAll(async () => {
  testDb = await createTestDatabase();
  await prepareDatabase(testDb.database, { seed: false, clock: fixedClock(now) });
  userId = await insertUser(testDb.database.db, { role: 'creator', username: 'c', now });
  avatarId = await insertAvatarRow(testDb.database.db, { creatorId: userId, now, monthlyPrice: 1299 });
});
afterAll(async () => testDb.drop());

const days = () =>
  testDb.database.db
    .selectFrom('avatar_earning_days')
    .select(['subscribers_gained', 'subscribers_lost'])
    .where('avatar_id', '=', avatarId)
    .execute();
const count = async () =>
  (
    await testDb.database.db
      .selectFrom('avatar_listing')
      .select('subscriber_count')
      .where('avatar_id', '=', avatarId)
      .executeTakeFirstOrThrow()
  ).subscriber_count;

describe(`subscriber triggers on ${testDialect}`, () => {
  it('count a subscriber while entitled and a loss when the subscription expires', async () => {
    const db = testDb.database.db as unknown as MigrationDb;
    const sub = await db
      .insertInto('subscriptions')
      .values({ user_id: userId, avatar_id: avatarId, tier: 'premium', status: 'active' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await days()).toEqual([{ subscribers_gained: 1, subscribers_lost: 0 }]);
    expect(await count()).toBe(1);
    const setStatus = (status: string) =>
      db.updateTable('subscriptions').set({ status }).where('id', '=', sub.id).execute();
    // Cancelled (ends at its period end) and past_due (in its grace) still count.
    await setStatus('cancelled');
    await setStatus('past_due');
    expect(await days()).toEqual([{ subscribers_gained: 1, subscribers_lost: 0 }]);
    expect(await count()).toBe(1);
    await setStatus('expired');
    expect(await days()).toEqual([{ subscribers_gained: 1, subscribers_lost: 1 }]);
    expect(await count()).toBe(0);
    await setStatus('active');
    expect(await days()).toEqual([{ subscribers_gained: 2, subscribers_lost: 1 }]);
    expect(await count()).toBe(1);
    const other = await insertUser(testDb.database.db, { role: 'user', username: 'm', now });
    await db
      .insertInto('subscriptions')
      .values({ user_id: other, avatar_id: avatarId, tier: 'vip', status: 'expired' })
      .execute();
    expect(await days()).toEqual([{ subscribers_gained: 2, subscribers_lost: 1 }]);
    expect(await count()).toBe(1);
  });
});
