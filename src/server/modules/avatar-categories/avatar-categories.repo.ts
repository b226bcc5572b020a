import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** Distinct categories that at least one visible avatar has (an index-only walk). */
export async function listVisibleCategories(db: Kysely<DB>): Promise<string[]> {
  const rows = await db
    .selectFrom('avatar_listing')
    .select('category')
    .distinct()
    .where('is_visible', '=', 1)
    .orderBy('category')
    .execute();
  return rows.map((r) => r.category);
}
