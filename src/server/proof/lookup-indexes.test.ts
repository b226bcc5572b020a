import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchUpTo } from '../modules/chat/chat-tree.repo.ts';
import { chargeEntriesQuery } from '../modules/earnings/ledger.repo.ts';
import { sqlitePlan } from '../test/query-plan.ts';
import { createTestApp, type TestApp, testDialect } from '../test/test-app.ts';

/**
 * Lookups that must not read a whole table as it grows, read from SQLite's plans
 * (sqlitePlan; PostgreSQL's depend on the table's size and say nothing on test data).
 */
let t: TestApp;

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
  // Inside the block: skipped on PostgreSQL, no app is made there.
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it("finds a charge's ledger entries (a refund, a dispute) through an index", async () => {
    const plan = await sqlitePlan(t.app.ctx.db, chargeEntriesQuery(t.app.ctx.db, 1).compile());
    expect(plan).toEqual([expect.stringMatching(/^SEARCH ledger_entries USING INDEX \w+ \(charge_id=\?\)$/)]);
  });

  it("walks a reply's branch by primary key, never reading every visitor's messages", async () => {
    const plan = await sqlitePlan(t.app.ctx.db, branchUpTo(1, 40).compile(t.app.ctx.db));
    const reads = plan.filter((detail) => /\b(chat_messages|m)\b/.test(detail));
    expect(reads.length).toBeGreaterThan(0);
    for (const detail of reads) expect(detail).toMatch(/USING INTEGER PRIMARY KEY/);
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
