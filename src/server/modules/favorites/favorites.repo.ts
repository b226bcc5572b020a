import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** The ids of the member's favourite avatars, most recently added first. */
export async function listFavoriteAvatarIds(db: Kysely<DB>, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('favorites')
    .select('avatar_id')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('avatar_id', 'desc')
    .execute();
  return rows.map((r) => r.avatar_id);
}

export async function countFavorites(db: Kysely<DB>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('favorites')
    .innerJoin('avatars', 'avatars.id', 'favorites.avatar_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('favorites.user_id', '=', userId)
    .where('avatars.is_visible', '=', 1)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** True when the favourite is new; adding one twice inserts nothing. */
export async function insertFavorite(db: Kysely<DB>, userId: number, avatarId: number, nowIso: string) {
  const result = await db
    .insertInto('favorites')
    .values({ user_id: userId, avatar_id: avatarId, created_at: nowIso })
    .onConflict((oc) => oc.columns(['user_id', 'avatar_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function deleteFavorite(db: Kysely<DB>, userId: number, avatarId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('favorites')
    .where('user_id', '=', userId)
    .where('avatar_id', '=', avatarId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
