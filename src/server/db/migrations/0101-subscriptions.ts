import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { idColumn, isPostgres, type MigrationDb, nowDefault, timestampType } from './helpers.ts';

/**
 * Member subscriptions to an avatar (tier premium | vip). There are no payments yet: a
 * row records the member's intent and makes `is-subscribed` and the subscriber count
 * real. One row per member and avatar; cancelling keeps the row (status 'cancelled').
 *
 * avatar_listing.subscriber_count follows the active rows through triggers, so deleting a
 * member (cascade) or an avatar keeps the figure right whatever did the delete.
 */
const SQLITE_TRIGGERS = [
  `CREATE TRIGGER subscriptions_count_insert AFTER INSERT ON subscriptions WHEN NEW.status = 'active' BEGIN
     UPDATE avatar_listing SET subscriber_count = subscriber_count + 1 WHERE avatar_id = NEW.avatar_id;
   END`,
  `CREATE TRIGGER subscriptions_count_update AFTER UPDATE OF status, avatar_id ON subscriptions BEGIN
     UPDATE avatar_listing SET subscriber_count = subscriber_count - 1
     WHERE avatar_id = OLD.avatar_id AND OLD.status = 'active';
     UPDATE avatar_listing SET subscriber_count = subscriber_count + 1
     WHERE avatar_id = NEW.avatar_id AND NEW.status = 'active';
   END`,
  `CREATE TRIGGER subscriptions_count_delete AFTER DELETE ON subscriptions WHEN OLD.status = 'active' BEGIN
     UPDATE avatar_listing SET subscriber_count = subscriber_count - 1 WHERE avatar_id = OLD.avatar_id;
   END`,
];

const POSTGRES_TRIGGERS = [
  `CREATE FUNCTION subscriptions_count() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'active' THEN
       UPDATE avatar_listing SET subscriber_count = subscriber_count - 1 WHERE avatar_id = OLD.avatar_id;
     END IF;
     IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'active' THEN
       UPDATE avatar_listing SET subscriber_count = subscriber_count + 1 WHERE avatar_id = NEW.avatar_id;
     END IF;
     RETURN NULL;
   END $$`,
  `CREATE TRIGGER subscriptions_count AFTER INSERT OR DELETE OR UPDATE OF status, avatar_id ON subscriptions
   FOR EACH ROW EXECUTE FUNCTION subscriptions_count()`,
];

export const subscriptionsMigration: Migration = {
  async up(db: MigrationDb) {
    const ts = timestampType(db);
    const now = nowDefault(db);
    await db.schema
      .createTable('subscriptions')
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('avatar_id', 'integer', (c) => c.notNull().references('avatars.id').onDelete('cascade'))
      .addColumn('tier', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
      .addColumn('updated_at', ts, (c) => c.notNull().defaultTo(now))
      .addColumn('cancelled_at', ts)
      .addUniqueConstraint('subscriptions_user_avatar_key', ['user_id', 'avatar_id'])
      .execute();
    await db.schema
      .createIndex('subscriptions_avatar_status_idx')
      .on('subscriptions')
      .columns(['avatar_id', 'status'])
      .execute();
    for (const statement of isPostgres(db) ? POSTGRES_TRIGGERS : SQLITE_TRIGGERS) {
      await sql.raw(statement).execute(db);
    }
  },

  async down(db: MigrationDb) {
    if (isPostgres(db)) {
      await sql`DROP TRIGGER IF EXISTS subscriptions_count ON subscriptions`.execute(db);
      await sql`DROP FUNCTION IF EXISTS subscriptions_count()`.execute(db);
    }
    await db.schema.dropTable('subscriptions').ifExists().execute();
  },
};
