import type { Insertable, Kysely } from 'kysely';
import type { DB, MediaFilesTable } from '../../db/schema.ts';

/** Queries of the start-up step that brings stored media to the private layout (0610). */

/** Content files still in the public folder (stored before private/ existed). */
export async function listPublicContentMedia(db: Kysely<DB>) {
  return db
    .selectFrom('media_files')
    .select(['id', 'storage_path', 'web_path'])
    .where('purpose', '=', 'content')
    .where((eb) => eb.or([eb('storage_path', 'like', 'uploads/%'), eb('web_path', 'like', 'uploads/%')]))
    .execute();
}

/** Moves a row to its new paths and points its item's picture at the gated URL. */
export async function relocateContentMedia(
  db: Kysely<DB>,
  options: {
    id: number;
    from: { storage_path: string; web_path: string | null };
    to: { storage_path: string; web_path: string | null };
    oldUrl: string;
    newUrl: string;
  },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('media_files')
      .set(options.to)
      .where('id', '=', options.id)
      .where('storage_path', '=', options.from.storage_path)
      .returning('content_id')
      .executeTakeFirst();
    if (moved?.content_id == null) return;
    await trx
      .updateTable('content_items')
      .set({ image_url: options.newUrl })
      .where('id', '=', moved.content_id)
      .where('image_url', '=', options.oldUrl)
      .execute();
  });
}

/** Seeded premium items whose picture is still the seed's public URL. */
export async function listSeededPremiumItems(db: Kysely<DB>, urlPrefix: string) {
  return db
    .selectFrom('content_items')
    .select(['content_items.id', 'content_items.image_url', 'content_items.avatar_id'])
    .where('content_items.is_preview', '=', 0)
    .where('content_items.image_url', 'like', `${urlPrefix}%`)
    .execute();
}

export interface SeededPicture {
  row: Insertable<MediaFilesTable>;
  contentId: number;
  oldUrl: string;
}

/** Records seeded pictures as their items' private media (once, whoever gets there first). */
export async function attachSeededPictures(
  db: Kysely<DB>,
  pictures: SeededPicture[],
  url: (id: number) => string,
): Promise<void> {
  if (pictures.length === 0) return;
  // One order for every instance: two starting together lock the same rows in the same
  // order, so they cannot deadlock (the second waits, then finds each row there).
  const inOrder = [...pictures].sort((a, b) => a.contentId - b.contentId);
  await db.transaction().execute(async (trx) => {
    for (const picture of inOrder) {
      await trx
        .insertInto('media_files')
        .values(picture.row)
        .onConflict((oc) => oc.column('storage_path').doNothing())
        .execute();
      const media = await trx
        .selectFrom('media_files')
        .select('id')
        .where('storage_path', '=', picture.row.storage_path)
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('content_items')
        .set({ image_url: url(media.id) })
        .where('id', '=', picture.contentId)
        .where('image_url', '=', picture.oldUrl)
        .execute();
    }
  });
}

/** Content images without a blurred preview. */
export async function listImagesWithoutPreview(db: Kysely<DB>) {
  return db
    .selectFrom('media_files')
    .select(['id', 'web_path'])
    .where('purpose', '=', 'content')
    .where('kind', '=', 'image')
    .where('preview_path', 'is', null)
    .where('web_path', 'is not', null)
    .execute();
}

export async function setPreviewPath(db: Kysely<DB>, id: number, previewPath: string): Promise<void> {
  await db.updateTable('media_files').set({ preview_path: previewPath }).where('id', '=', id).execute();
}

/** The first previewed image of each item that has no preview yet, in item order. */
export async function listMissingItemPreviews(db: Kysely<DB>) {
  return db
    .selectFrom('media_files')
    .innerJoin('content_items', 'content_items.id', 'media_files.content_id')
    .select(['media_files.content_id', 'media_files.preview_path'])
    .where('content_items.preview_url', 'is', null)
    .where('media_files.preview_path', 'is not', null)
    .orderBy('media_files.content_id')
    .orderBy('media_files.position')
    .execute();
}

export async function setItemPreview(db: Kysely<DB>, contentId: number, previewUrl: string): Promise<void> {
  await db
    .updateTable('content_items')
    .set({ preview_url: previewUrl })
    .where('id', '=', contentId)
    .where('preview_url', 'is', null)
    .execute();
}
