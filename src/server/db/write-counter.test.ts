import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDialect } from '../test/test-app.ts';

let testDb: TestDatabase | undefined;
afterEach(async () => {
  await testDb?.drop();
  testDb = undefined;
});

describe(`the write mark on ${testDialect}`, () => {
  it('stands through reads, with or without a common table expression, and moves with a write', async () => {
    testDb = await createTestDatabase({ migrated: true });
    const { database } = testDb;
    const { db } = database;
    const before = database.writeMark();
    await db.selectFrom('avatars').select('id').execute();
    await db
      .with('shown', (q) => q.selectFrom('avatars').select('id').where('is_visible', '=', 1))
      .selectFrom('shown')
      .select('id')
      .execute();
    expect(database.writeMark()).toBe(before);
    await db
      .insertInto('waitlist_entries')
      .values({ email: 'mark@example.com', created_at: new Date().toISOString() })
      .execute();
    expect(database.writeMark()).not.toBe(before);
  });

  // SQLite has no data-modifying CTEs; its mark is the database's own change counter anyway.
  it.runIf(testDialect === 'postgres')('moves with a select that writes through its CTE', async () => {
    testDb = await createTestDatabase({ migrated: true });
    const { database } = testDb;
    const before = database.writeMark();
    await database.db
      .with('joined', (q) =>
        q
          .insertInto('waitlist_entries')
          .values({ email: 'cte@example.com', created_at: new Date().toISOString() })
          .returning('id'),
      )
      .selectFrom('joined')
      .select('id')
      .execute();
    expect(database.writeMark()).not.toBe(before);
  });
});
