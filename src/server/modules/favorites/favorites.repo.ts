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

// ---- a guest's favourites (kept with the guest session) ----

export async function listGuestFavoriteAvatarIds(db: Kysely<DB>, sessionId: string): Promise<number[]> {
  const rows = await db
    .selectFrom('guest_favorites')
    .select('avatar_id')
    .where('session_id', '=', sessionId)
    .orderBy('created_at', 'desc')
    .orderBy('avatar_id', 'desc')
    .execute();
  return rows.map((r) => r.avatar_id);
}

export async function insertGuestFavorite(db: Kysely<DB>, sessionId: string, avatarId: number, nowIso: string) {
  const result = await db
    .insertInto('guest_favorites')
    .values({ session_id: sessionId, avatar_id: avatarId, created_at: nowIso })
    .onConflict((oc) => oc.columns(['session_id', 'avatar_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function deleteGuestFavorite(db: Kysely<DB>, sessionId: string, avatarId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('guest_favorites')
    .where('session_id', '=', sessionId)
    .where('avatar_id', '=', avatarId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * Moves a guest session's favourites to a member, keeping when each was added; the ones
 * the member already had stay as they were. Returns the ones that are new to the member,
 * oldest first.
 */
export async function moveGuestFavorites(
  db: Kysely<DB>,
  sessionId: string,
  userId: number,
): Promise<{ avatarId: number; createdAt: string }[]> {
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('guest_favorites')
      .select(['avatar_id', 'created_at'])
      .where('session_id', '=', sessionId)
      .orderBy('created_at', 'asc')
      .orderBy('avatar_id', 'asc')
      .execute();
    const added: { avatarId: number; createdAt: string }[] = [];
    for (const row of rows) {
      const created = new Date(row.created_at).toISOString();
      if (await insertFavorite(trx, userId, row.avatar_id, created))
        added.push({ avatarId: row.avatar_id, createdAt: created });
    }
    await trx.deleteFrom('guest_favorites').where('session_id', '=', sessionId).execute();
    return added;
  });
}
