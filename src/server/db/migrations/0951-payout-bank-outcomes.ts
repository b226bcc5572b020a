import type { Migration } from 'kysely/migration';
import { type MigrationDb, timestampType } from './helpers.ts';

/**
 * With Stripe, a payout row is a transfer to the creator's connected account; Stripe then
 * pays that balance out to their bank (payout.paid / payout.failed). The bank payout that
 * covered a statement: Stripe's id, paid or failed (with Stripe's message), when it
 * arrives, and when Stripe created it (a later payout may cover money a failed one left).
 */
export const payoutBankOutcomesMigration: Migration = {
  async up(db: MigrationDb) {
    const ts = timestampType(db);
    for (const [name, type] of [
      ['bank_payout_ref', 'text'],
      ['bank_status', 'text'],
      ['bank_failure_message', 'text'],
      ['bank_arrival_at', ts],
      ['bank_payout_created_at', ts],
    ] as const) {
      await db.schema.alterTable('payouts').addColumn(name, type).execute();
    }
  },

  async down(db: MigrationDb) {
    for (const name of [
      'bank_payout_created_at',
      'bank_arrival_at',
      'bank_failure_message',
      'bank_status',
      'bank_payout_ref',
    ]) {
      await db.schema.alterTable('payouts').dropColumn(name).execute();
    }
  },
};
