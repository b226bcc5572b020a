import type { Migration } from 'kysely/migration';
import { idColumn, type MigrationDb, nowDefault, timestampType } from './helpers.ts';

/**
 * The chat safety layer's state: visitors who said they are under 18 (per member or guest
 * session, for every avatar), each conversation's care after a crisis (the gentle turns
 * left), facts the visitor asked the companion to forget (so they leave what is sent to a
 * model too), counts of safety events per day for operators (no text), and on each reply
 * job the visitor's locale (crisis lines) and care.
 */
export const chatSafetyMigration: Migration = {
  async up(db: MigrationDb) {
    const ts = timestampType(db);
    const now = nowDefault(db);

    await db.schema.alterTable('chat_replies').addColumn('locale', 'text').execute();
    await db.schema.alterTable('chat_replies').addColumn('care', 'text').execute();

    await db.schema
      .createTable('visitor_minors')
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('user_id', 'integer', (c) => c.unique().references('users.id').onDelete('cascade'))
      .addColumn('session_id', 'text', (c) => c.unique().references('sessions.id').onDelete('cascade'))
      .addColumn('declared_at', ts, (c) => c.notNull().defaultTo(now))
      .execute();

    await db.schema
      .createTable('conversation_care')
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('avatar_id', 'integer', (c) => c.notNull().references('avatars.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
      .addColumn('session_id', 'text', (c) => c.references('sessions.id').onDelete('cascade'))
      .addColumn('gentle_turns_left', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('crisis_at', ts)
      .addColumn('updated_at', ts, (c) => c.notNull().defaultTo(now))
      .execute();
    await db.schema
      .createIndex('conversation_care_user_avatar_uq')
      .on('conversation_care')
      .columns(['user_id', 'avatar_id'])
      .unique()
      .execute();
    await db.schema
      .createIndex('conversation_care_session_avatar_uq')
      .on('conversation_care')
      .columns(['session_id', 'avatar_id'])
      .unique()
      .execute();

    await db.schema
      .createTable('chat_forgotten')
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('avatar_id', 'integer', (c) => c.notNull().references('avatars.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
      .addColumn('session_id', 'text', (c) => c.references('sessions.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('value', 'text', (c) => c.notNull())
      // Messages up to this id told it; one told again later is remembered again.
      .addColumn('up_to_message_id', 'integer', (c) => c.notNull())
      .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
      .execute();
    await db.schema
      .createIndex('chat_forgotten_user_avatar_idx')
      .on('chat_forgotten')
      .columns(['user_id', 'avatar_id'])
      .execute();
    await db.schema
      .createIndex('chat_forgotten_session_avatar_idx')
      .on('chat_forgotten')
      .columns(['session_id', 'avatar_id'])
      .execute();

    await db.schema
      .createTable('safety_event_counts')
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('safety_event_counts_pk', ['day', 'kind'])
      .execute();
  },

  async down(db: MigrationDb) {
    for (const table of ['safety_event_counts', 'chat_forgotten', 'conversation_care', 'visitor_minors']) {
      await db.schema.dropTable(table).ifExists().execute();
    }
    await db.schema.alterTable('chat_replies').dropColumn('care').execute();
    await db.schema.alterTable('chat_replies').dropColumn('locale').execute();
  },
};
