import type { Migration } from 'kysely/migration';
import { type MigrationDb, timestampType } from './helpers.ts';

/**
 * Who liked which content item (issue 21): one row per member and item, so a like is a
 * toggle a person owns. `content_items.like_count` moves with it in the same transaction
 * (the listing's engagement score follows through its trigger).
 */
export const contentLikesMigration: Migration = {
  async up(db: MigrationDb) {
    await db.schema
      .createTable('content_likes')
      .addColumn('content_id', 'integer', (c) => c.notNull().references('content_items.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', timestampType(db), (c) => c.notNull())
      .addPrimaryKeyConstraint('content_likes_pk', ['content_id', 'user_id'])
      .execute();
    await db.schema.createIndex('content_likes_user_id_idx').on('content_likes').column('user_id').execute();
  },

  async down(db: MigrationDb) {
    await db.schema.dropTable('content_likes').ifExists().execute();
  },
};
