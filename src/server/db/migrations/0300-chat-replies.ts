import type { Migration } from 'kysely/migration';
import { idColumn, type MigrationDb, nowDefault, timestampType } from './helpers.ts';

/**
 * Chat replies as jobs (one per user message, created in the same transaction), and what
 * a companion remembers about a visitor. `chat_messages.reply_to` is unique so no
 * message is ever answered twice, whatever two workers do.
 */
export const chatRepliesMigration: Migration = {
  async up(db: MigrationDb) {
    const ts = timestampType(db);
    const now = nowDefault(db);

    await db.schema.alterTable('chat_messages').addColumn('reply_to', 'integer').execute();
    await db.schema.createIndex('chat_messages_reply_to_uq').on('chat_messages').column('reply_to').unique().execute();

    await db.schema
      .createTable('chat_replies')
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('user_message_id', 'integer', (c) =>
        c.notNull().unique().references('chat_messages.id').onDelete('cascade'),
      )
      .addColumn('avatar_id', 'integer', (c) => c.notNull().references('avatars.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
      .addColumn('session_id', 'text', (c) => c.references('sessions.id').onDelete('cascade'))
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
      .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('claimed_by', 'text')
      .addColumn('lease_until', ts)
      .addColumn('assistant_message_id', 'integer')
      .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
      .addColumn('updated_at', ts, (c) => c.notNull().defaultTo(now))
      .execute();
    await db.schema.createIndex('chat_replies_status_idx').on('chat_replies').columns(['status', 'id']).execute();
    await db.schema
      .createIndex('chat_replies_session_avatar_idx')
      .on('chat_replies')
      .columns(['session_id', 'avatar_id'])
      .execute();
    await db.schema
      .createIndex('chat_replies_user_avatar_idx')
      .on('chat_replies')
      .columns(['user_id', 'avatar_id'])
      .execute();

    await db.schema
      .createTable('chat_memories')
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('avatar_id', 'integer', (c) => c.notNull().references('avatars.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
      .addColumn('session_id', 'text', (c) => c.references('sessions.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
      .addColumn('updated_at', ts, (c) => c.notNull().defaultTo(now))
      .execute();
    await db.schema
      .createIndex('chat_memories_session_avatar_idx')
      .on('chat_memories')
      .columns(['session_id', 'avatar_id'])
      .execute();
    await db.schema
      .createIndex('chat_memories_user_avatar_idx')
      .on('chat_memories')
      .columns(['user_id', 'avatar_id'])
      .execute();
  },

  async down(db: MigrationDb) {
    await db.schema.dropTable('chat_memories').ifExists().execute();
    await db.schema.dropTable('chat_replies').ifExists().execute();
    await db.schema.dropIndex('chat_messages_reply_to_uq').ifExists().execute();
    await db.schema.alterTable('chat_messages').dropColumn('reply_to').execute();
  },
};
