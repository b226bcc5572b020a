import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { ShapedQuery } from '../../db/shaped-query.ts';
import { avatarJson, avatarJsonRow, type StoredField } from './avatar-columns.ts';

type CardValues = Record<`id${number}`, number>;
type CardRow = { id: number; card: string };

/** Card queries compiled once per field list and count of ids: one set per app (avatars-state.ts). */
export type CardQueries = Map<string, ShapedQuery<CardValues, CardRow, DB>>;

/**
 * The cards of the visible avatars among `ids` (in no order; hidden or unknown ids are left
 * out), each as the JSON object of its `fields`, written by the database (avatarJson).
 */
export async function listVisibleCardsJson(
  db: Kysely<DB>,
  dialect: Dialect,
  queries: CardQueries,
  fields: readonly StoredField[],
  ids: readonly number[],
): Promise<CardRow[]> {
  if (ids.length === 0) return [];
  const key = `${fields.join()}|${ids.length}`;
  let query = queries.get(key);
  if (!query) {
    const count = ids.length;
    query = new ShapedQuery<CardValues, CardRow, DB>((shapedDb, v) => {
      const chosen = shapedDb
        .selectFrom('avatars')
        .where(
          'avatars.id',
          'in',
          Array.from({ length: count }, (_, i) => v[`id${i}`] as number),
        )
        .where('avatars.is_visible', '=', 1);
      return (
        dialect === 'postgres'
          ? chosen.innerJoinLateral(avatarJsonRow(fields).as('c'), (join) => join.onTrue())
          : chosen
      ).select(['avatars.id', avatarJson(dialect, fields).as('card')]);
    });
    queries.set(key, query);
  }
  return query.execute(db, Object.fromEntries(ids.map((id, i) => [`id${i}`, id])) as CardValues);
}
