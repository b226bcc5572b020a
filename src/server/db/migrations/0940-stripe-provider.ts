import type { Migration } from 'kysely/migration';
import { idColumn, type MigrationDb, timestampType } from './helpers.ts';

/**
 * What the Stripe provider remembers on our side (src/server/payments/stripe/), read by no
 * product module: the Price made for each avatar, tier and amount (a new price makes a new
 * Price, subscribers keep theirs), the Customer of each member, the id of every webhook
 * event applied (a replay is a no-op) and each creator's Connect account with its status.
 */
export const stripeProviderMigration: Migration = {
  async up(db: MigrationDb) {
    const ts = timestampType(db);
    await db.schema
      .createTable('stripe_prices')
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('avatar_id', 'integer', (c) => c.notNull())
      .addColumn('tier', 'text', (c) => c.notNull())
      .addColumn('amount', 'integer', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('price_ref', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', ts, (c) => c.notNull())
      .addUniqueConstraint('stripe_prices_offer_unique', ['avatar_id', 'tier', 'amount', 'currency'])
      .execute();
    await db.schema
      .createTable('stripe_customers')
      .addColumn('user_id', 'integer', (c) => c.primaryKey())
      .addColumn('customer_ref', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', ts, (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('stripe_events')
      .addColumn('event_id', 'text', (c) => c.primaryKey())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('received_at', ts, (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('stripe_accounts')
      .addColumn('user_id', 'integer', (c) => c.primaryKey())
      .addColumn('account_ref', 'text', (c) => c.notNull().unique())
      // details_needed | restricted | enabled
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('updated_at', ts, (c) => c.notNull())
      .execute();
  },

  async down(db: MigrationDb) {
    await db.schema.dropTable('stripe_accounts').ifExists().execute();
    await db.schema.dropTable('stripe_events').ifExists().execute();
    await db.schema.dropTable('stripe_customers').ifExists().execute();
    await db.schema.dropTable('stripe_prices').ifExists().execute();
  },
};
