import { CompiledQuery, type Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

/**
 * SQLite's plan of a compiled query (`EXPLAIN QUERY PLAN`), one line per step: with no
 * statistics gathered, SQLite plans an empty table as it would a large one, so a test can
 * check that a lookup goes by index rather than reading its table.
 */
export async function sqlitePlan(db: Kysely<DB>, query: CompiledQuery): Promise<string[]> {
  const plan = await db.executeQuery<{ detail: string }>(
    CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
  );
  return plan.rows.map((row) => row.detail);
}
