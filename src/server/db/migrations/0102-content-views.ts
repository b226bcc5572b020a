import type { Migration } from 'kysely/migration';
import type { MigrationDb } from './helpers.ts';

/**
 * Who has already been counted as viewing a content item today. A view counts once per
 * visitor (member id or guest session) per item per UTC day, so reloading a page or
 * reopening a dialog does not inflate content_items.view_count. Rows older than the
 * previous day are pruned by the content service.
 */
export const contentViewsMigration: Migration = {
  async up(db: MigrationDb) {
    await db.schema
      .createTable('content_views')
      .addColumn('content_id', 'integer', (c) => c.notNull().references('content_items.id').onDelete('cascade'))
      .addColumn('viewer_key', 'text', (c) => c.notNull())
      .addColumn('day', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('content_views_pk', ['content_id', 'viewer_key', 'day'])
      .execute();
    await db.schema.createIndex('content_views_day_idx').on('content_views').column('day').execute();
  },

  async down(db: MigrationDb) {
    await db.schema.dropTable('content_views').ifExists().execute();
  },
};
