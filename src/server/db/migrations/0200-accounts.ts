import type { Migration } from 'kysely/migration';
import { idColumn, type MigrationDb, timestampType } from './helpers.ts';

/**
 * Accounts: failed logins (per-account brute-force limit shared by every instance),
 * password-reset tokens and the loyalty-point ledger.
 */
export const accountsMigration: Migration = {
  async up(db: MigrationDb) {
    const ts = timestampType(db);

    // One row per failed attempt, keyed by the normalised email whether or not such an
    // account exists, so the limit itself reveals nothing about who is registered.
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

    await db.schema
      .createTable('password_reset_tokens')
      // HMAC of the emailed token; the token itself is never stored.
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', ts, (c) => c.notNull())
      .addColumn('expires_at', ts, (c) => c.notNull())
      .addColumn('used_at', ts)
      .execute();
    await db.schema
      .createIndex('password_reset_tokens_user_idx')
      .on('password_reset_tokens')
      .columns(['user_id', 'created_at'])
      .execute();

    // The ledger behind users.loyalty_points: one row per rule and scope (a day, an
    // avatar…), so awarding the same thing twice is a no-op.
    await db.schema
      .createTable('loyalty_awards')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('rule', 'text', (c) => c.notNull())
      .addColumn('scope', 'text', (c) => c.notNull())
      .addColumn('points', 'integer', (c) => c.notNull())
      .addColumn('created_at', ts, (c) => c.notNull())
      .addPrimaryKeyConstraint('loyalty_awards_pk', ['user_id', 'rule', 'scope'])
      .execute();
  },

  async down(db: MigrationDb) {
    for (const table of ['loyalty_awards', 'password_reset_tokens', 'login_failures']) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
