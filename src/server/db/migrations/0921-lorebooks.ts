import type { Migration } from 'kysely/migration';
import { idColumn, type MigrationDb, timestampType } from './helpers.ts';

/**
 * Lorebooks (issue 15): one book per avatar (its settings) and its entries, in the order
 * the creator lists them (`sort_index`). Keys are JSON arrays of strings; `extensions` are
 * other tools' data kept for the round trip. Both go with the avatar.
 */
export const lorebooksMigration: Migration = {
  async up(db: MigrationDb) {
    await db.schema
      .createTable('lorebooks')
      .addColumn('avatar_id', 'integer', (c) => c.primaryKey().references('avatars.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('scan_depth', 'integer', (c) => c.notNull())
      .addColumn('token_budget', 'integer', (c) => c.notNull())
      .addColumn('recursive_scanning', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('extensions', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('updated_at', timestampType(db), (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('lorebook_entries')
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('avatar_id', 'integer', (c) => c.notNull().references('lorebooks.avatar_id').onDelete('cascade'))
      .addColumn('sort_index', 'integer', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('comment', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('keys', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('secondary_keys', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('constant', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('selective', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('case_sensitive', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('use_regex', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('insertion_order', 'integer', (c) => c.notNull().defaultTo(100))
      .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(10))
      .addColumn('scan_depth', 'integer')
      .addColumn('position', 'text', (c) => c.notNull().defaultTo('before_char'))
      .addColumn('extensions', 'text', (c) => c.notNull().defaultTo('{}'))
      .addUniqueConstraint('lorebook_entries_order_unique', ['avatar_id', 'sort_index'])
      .execute();
  },

  async down(db: MigrationDb) {
    await db.schema.dropTable('lorebook_entries').ifExists().execute();
    await db.schema.dropTable('lorebooks').ifExists().execute();
  },
};
