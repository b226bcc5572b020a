import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DB, MediaFilesTable } from '../../db/schema.ts';

export type MediaRow = Selectable<MediaFilesTable>;

export async function insertMedia(db: Kysely<DB>, row: Insertable<MediaFilesTable>): Promise<MediaRow> {
  return db.insertInto('media_files').values(row).returningAll().executeTakeFirstOrThrow();
}

/** The owner's media among `ids` (others' ids simply do not come back). */
export async function findOwnedMedia(db: Kysely<DB>, ownerId: number, ids: number[]): Promise<MediaRow[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('media_files').selectAll().where('owner_id', '=', ownerId).where('id', 'in', ids).execute();
}

export async function findMedia(db: Kysely<DB>, id: number): Promise<MediaRow | undefined> {
  return db.selectFrom('media_files').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findMediaByIds(db: Kysely<DB>, ids: number[]): Promise<MediaRow[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('media_files').selectAll().where('id', 'in', ids).execute();
}

/** Asks for review once: a picture already pending, approved or rejected keeps its state. */
export async function requestReview(db: Kysely<DB>, id: number): Promise<void> {
  await db
    .updateTable('media_files')
    .set({ review_status: 'pending' })
    .where('id', '=', id)
    .where('review_status', 'is', null)
    .execute();
}

export async function mediaExists(db: Kysely<DB>, id: number): Promise<boolean> {
  const row = await db.selectFrom('media_files').select('id').where('id', '=', id).executeTakeFirst();
  return Boolean(row);
}

export async function attachMedia(
  db: Kysely<DB>,
  options: { ownerId: number; contentId: number; ids: number[] },
): Promise<void> {
  let position = 0;
  for (const id of options.ids) {
    await db
      .updateTable('media_files')
      .set({ content_id: options.contentId, position: position++ })
      .where('id', '=', id)
      .where('owner_id', '=', options.ownerId)
      .execute();
  }
}

export async function listMediaOfContent(db: Kysely<DB>, contentIds: number[]): Promise<MediaRow[]> {
  if (contentIds.length === 0) return [];
  return db
    .selectFrom('media_files')
    .selectAll()
    .where('content_id', 'in', contentIds)
    .orderBy('content_id')
    .orderBy('position')
    .execute();
}

export async function deleteMediaRows(db: Kysely<DB>, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('media_files').where('id', 'in', ids).execute();
}

/** Content uploads never attached to an item (an abandoned form), older than `before`. */
export async function listOrphanContentMedia(db: Kysely<DB>, before: string, limit: number): Promise<MediaRow[]> {
  return db
    .selectFrom('media_files')
    .selectAll()
    .where('content_id', 'is', null)
    .where('purpose', '=', 'content')
    .where('created_at', '<', before)
    .limit(limit)
    .execute();
}
