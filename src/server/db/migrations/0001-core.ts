import type { Migration } from 'kysely/migration';
import { idColumn, type MigrationDb, nowDefault, timestampType } from './helpers.ts';

export const coreMigration: Migration = {
  async up(db: MigrationDb) {
    const ts = timestampType(db);
    const now = nowDefault(db);

    await db.schema
      .createTable('app_meta')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('users')
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('username', 'text', (c) => c.notNull())
      .addColumn('username_key', 'text', (c) => c.notNull().unique())
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('password_hash', 'text')
      .addColumn('role', 'text', (c) => c.notNull().defaultTo('user'))
      .addColumn('display_name', 'text')
      .addColumn('bio', 'text')
      .addColumn('profile_image_url', 'text')
      .addColumn('loyalty_points', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
      .addColumn('updated_at', ts, (c) => c.notNull().defaultTo(now))
      .execute();

    await db.schema
      .createTable('sessions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
      .addColumn('persistent', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
      .addColumn('last_seen_at', ts, (c) => c.notNull().defaultTo(now))
      .addColumn('expires_at', ts, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();
    await db.schema.createIndex('sessions_expires_at_idx').on('sessions').column('expires_at').execute();

    await db.schema
      .createTable('avatars')
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('creator_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('tagline', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('personality', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('scenario', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('first_message', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('example_dialogue', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('interests', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('category', 'text', (c) => c.notNull())
      .addColumn('main_image', 'text')
      .addColumn('profile_image', 'text')
      .addColumn('monthly_price', 'integer', (c) => c.notNull())
      .addColumn('is_visible', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('online_start_hour', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('online_end_hour', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
      .addColumn('updated_at', ts, (c) => c.notNull().defaultTo(now))
      .execute();
    await db.schema.createIndex('avatars_creator_id_idx').on('avatars').column('creator_id').execute();
    await db.schema
      .createIndex('avatars_visible_created_idx')
      .on('avatars')
      .columns(['is_visible', 'created_at', 'id'])
      .execute();
    await db.schema.createIndex('avatars_category_idx').on('avatars').columns(['category', 'is_visible']).execute();

    await db.schema
      .createTable('content_items')
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('avatar_id', 'integer', (c) => c.notNull().references('avatars.id').onDelete('cascade'))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('content_details', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('is_preview', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('image_url', 'text')
      .addColumn('area', 'text', (c) => c.notNull().defaultTo('life'))
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('published'))
      .addColumn('rejection_reason', 'text')
      .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('like_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('comment_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('published_at', ts)
      .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
      .addColumn('updated_at', ts, (c) => c.notNull().defaultTo(now))
      .execute();
    await db.schema
      .createIndex('content_items_avatar_status_idx')
      .on('content_items')
      .columns(['avatar_id', 'status', 'published_at'])
      .execute();

    await db.schema
      .createTable('favorites')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('avatar_id', 'integer', (c) => c.notNull().references('avatars.id').onDelete('cascade'))
      .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
      .addPrimaryKeyConstraint('favorites_pk', ['user_id', 'avatar_id'])
      .execute();
    await db.schema.createIndex('favorites_avatar_id_idx').on('favorites').column('avatar_id').execute();

    await db.schema
      .createTable('chat_messages')
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('avatar_id', 'integer', (c) => c.notNull().references('avatars.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
      .addColumn('session_id', 'text', (c) => c.references('sessions.id').onDelete('cascade'))
      .addColumn('role', 'text', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
      .execute();
    await db.schema
      .createIndex('chat_messages_user_avatar_idx')
      .on('chat_messages')
      .columns(['user_id', 'avatar_id', 'id'])
      .execute();
    await db.schema
      .createIndex('chat_messages_session_avatar_idx')
      .on('chat_messages')
      .columns(['session_id', 'avatar_id', 'id'])
      .execute();
    await db.schema
      .createIndex('chat_messages_avatar_created_idx')
      .on('chat_messages')
      .columns(['avatar_id', 'created_at'])
      .execute();

    await db.schema
      .createTable('activity_events')
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('avatar_id', 'integer', (c) => c.references('avatars.id').onDelete('set null'))
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('preview', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
      .execute();
    await db.schema
      .createIndex('activity_events_user_created_idx')
      .on('activity_events')
      .columns(['user_id', 'created_at'])
      .execute();

    await db.schema
      .createTable('waitlist_entries')
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
      .execute();

    await db.schema
      .createTable('contact_messages')
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('portfolio_detected', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
      .execute();
  },

  async down(db: MigrationDb) {
    for (const table of [
      'contact_messages',
      'waitlist_entries',
      'activity_events',
      'chat_messages',
      'favorites',
      'content_items',
      'avatars',
      'sessions',
      'users',
      'app_meta',
    ]) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
