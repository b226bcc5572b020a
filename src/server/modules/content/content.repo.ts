import type { Kysely, Selectable } from 'kysely';
import type { ContentItemsTable, DB } from '../../db/schema.ts';

const CONTENT_COLUMNS = [
  'id',
  'avatar_id',
  'title',
  'description',
  'type',
  'content_details',
  'teaser',
  'is_preview',
  'area',
  'tier',
  'image_url',
  'preview_url',
  'view_count',
  'like_count',
  'comment_count',
  'published_at',
  'created_at',
] as const;

export type ContentRow = Pick<Selectable<ContentItemsTable>, (typeof CONTENT_COLUMNS)[number]>;

/** Published items of one avatar, newest first. */
export async function listPublishedContent(db: Kysely<DB>, avatarId: number): Promise<ContentRow[]> {
  return db
    .selectFrom('content_items')
    .select(CONTENT_COLUMNS)
    .where('avatar_id', '=', avatarId)
    .where('status', '=', 'published')
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function findPublishedContent(db: Kysely<DB>, id: number): Promise<ContentRow | undefined> {
  return db
    .selectFrom('content_items')
    .select(CONTENT_COLUMNS)
    .where('id', '=', id)
    .where('status', '=', 'published')
    .executeTakeFirst();
}

/** What deciding who may see an item takes, besides its avatar's owner and visibility. */
export async function findContentGate(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('content_items')
    .select(['id', 'avatar_id', 'is_preview', 'status', 'area', 'tier'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Counts a view unless this visitor was already counted for the item on `day`. Both writes
 * share one transaction, so the count and the record of who was counted never disagree.
 */
export async function countViewOnce(
  db: Kysely<DB>,
  view: { contentId: number; viewerKey: string; day: string },
): Promise<{ counted: boolean; views: number }> {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('content_views')
      .values({ content_id: view.contentId, viewer_key: view.viewerKey, day: view.day })
      .onConflict((oc) => oc.columns(['content_id', 'viewer_key', 'day']).doNothing())
      .executeTakeFirst();
    const counted = Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
    if (counted) {
      await trx
        .updateTable('content_items')
        .set((eb) => ({ view_count: eb('view_count', '+', 1) }))
        .where('id', '=', view.contentId)
        .execute();
    }
    const row = await trx
      .selectFrom('content_items')
      .select('view_count')
      .where('id', '=', view.contentId)
      .executeTakeFirstOrThrow();
    return { counted, views: row.view_count };
  });
}

export async function deleteViewsBefore(db: Kysely<DB>, day: string): Promise<number> {
  const result = await db.deleteFrom('content_views').where('day', '<', day).executeTakeFirst();
  return Number(result.numDeletedRows);
}
