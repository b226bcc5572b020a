import type { Migration } from 'kysely/migration';
import { idColumn, type MigrationDb, timestampType } from './helpers.ts';

/**
 * Memory beyond the context window (issue 15): one rolling summary per conversation (member
 * or guest session, and avatar) of the turns that no longer fit the prompt. `covers_up_to`
 * is the newest message it folds in; `due` marks a conversation that has outgrown the
 * prompt budget since, for the summaries job (restart-safe: the mark is a row).
 */
export const chatSummariesMigration: Migration = {
  async up(db: MigrationDb) {
    const ts = timestampType(db);
    await db.schema
      .createTable('chat_summaries')
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('avatar_id', 'integer', (c) => c.notNull().references('avatars.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
      .addColumn('session_id', 'text', (c) => c.references('sessions.id').onDelete('cascade'))
      .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('covers_up_to', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('due', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('updated_at', ts, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('chat_summaries_user_avatar_uq')
      .on('chat_summaries')
      .columns(['user_id', 'avatar_id'])
      .unique()
      .execute();
    await db.schema
      .createIndex('chat_summaries_session_avatar_uq')
      .on('chat_summaries')
      .columns(['session_id', 'avatar_id'])
      .unique()
      .execute();
    await db.schema.createIndex('chat_summaries_due_idx').on('chat_summaries').columns(['due', 'id']).execute();
  },

  async down(db: MigrationDb) {
    await db.schema.dropTable('chat_summaries').ifExists().execute();
  },
};
