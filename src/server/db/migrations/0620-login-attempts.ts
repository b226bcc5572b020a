import type { Migration } from 'kysely/migration';
import { idColumn, type MigrationDb, timestampType } from './helpers.ts';

/**
 * Login limits as counters that a request reserves before the password is checked, so
 * parallel guesses cannot all slip under the limit (issue 19, items 4 and 5). One row per
 * account and address (`address` = the caller's address, or '' for the account as a whole,
 * from every address); plus the addresses an account has signed in from, which the
 * account-wide delays spare so a stranger cannot lock the owner out.
 *
 * Replaces login_failures (one row per failure, counted after the check): the failures
 * counted there are not carried over; at worst an attacker gets one fresh window.
 */
export const loginAttemptsMigration: Migration = {
  async up(db: MigrationDb) {
    const ts = timestampType(db);
    await db.schema
      .createTable('login_attempts')
      .addColumn('account_key', 'text', (c) => c.notNull())
      .addColumn('address', 'text', (c) => c.notNull())
      // Attempts reserved in the current window (each one a failure unless it succeeded).
      .addColumn('attempts', 'integer', (c) => c.notNull())
      .addColumn('window_started_at', ts, (c) => c.notNull())
      // Account-wide rows only: no attempt from an unknown address before this moment.
      .addColumn('next_attempt_at', ts)
      .addPrimaryKeyConstraint('login_attempts_pk', ['account_key', 'address'])
      .execute();
    await db.schema.createIndex('login_attempts_window_idx').on('login_attempts').column('window_started_at').execute();

    await db.schema
      .createTable('login_known_addresses')
      .addColumn('account_key', 'text', (c) => c.notNull())
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('last_success_at', ts, (c) => c.notNull())
      .addPrimaryKeyConstraint('login_known_addresses_pk', ['account_key', 'address'])
      .execute();

    await db.schema.dropTable('login_failures').execute();
  },

  async down(db: MigrationDb) {
    const ts = timestampType(db);
    await db.schema
      .createTable('login_failures')
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('account_key', 'text', (c) => c.notNull())
      .addColumn('created_at', ts, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('login_failures_key_created_idx')
      .on('login_failures')
      .columns(['account_key', 'created_at'])
      .execute();
    await db.schema.createIndex('login_failures_created_idx').on('login_failures').column('created_at').execute();
    await db.schema.dropTable('login_known_addresses').ifExists().execute();
    await db.schema.dropTable('login_attempts').ifExists().execute();
  },
};
