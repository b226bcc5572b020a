import type { Migration } from 'kysely/migration';
import { idColumn, type MigrationDb, timestampType } from './helpers.ts';

/**
 * What the offline test-mode payment provider remembers, as a real provider would on its
 * side (src/server/payments/test-mode/): its checkout sessions, tokenised cards (brand, last four, expiry and how
 * the test number behaves; never the number or the CVC) and every operation by its
 * idempotency key, so a retried charge, refund or payout returns the first answer instead
 * of moving money twice. No product module reads these tables.
 */
export const testPaymentProviderMigration: Migration = {
  async up(db: MigrationDb) {
    const ts = timestampType(db);
    await db.schema
      .createTable('test_provider_cards')
      .addColumn('token', 'text', (c) => c.primaryKey())
      .addColumn('brand', 'text', (c) => c.notNull())
      .addColumn('last4', 'text', (c) => c.notNull())
      .addColumn('exp_month', 'integer', (c) => c.notNull())
      .addColumn('exp_year', 'integer', (c) => c.notNull())
      // succeeds | declines | fails_later (attaches, then every later charge fails)
      .addColumn('behaviour', 'text', (c) => c.notNull())
      .addColumn('created_at', ts, (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('test_provider_checkouts')
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
      // The product's checkout id, echoed in the provider's events.
      .addColumn('checkout_id', 'integer', (c) => c.notNull())
      .addColumn('user_id', 'integer', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('amount', 'integer', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('return_path', 'text', (c) => c.notNull())
      // open | paid (expired is computed from created_at)
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('card_token', 'text')
      .addColumn('charge_ref', 'text')
      .addColumn('created_at', ts, (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('test_provider_operations')
      .addColumn('idempotency_key', 'text', (c) => c.primaryKey())
      .addColumn('ref', 'text', (c) => c.notNull().unique())
      // checkout_charge | renewal_charge | refund | payout
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('amount', 'integer', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      // succeeded | failed
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('failure_message', 'text')
      // The card charged, the charge refunded or the account paid.
      .addColumn('subject', 'text')
      .addColumn('created_at', ts, (c) => c.notNull())
      .execute();
  },

  async down(db: MigrationDb) {
    await db.schema.dropTable('test_provider_operations').ifExists().execute();
    await db.schema.dropTable('test_provider_checkouts').ifExists().execute();
    await db.schema.dropTable('test_provider_cards').ifExists().execute();
  },
};
