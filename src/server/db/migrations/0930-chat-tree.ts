import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { MigrationDb } from './helpers.ts';

/**
 * Conversations as trees (issue 15). Each message hangs under the one it follows
 * (`parent_id`; null for the first turn); among siblings one is `selected` (the visitor's
 * choice, kept when they move to another branch and back), and `on_path` marks the
 * messages of the chosen path, so history stays one index walk however many branches
 * there are (ids grow along any path). An assistant message is alternative `alternative`
 * of the reply to `reply_to`: the pair is unique (one message per reply attempt, whatever
 * two workers do), where `reply_to` alone was. The reply job (one per user message)
 * counts the alternative it is writing and whether the visitor asked it to stop.
 * Existing conversations become single paths.
 */
export const chatTreeMigration: Migration = {
  async up(db: MigrationDb) {
    await db.schema
      .alterTable('chat_messages')
      .addColumn('parent_id', 'integer', (c) => c.references('chat_messages.id').onDelete('cascade'))
      .execute();
    await db.schema
      .alterTable('chat_messages')
      .addColumn('selected', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await db.schema
      .alterTable('chat_messages')
      .addColumn('on_path', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await db.schema
      .alterTable('chat_messages')
      .addColumn('alternative', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    // The visitor's thumbs up (1) or down (-1) on a reply; null: not rated.
    await db.schema.alterTable('chat_messages').addColumn('rating', 'integer').execute();
    for (const owner of ['user_id', 'session_id']) {
      await sql`update chat_messages set parent_id = (
          select max(p.id) from chat_messages p
          where p.${sql.ref(owner)} = chat_messages.${sql.ref(owner)}
            and p.avatar_id = chat_messages.avatar_id and p.id < chat_messages.id)
        where ${sql.ref(owner)} is not null`.execute(db);
    }
    await db.schema.dropIndex('chat_messages_reply_to_uq').execute();
    await db.schema
      .createIndex('chat_messages_reply_alternative_uq')
      .on('chat_messages')
      .columns(['reply_to', 'alternative'])
      .unique()
      .execute();
    await db.schema.createIndex('chat_messages_parent_idx').on('chat_messages').column('parent_id').execute();

    await db.schema
      .alterTable('chat_replies')
      .addColumn('alternative', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable('chat_replies')
      .addColumn('stop_requested', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },

  async down(db: MigrationDb) {
    await db.schema.alterTable('chat_replies').dropColumn('stop_requested').execute();
    await db.schema.alterTable('chat_replies').dropColumn('alternative').execute();
    await db.schema.dropIndex('chat_messages_parent_idx').execute();
    await db.schema.dropIndex('chat_messages_reply_alternative_uq').execute();
    await db.deleteFrom('chat_messages').where('alternative', '>', 0).execute();
    await db.schema.createIndex('chat_messages_reply_to_uq').on('chat_messages').column('reply_to').unique().execute();
    for (const column of ['rating', 'alternative', 'on_path', 'selected', 'parent_id']) {
      await db.schema.alterTable('chat_messages').dropColumn(column).execute();
    }
  },
};
