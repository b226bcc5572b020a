import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { isPostgres, type MigrationDb } from './helpers.ts';

/**
 * Subscriptions feed avatar_earning_days: a subscription that becomes active adds a
 * subscriber and the avatar's monthly price (minor units) on that UTC day; one that stops
 * being active counts as a lost subscriber. The subscriptions table belongs to the
 * discovery work (migration 0101, which sorts before this one); on a database without it
 * this migration has nothing to attach to and does nothing.
 */
const SQLITE_DAY = `strftime('%Y-%m-%d', 'now')`;
const PG_DAY = `to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;

const gain = (day: string, avatar: string) => `
  INSERT INTO avatar_earning_days (avatar_id, day, subscribers_gained, subscribers_lost, revenue)
  SELECT a.id, ${day}, 1, 0, a.monthly_price FROM avatars a WHERE a.id = ${avatar}
  ON CONFLICT (avatar_id, day) DO UPDATE SET
    subscribers_gained = avatar_earning_days.subscribers_gained + 1,
    revenue = avatar_earning_days.revenue + excluded.revenue;`;
const lose = (day: string, avatar: string) => `
  INSERT INTO avatar_earning_days (avatar_id, day, subscribers_gained, subscribers_lost, revenue)
  VALUES (${avatar}, ${day}, 0, 1, 0)
  ON CONFLICT (avatar_id, day) DO UPDATE SET subscribers_lost = avatar_earning_days.subscribers_lost + 1;`;

const SQLITE_TRIGGERS = [
  `CREATE TRIGGER creator_earnings_subscription_insert AFTER INSERT ON subscriptions
   WHEN NEW.status = 'active' BEGIN ${gain(SQLITE_DAY, 'NEW.avatar_id')} END`,
  `CREATE TRIGGER creator_earnings_subscription_start AFTER UPDATE OF status ON subscriptions
   WHEN NEW.status = 'active' AND OLD.status <> 'active' BEGIN ${gain(SQLITE_DAY, 'NEW.avatar_id')} END`,
  `CREATE TRIGGER creator_earnings_subscription_stop AFTER UPDATE OF status ON subscriptions
   WHEN OLD.status = 'active' AND NEW.status <> 'active' BEGIN ${lose(SQLITE_DAY, 'OLD.avatar_id')} END`,
];

const POSTGRES_TRIGGERS = [
  `CREATE FUNCTION creator_earnings_on_subscription() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     IF NEW.status = 'active' AND (TG_OP = 'INSERT' OR OLD.status <> 'active') THEN
       ${gain(PG_DAY, 'NEW.avatar_id')}
     ELSIF TG_OP = 'UPDATE' AND OLD.status = 'active' AND NEW.status <> 'active' THEN
       ${lose(PG_DAY, 'OLD.avatar_id')}
     END IF;
     RETURN NULL;
   END $$`,
  `CREATE TRIGGER creator_earnings_subscription AFTER INSERT OR UPDATE OF status ON subscriptions
   FOR EACH ROW EXECUTE FUNCTION creator_earnings_on_subscription()`,
];

async function hasSubscriptions(db: MigrationDb): Promise<boolean> {
  const tables = await db.introspection.getTables();
  return tables.some((t) => t.name === 'subscriptions');
}

export const creatorSubscriptionEarningsMigration: Migration = {
  async up(db: MigrationDb) {
    if (!(await hasSubscriptions(db))) return;
    for (const statement of isPostgres(db) ? POSTGRES_TRIGGERS : SQLITE_TRIGGERS) {
      await sql.raw(statement).execute(db);
    }
  },

  async down(db: MigrationDb) {
    if (!(await hasSubscriptions(db))) return;
    if (isPostgres(db)) {
      await sql`DROP TRIGGER IF EXISTS creator_earnings_subscription ON subscriptions`.execute(db);
      await sql`DROP FUNCTION IF EXISTS creator_earnings_on_subscription()`.execute(db);
      return;
    }
    for (const name of ['insert', 'start', 'stop']) {
      await sql.raw(`DROP TRIGGER IF EXISTS creator_earnings_subscription_${name}`).execute(db);
    }
  },
};
