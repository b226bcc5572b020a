import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { isPostgres, type MigrationDb } from './helpers.ts';

/**
 * Daily history for creator analytics, kept by triggers so every writer of the counters
 * (the discovery view counter today, likes and comments later) feeds it without knowing
 * about it:
 * - content_stat_days: per content item and UTC day, the views/likes/comments added that
 *   day (deltas of content_items' counters);
 * - avatar_earning_days: per avatar and UTC day, subscribers gained and lost and revenue in
 *   minor units (fed by the subscriptions triggers of migration 0502 and by the demo seed).
 */
const SQLITE_DAY = `strftime('%Y-%m-%d', 'now')`;
const PG_DAY = `to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;

const COUNTERS_CHANGED =
  'NEW.view_count <> OLD.view_count OR NEW.like_count <> OLD.like_count OR NEW.comment_count <> OLD.comment_count';

const UPSERT_TAIL = `ON CONFLICT (content_id, day) DO UPDATE SET
  views = content_stat_days.views + excluded.views,
  likes = content_stat_days.likes + excluded.likes,
  comments = content_stat_days.comments + excluded.comments`;

const SQLITE_TRIGGERS = [
  `CREATE TRIGGER creator_stats_content_counters
   AFTER UPDATE OF view_count, like_count, comment_count ON content_items
   WHEN ${COUNTERS_CHANGED}
   BEGIN
     INSERT INTO content_stat_days (content_id, day, views, likes, comments)
     VALUES (NEW.id, ${SQLITE_DAY}, NEW.view_count - OLD.view_count, NEW.like_count - OLD.like_count,
             NEW.comment_count - OLD.comment_count)
     ${UPSERT_TAIL};
   END`,
];

const POSTGRES_TRIGGERS = [
  `CREATE FUNCTION creator_stats_on_counters() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     INSERT INTO content_stat_days (content_id, day, views, likes, comments)
     VALUES (NEW.id, ${PG_DAY}, NEW.view_count - OLD.view_count, NEW.like_count - OLD.like_count,
             NEW.comment_count - OLD.comment_count)
     ${UPSERT_TAIL};
     RETURN NULL;
   END $$`,
  `CREATE TRIGGER creator_stats_content_counters
   AFTER UPDATE OF view_count, like_count, comment_count ON content_items
   FOR EACH ROW WHEN (${COUNTERS_CHANGED})
   EXECUTE FUNCTION creator_stats_on_counters()`,
];

export const creatorStatsMigration: Migration = {
  async up(db: MigrationDb) {
    await db.schema
      .createTable('content_stat_days')
      .addColumn('content_id', 'integer', (c) => c.notNull().references('content_items.id').onDelete('cascade'))
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('likes', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('comments', 'integer', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('content_stat_days_pk', ['content_id', 'day'])
      .execute();
    await db.schema.createIndex('content_stat_days_day_idx').on('content_stat_days').column('day').execute();

    await db.schema
      .createTable('avatar_earning_days')
      .addColumn('avatar_id', 'integer', (c) => c.notNull().references('avatars.id').onDelete('cascade'))
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('subscribers_gained', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('subscribers_lost', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('revenue', 'integer', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('avatar_earning_days_pk', ['avatar_id', 'day'])
      .execute();

    for (const statement of isPostgres(db) ? POSTGRES_TRIGGERS : SQLITE_TRIGGERS) {
      await sql.raw(statement).execute(db);
    }
  },

  async down(db: MigrationDb) {
    if (isPostgres(db)) {
      await sql`DROP TRIGGER IF EXISTS creator_stats_content_counters ON content_items`.execute(db);
      await sql`DROP FUNCTION IF EXISTS creator_stats_on_counters()`.execute(db);
    } else {
      await sql`DROP TRIGGER IF EXISTS creator_stats_content_counters`.execute(db);
    }
    await db.schema.dropTable('avatar_earning_days').ifExists().execute();
    await db.schema.dropTable('content_stat_days').ifExists().execute();
  },
};
