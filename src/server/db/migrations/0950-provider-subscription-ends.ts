import type { Migration } from 'kysely/migration';
import { type MigrationDb, timestampType } from './helpers.ts';

/**
 * A subscription whose access ended here (a refund, a dispute) while the provider still
 * bills it: `provider_end_owed_at` is set in the transaction that ends the access and
 * cleared once the provider confirmed the end, so a failed call is retried by the
 * `end-provider-subscriptions` job, after a restart too. `provider_end_attempts` counts
 * the calls made (each attempt its own idempotency key).
 */
export const providerSubscriptionEndsMigration: Migration = {
  async up(db: MigrationDb) {
    const ts = timestampType(db);
    await db.schema.alterTable('subscriptions').addColumn('provider_end_owed_at', ts).execute();
    await db.schema
      .alterTable('subscriptions')
      .addColumn('provider_end_attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createIndex('subscriptions_provider_end_owed_idx')
      .on('subscriptions')
      .column('provider_end_owed_at')
      .execute();
  },

  async down(db: MigrationDb) {
    await db.schema.dropIndex('subscriptions_provider_end_owed_idx').ifExists().execute();
    await db.schema.alterTable('subscriptions').dropColumn('provider_end_attempts').execute();
    await db.schema.alterTable('subscriptions').dropColumn('provider_end_owed_at').execute();
  },
};
