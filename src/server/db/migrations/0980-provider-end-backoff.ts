import type { Migration } from 'kysely/migration';
import { type MigrationDb, timestampType } from './helpers.ts';

/**
 * When the `end-provider-subscriptions` job may ask the provider again for an end it still
 * owes (migration 0950): set after each failed call, further off each time, so an outage
 * at the provider does not draw one call per owed end every minute.
 */
export const providerEndBackoffMigration = {
  async up(db: MigrationDb) {
    await db.schema.alterTable('subscriptions').addColumn('provider_end_next_at', timestampType(db)).execute();
  },

  async down(db: MigrationDb) {
    await db.schema.alterTable('subscriptions').dropColumn('provider_end_next_at').execute();
  },
} satisfies Migration;
