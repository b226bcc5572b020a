import type { Migration } from 'kysely/migration';
import { type MigrationDb, timestampType } from './helpers.ts';

/**
 * A creator's email change waits for the new address to confirm it (issue 19, item 6):
 * one row per emailed link, keyed by the link token's HMAC (the token itself is never
 * stored). `session_id` is the session that asked: it stays signed in when the change is
 * confirmed, every other session of the account ends.
 */
export const emailChangesMigration: Migration = {
  async up(db: MigrationDb) {
    const ts = timestampType(db);
    await db.schema
      .createTable('email_change_tokens')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('new_email', 'text', (c) => c.notNull())
      .addColumn('session_id', 'text')
      .addColumn('created_at', ts, (c) => c.notNull())
      .addColumn('expires_at', ts, (c) => c.notNull())
      .addColumn('used_at', ts)
      .execute();
    await db.schema
      .createIndex('email_change_tokens_user_idx')
      .on('email_change_tokens')
      .columns(['user_id', 'created_at'])
      .execute();

    // Notices mailed to an account's owner about something someone else did (a sign-up or
    // an email change naming their address): at most a few per hour, so nobody can use
    // the product to flood an inbox.
    await db.schema
      .createTable('account_notices')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('created_at', ts, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('account_notices_user_kind_idx')
      .on('account_notices')
      .columns(['user_id', 'kind', 'created_at'])
      .execute();
  },

  async down(db: MigrationDb) {
    await db.schema.dropTable('account_notices').ifExists().execute();
    await db.schema.dropTable('email_change_tokens').ifExists().execute();
  },
};
