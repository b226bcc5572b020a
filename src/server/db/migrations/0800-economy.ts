import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { idColumn, isPostgres, type MigrationDb, nowDefault, timestampType } from './helpers.ts';

/**
 * The creator economy (issue 13): paid subscriptions, their charges, the ledger and payouts.
 *
 * - subscriptions (0101) gain a price and currency fixed at purchase, a current period, a
 *   cancellation time (`cancel_at`: access ends then, no renewal past it), a grace period
 *   after a failed renewal and the payment method renewals use. Status is now
 *   active | past_due | cancelled (ends at `cancel_at`) | expired. The rows of the old free
 *   toggle never paid: they become expired.
 * - checkouts: one started purchase; at most one open per member and avatar (a
 *   double-clicked Subscribe finds the open one).
 * - subscription_charges: every attempt to take money, keyed by an idempotency key.
 * - ledger_entries: money movements in minor units, append-only, each keyed once.
 * - payouts: what was paid to a creator for which entries (statements).
 * - payment_methods: brand, last four and expiry only, with the provider's reference.
 * - creator_profiles: the card and raw payout-account fields go (numbers never reach us);
 *   the payout destination is the provider's reference and a masked label.
 *
 * The subscriber count and the subscribers-per-day history now follow entitled statuses
 * (active, past_due, cancelled); the per-day revenue estimate (0502) is gone: every money
 * figure is a query over the ledger.
 */
const ENTITLED = `('active', 'past_due', 'cancelled')`;

function countTriggers(postgres: boolean, counted: string): string[] {
  if (postgres) {
    return [
      `CREATE FUNCTION subscriptions_count() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status IN ${counted} THEN
           UPDATE avatar_listing SET subscriber_count = subscriber_count - 1 WHERE avatar_id = OLD.avatar_id;
         END IF;
         IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status IN ${counted} THEN
           UPDATE avatar_listing SET subscriber_count = subscriber_count + 1 WHERE avatar_id = NEW.avatar_id;
         END IF;
         RETURN NULL;
       END $$`,
      `CREATE TRIGGER subscriptions_count AFTER INSERT OR DELETE OR UPDATE OF status, avatar_id ON subscriptions
       FOR EACH ROW EXECUTE FUNCTION subscriptions_count()`,
    ];
  }
  return [
    `CREATE TRIGGER subscriptions_count_insert AFTER INSERT ON subscriptions WHEN NEW.status IN ${counted} BEGIN
       UPDATE avatar_listing SET subscriber_count = subscriber_count + 1 WHERE avatar_id = NEW.avatar_id;
     END`,
    `CREATE TRIGGER subscriptions_count_update AFTER UPDATE OF status, avatar_id ON subscriptions BEGIN
       UPDATE avatar_listing SET subscriber_count = subscriber_count - 1
       WHERE avatar_id = OLD.avatar_id AND OLD.status IN ${counted};
       UPDATE avatar_listing SET subscriber_count = subscriber_count + 1
       WHERE avatar_id = NEW.avatar_id AND NEW.status IN ${counted};
     END`,
    `CREATE TRIGGER subscriptions_count_delete AFTER DELETE ON subscriptions WHEN OLD.status IN ${counted} BEGIN
       UPDATE avatar_listing SET subscriber_count = subscriber_count - 1 WHERE avatar_id = OLD.avatar_id;
     END`,
  ];
}

async function dropCountTriggers(db: MigrationDb): Promise<void> {
  if (isPostgres(db)) {
    await sql`DROP TRIGGER IF EXISTS subscriptions_count ON subscriptions`.execute(db);
    await sql`DROP FUNCTION IF EXISTS subscriptions_count()`.execute(db);
    return;
  }
  for (const name of ['insert', 'update', 'delete']) {
    await sql.raw(`DROP TRIGGER IF EXISTS subscriptions_count_${name}`).execute(db);
  }
}

async function dropEarningTriggers(db: MigrationDb): Promise<void> {
  if (isPostgres(db)) {
    await sql`DROP TRIGGER IF EXISTS creator_earnings_subscription ON subscriptions`.execute(db);
    await sql`DROP FUNCTION IF EXISTS creator_earnings_on_subscription()`.execute(db);
    return;
  }
  for (const name of ['insert', 'start', 'stop']) {
    await sql.raw(`DROP TRIGGER IF EXISTS creator_earnings_subscription_${name}`).execute(db);
  }
}

/** Subscribers gained and lost per avatar and UTC day (analytics), now without any revenue. */
function subscriberDayTriggers(postgres: boolean): string[] {
  const day = postgres ? `to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD')` : `strftime('%Y-%m-%d', 'now')`;
  const gain = (avatar: string) => `
    INSERT INTO avatar_earning_days (avatar_id, day, subscribers_gained, subscribers_lost) VALUES (${avatar}, ${day}, 1, 0)
    ON CONFLICT (avatar_id, day) DO UPDATE SET subscribers_gained = avatar_earning_days.subscribers_gained + 1;`;
  const lose = (avatar: string) => `
    INSERT INTO avatar_earning_days (avatar_id, day, subscribers_gained, subscribers_lost) VALUES (${avatar}, ${day}, 0, 1)
    ON CONFLICT (avatar_id, day) DO UPDATE SET subscribers_lost = avatar_earning_days.subscribers_lost + 1;`;
  if (postgres) {
    return [
      `CREATE FUNCTION creator_earnings_on_subscription() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         IF NEW.status IN ${ENTITLED} AND (TG_OP = 'INSERT' OR OLD.status NOT IN ${ENTITLED}) THEN
           ${gain('NEW.avatar_id')}
         ELSIF TG_OP = 'UPDATE' AND OLD.status IN ${ENTITLED} AND NEW.status NOT IN ${ENTITLED} THEN
           ${lose('OLD.avatar_id')}
         END IF;
         RETURN NULL;
       END $$`,
      `CREATE TRIGGER creator_earnings_subscription AFTER INSERT OR UPDATE OF status ON subscriptions
       FOR EACH ROW EXECUTE FUNCTION creator_earnings_on_subscription()`,
    ];
  }
  return [
    `CREATE TRIGGER creator_earnings_subscription_insert AFTER INSERT ON subscriptions
     WHEN NEW.status IN ${ENTITLED} BEGIN ${gain('NEW.avatar_id')} END`,
    `CREATE TRIGGER creator_earnings_subscription_start AFTER UPDATE OF status ON subscriptions
     WHEN NEW.status IN ${ENTITLED} AND OLD.status NOT IN ${ENTITLED} BEGIN ${gain('NEW.avatar_id')} END`,
    `CREATE TRIGGER creator_earnings_subscription_stop AFTER UPDATE OF status ON subscriptions
     WHEN OLD.status IN ${ENTITLED} AND NEW.status NOT IN ${ENTITLED} BEGIN ${lose('OLD.avatar_id')} END`,
  ];
}

async function createMoneyTables(db: MigrationDb): Promise<void> {
  const ts = timestampType(db);
  const now = nowDefault(db);
  await db.schema
    .createTable('payment_methods')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_ref', 'text', (c) => c.notNull())
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('last4', 'text', (c) => c.notNull())
    .addColumn('exp_month', 'integer', (c) => c.notNull())
    .addColumn('exp_year', 'integer', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('payment_methods_provider_ref_key', ['provider', 'provider_ref'])
    .execute();
  await db.schema.createIndex('payment_methods_user_idx').on('payment_methods').column('user_id').execute();

  await db.schema
    .createTable('checkouts')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('avatar_id', 'integer', (c) => c.notNull().references('avatars.id').onDelete('cascade'))
    .addColumn('tier', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    // open | completed | failed | expired
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_ref', 'text')
    .addColumn('url', 'text')
    .addColumn('failure_message', 'text')
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .addColumn('completed_at', ts)
    .execute();
  // One open checkout per member and avatar: a second Subscribe finds the first.
  await sql`CREATE UNIQUE INDEX checkouts_open_key ON checkouts (user_id, avatar_id) WHERE status = 'open'`.execute(db);
  await db.schema.createIndex('checkouts_status_idx').on('checkouts').columns(['status', 'created_at']).execute();

  await db.schema
    .createTable('subscription_charges')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('subscription_id', 'integer', (c) => c.notNull().references('subscriptions.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('avatar_id', 'integer', (c) => c.notNull())
    // initial | renewal
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('tier', 'text', (c) => c.notNull())
    .addColumn('period_start', ts, (c) => c.notNull())
    .addColumn('period_end', ts, (c) => c.notNull())
    .addColumn('attempt', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    // pending | succeeded | failed | refunded
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('provider_ref', 'text')
    .addColumn('payment_method_id', 'integer')
    .addColumn('failure_message', 'text')
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('settled_at', ts)
    .addColumn('refunded_at', ts)
    .execute();
  await db.schema
    .createIndex('subscription_charges_subscription_idx')
    .on('subscription_charges')
    .columns(['subscription_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('subscription_charges_user_idx')
    .on('subscription_charges')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema.createIndex('subscription_charges_status_idx').on('subscription_charges').column('status').execute();

  // No foreign keys: money that moved stays recorded whatever is deleted later.
  await db.schema
    .createTable('ledger_entries')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('entry_key', 'text', (c) => c.notNull().unique())
    // charge | fee | earning | refund | fee_reversal | earning_reversal | payout | payout_reversal
    .addColumn('entry_type', 'text', (c) => c.notNull())
    // gross (what members paid) | platform (service fee) | creator (owed to the creator)
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('creator_id', 'integer', (c) => c.notNull())
    .addColumn('avatar_id', 'integer')
    .addColumn('member_id', 'integer')
    .addColumn('charge_id', 'integer')
    .addColumn('area', 'text')
    // The payout that settled this entry (null: not yet paid out).
    .addColumn('payout_id', 'integer')
    .addColumn('occurred_at', ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('ledger_entries_creator_idx')
    .on('ledger_entries')
    .columns(['creator_id', 'account', 'occurred_at'])
    .execute();
  await db.schema
    .createIndex('ledger_entries_unpaid_idx')
    .on('ledger_entries')
    .columns(['payout_id', 'creator_id'])
    .execute();

  await db.schema
    .createTable('payouts')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('creator_id', 'integer', (c) => c.notNull())
    .addColumn('period_start', ts, (c) => c.notNull())
    .addColumn('period_end', ts, (c) => c.notNull())
    .addColumn('gross', 'integer', (c) => c.notNull())
    .addColumn('fee', 'integer', (c) => c.notNull())
    .addColumn('refunds', 'integer', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    // pending | paid | failed
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('destination_ref', 'text', (c) => c.notNull())
    .addColumn('destination_label', 'text', (c) => c.notNull())
    .addColumn('provider_ref', 'text')
    .addColumn('failure_message', 'text')
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('settled_at', ts)
    .execute();
  await db.schema.createIndex('payouts_creator_idx').on('payouts').columns(['creator_id', 'period_end']).execute();
  await db.schema.createIndex('payouts_status_idx').on('payouts').column('status').execute();
}

const SUBSCRIPTION_COLUMNS: [string, string][] = [
  ['price', 'integer'],
  ['currency', 'text'],
  ['current_period_start', 'ts'],
  ['current_period_end', 'ts'],
  ['cancel_at', 'ts'],
  ['grace_until', 'ts'],
  ['next_retry_at', 'ts'],
  ['failed_attempts', 'integer'],
  ['payment_method_id', 'integer'],
  ['provider_ref', 'text'],
];

export const economyMigration: Migration = {
  async up(db: MigrationDb) {
    const postgres = isPostgres(db);
    const ts = timestampType(db);
    await createMoneyTables(db);

    for (const [name, type] of SUBSCRIPTION_COLUMNS) {
      await db.schema
        .alterTable('subscriptions')
        .addColumn(name, type === 'ts' ? ts : (type as 'integer' | 'text'), (c) =>
          name === 'price' || name === 'failed_attempts'
            ? c.notNull().defaultTo(0)
            : name === 'currency'
              ? c.notNull().defaultTo('usd')
              : c,
        )
        .execute();
    }
    await db.schema
      .createIndex('subscriptions_due_idx')
      .on('subscriptions')
      .columns(['status', 'current_period_end'])
      .execute();

    await dropCountTriggers(db);
    await dropEarningTriggers(db);
    for (const statement of [...countTriggers(postgres, ENTITLED), ...subscriberDayTriggers(postgres)]) {
      await sql.raw(statement).execute(db);
    }
    // The free toggle's rows never paid: they end (and leave the counts) now.
    await db.updateTable('subscriptions').set({ status: 'expired' }).execute();
    await db.schema.alterTable('avatar_earning_days').dropColumn('revenue').execute();

    for (const column of ['card_brand', 'card_last4', 'card_exp_month', 'card_exp_year', 'payout_account_last4']) {
      await db.schema.alterTable('creator_profiles').dropColumn(column).execute();
    }
    await db.schema.alterTable('creator_profiles').addColumn('payout_destination_ref', 'text').execute();
    await db.schema.alterTable('creator_profiles').addColumn('payout_destination_label', 'text').execute();
  },

  async down(db: MigrationDb) {
    const postgres = isPostgres(db);
    await db.schema.alterTable('creator_profiles').dropColumn('payout_destination_label').execute();
    await db.schema.alterTable('creator_profiles').dropColumn('payout_destination_ref').execute();
    for (const column of ['card_brand', 'card_last4', 'payout_account_last4']) {
      await db.schema.alterTable('creator_profiles').addColumn(column, 'text').execute();
    }
    for (const column of ['card_exp_month', 'card_exp_year']) {
      await db.schema.alterTable('creator_profiles').addColumn(column, 'integer').execute();
    }
    await dropEarningTriggers(db);
    await dropCountTriggers(db);
    await db.schema
      .alterTable('avatar_earning_days')
      .addColumn('revenue', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    for (const statement of countTriggers(postgres, `('active')`)) await sql.raw(statement).execute(db);
    await db.schema.dropIndex('subscriptions_due_idx').ifExists().execute();
    for (const [name] of SUBSCRIPTION_COLUMNS) {
      await db.schema.alterTable('subscriptions').dropColumn(name).execute();
    }
    for (const table of ['payouts', 'ledger_entries', 'subscription_charges', 'checkouts', 'payment_methods']) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
