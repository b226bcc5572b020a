import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';

/**
 * Distinct categories that at least one visible avatar has, alphabetical. A recursive
 * "skip scan": one index seek per category instead of reading every listing row, so the
 * cost follows the number of categories, not the size of the catalogue.
 */
export async function listVisibleCategories(db: Kysely<DB>): Promise<string[]> {
  const result = await sql<{ category: string }>`
    with recursive c (category) as (
      select min(category) from avatar_listing where is_visible = 1
      union all
      select (select min(l.category) from avatar_listing l where l.is_visible = 1 and l.category > c.category)
      from c where c.category is not null
    )
    select category from c where category is not null order by category`.execute(db);
  return result.rows.map((r) => r.category);
}
