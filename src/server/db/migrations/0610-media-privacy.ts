import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { type MigrationDb, timestampType } from './helpers.ts';

/**
 * Paid and unreviewed media stop being public (issue 19):
 * - content_items.teaser: the public line a creator writes for a premium item, the only
 *   text a visitor without access gets; preview_url: the server-made blurred preview.
 *   Seeded and older items whose description differs from their paid text were written
 *   as a public summary, so that becomes their teaser; an item whose description is its
 *   paid text (creator uploads so far) starts with no teaser.
 * - media_files.preview_path: the tiny blurred version of an image (public);
 *   review_*: moderation of avatar pictures before the public sees them.
 * - avatars.*_image_pending_id: a picture the creator chose that waits for review; the
 *   public columns main_image/profile_image only ever hold reviewed pictures.
 * Existing files move out of the public folder at start-up (media-startup.ts): a
 * migration has no data directory.
 */
export const mediaPrivacyMigration: Migration = {
  async up(db: MigrationDb) {
    const ts = timestampType(db);
    await db.schema
      .alterTable('content_items')
      .addColumn('teaser', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema.alterTable('content_items').addColumn('preview_url', 'text').execute();
    await db
      .updateTable('content_items')
      .set({ teaser: sql.ref('description') })
      .where(sql.ref('content_details'), '<>', sql.ref('description'))
      .execute();

    await db.schema.alterTable('media_files').addColumn('preview_path', 'text').execute();
    await db.schema.alterTable('media_files').addColumn('review_status', 'text').execute();
    await db.schema.alterTable('media_files').addColumn('review_reason', 'text').execute();
    await db.schema.alterTable('media_files').addColumn('reviewed_by', 'integer').execute();
    await db.schema.alterTable('media_files').addColumn('reviewed_at', ts).execute();
    await db.schema
      .createIndex('media_files_review_idx')
      .on('media_files')
      .columns(['review_status', 'created_at'])
      .execute();

    for (const column of ['main_image_pending_id', 'profile_image_pending_id']) {
      await db.schema
        .alterTable('avatars')
        .addColumn(column, 'integer', (c) => c.references('media_files.id').onDelete('set null'))
        .execute();
    }
  },

  async down(db: MigrationDb) {
    for (const column of ['profile_image_pending_id', 'main_image_pending_id']) {
      await db.schema.alterTable('avatars').dropColumn(column).execute();
    }
    await db.schema.dropIndex('media_files_review_idx').ifExists().execute();
    for (const column of ['reviewed_at', 'reviewed_by', 'review_reason', 'review_status', 'preview_path']) {
      await db.schema.alterTable('media_files').dropColumn(column).execute();
    }
    await db.schema.alterTable('content_items').dropColumn('preview_url').execute();
    await db.schema.alterTable('content_items').dropColumn('teaser').execute();
  },
};
