import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chargeEntriesQuery } from '../modules/earnings/ledger.repo.ts';
import { createTestApp, type TestApp, testDialect } from '../test/test-app.ts';

/**
 * Lookups that must not read a whole table as it grows. SQLite's planner, with no
 * statistics gathered, plans the same on an empty table as on a large one, so its plans
 * are read here (PostgreSQL's depend on the table's size and say nothing on test data).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/**
 * Foreign keys whose child column leads no full index, and why that is kept. Deleting an
 * avatar (rare: its creator or a moderator) reads these tables whole; the chat tables and
 * the activity feed get rows with the chat messages themselves (their indexes lead with
 * the visitor), where one more index entry would cost every insert.
 */
const UNINDEXED_FOREIGN_KEYS = new Set([
  // avatars is small: a media file's delete reads it whole.
  'avatars.profile_image_pending_id',
  'avatars.main_image_pending_id',
  'activity_events.avatar_id',
  'chat_replies.avatar_id',
  'chat_memories.avatar_id',
  'conversation_care.avatar_id',
  'chat_forgotten.avatar_id',
  'chat_summaries.avatar_id',
  // A checkout is found by its visitor (open ones by visitor and avatar); only an avatar's delete reads them all.
  'checkouts.avatar_id',
]);

describe.runIf(testDialect === 'sqlite')('lookups by index, not by reading the table', () => {
  it("finds a charge's ledger entries (a refund, a dispute) through an index", async () => {
    const query = chargeEntriesQuery(t.app.ctx.db, 1).compile();
    const plan = await t.app.ctx.db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
    );
    expect(plan.rows.map((row) => row.detail)).toEqual([
      expect.stringMatching(/^SEARCH ledger_entries USING INDEX \w+ \(charge_id=\?\)$/),
    ]);
  });

  it("leads a full index with every foreign key's column, so a parent's delete finds its children", async () => {
    const { rows } = await sql<{ child: string; column: string; indexed: number }>`
      select m.name as child, fk."from" as "column",
        exists (
          select 1 from pragma_index_list(m.name) i
            join pragma_index_info(i.name) c on c.seqno = 0
          where i.partial = 0 and c.name = fk."from"
        ) or exists (
          select 1 from pragma_table_info(m.name) p where p.pk = 1 and p.name = fk."from"
        ) as indexed
      from sqlite_master m join pragma_foreign_key_list(m.name) fk
      where m.type = 'table'`.execute(t.app.ctx.db);
    expect(rows.length).toBeGreaterThan(20);
    const unindexed = rows.filter((row) => !row.indexed).map((row) => `${row.child}.${row.column}`);
    expect(new Set(unindexed)).toEqual(UNINDEXED_FOREIGN_KEYS);
  });
});
