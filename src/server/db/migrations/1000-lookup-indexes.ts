import type { Migration } from 'kysely/migration';
import type { MigrationDb } from './helpers.ts';

/**
 * Two lookups that read a whole table (found by running every statement of the API suite
 * through SQLite's EXPLAIN QUERY PLAN, docs/performance.md):
 * - a refund or a dispute reads the ledger entries of its charge (reversals.service.ts):
 *   without an index, the whole ledger, which only grows, inside the money transaction;
 * - deleting an account cascades to its checkouts, whose only index on user_id is partial
 *   (open checkouts), which a foreign key's lookup cannot use: every checkout was read.
 */
export const lookupIndexesMigration = {
  async up(db: MigrationDb) {
    await db.schema.createIndex('ledger_entries_charge_idx').on('ledger_entries').column('charge_id').execute();
    await db.schema.createIndex('checkouts_user_idx').on('checkouts').column('user_id').execute();
  },

  async down(db: MigrationDb) {
    await db.schema.dropIndex('checkouts_user_idx').execute();
    await db.schema.dropIndex('ledger_entries_charge_idx').execute();
  },
} satisfies Migration;
