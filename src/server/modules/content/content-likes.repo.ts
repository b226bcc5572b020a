import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/**
 * Likes or unlikes an item for a member; `content_items.like_count` moves with the row in
 * the same transaction, and only when the row did (liking twice counts once). Returns the
 * item's like count after.
 */
export async function setContentLike(
  db: Kysely<DB>,
  like: { contentId: number; userId: number; liked: boolean; nowIso: string },
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    let changed: boolean;
    if (like.liked) {
      const inserted = await trx
        .insertInto('content_likes')
        .values({ content_id: like.contentId, user_id: like.userId, created_at: like.nowIso })
        .onConflict((oc) => oc.columns(['content_id', 'user_id']).doNothing())
        .executeTakeFirst();
      changed = Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
    } else {
      const deleted = await trx
        .deleteFrom('content_likes')
        .where('content_id', '=', like.contentId)
        .where('user_id', '=', like.userId)
        .executeTakeFirst();
      changed = Number(deleted.numDeletedRows) > 0;
    }
    if (changed) {
      await trx
        .updateTable('content_items')
        .set((eb) => ({ like_count: eb('like_count', like.liked ? '+' : '-', 1) }))
        .where('id', '=', like.contentId)
        .execute();
    }
    const row = await trx
      .selectFrom('content_items')
      .select('like_count')
      .where('id', '=', like.contentId)
      .executeTakeFirstOrThrow();
    return row.like_count;
  });
}

/** The ids of an avatar's items a member likes. */
export async function listLikedContentIds(db: Kysely<DB>, userId: number, avatarId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('content_likes')
    .innerJoin('content_items', 'content_items.id', 'content_likes.content_id')
    .select('content_likes.content_id')
    .where('content_likes.user_id', '=', userId)
    .where('content_items.avatar_id', '=', avatarId)
    .orderBy('content_likes.content_id')
    .execute();
  return rows.map((r) => r.content_id);
}
