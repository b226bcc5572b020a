import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { isPostgres, type MigrationDb, timestampType } from './helpers.ts';

/**
 * The discovery read model: one narrow row per avatar (`avatar_listing`) holding exactly
 * what browsing filters and sorts on, so paging 100,000 avatars never touches the wide
 * persona rows, plus daily activity buckets (`avatar_activity_days`) for the 7-day
 * trending window.
 *
 * Every figure is kept up to date by triggers, not by application code, because the rows
 * that move them (chat messages, favourites, content counters, avatars themselves) are
 * written by other areas of the product. Whatever writes them, the listing follows:
 * - avatars insert/update -> visibility, category, creation time, search text, schedule;
 * - favorites insert/delete -> favorite_count, and trending when inside the window;
 * - chat_messages insert -> last_active_at, and trending when inside the window;
 * - content_items insert/update/delete -> engagement_score (views + likes + comments of
 *   published items).
 * The trending window start lives in app_meta ('trending_window_start', a UTC date); the
 * avatars service moves it forward once a day, purging older buckets and recomputing
 * trending_score (see refreshTrendingWindow).
 *
 * The SQL differs per dialect (SQLite trigger bodies vs PL/pgSQL functions); the effect is
 * identical and tested on both.
 */

const LISTING_SYNC_COLUMNS = [
  'name',
  'tagline',
  'is_visible',
  'category',
  'created_at',
  'online_start_hour',
  'online_end_hour',
].join(', ');

const SQLITE_TRIGGERS = [
  `CREATE TRIGGER avatar_listing_avatar_insert AFTER INSERT ON avatars BEGIN
     INSERT INTO avatar_listing (avatar_id, is_visible, category, created_at, search_text, online_start_hour, online_end_hour)
     VALUES (NEW.id, NEW.is_visible, NEW.category, NEW.created_at, lower(NEW.name) || char(10) || lower(NEW.tagline),
             NEW.online_start_hour, NEW.online_end_hour);
   END`,
  `CREATE TRIGGER avatar_listing_avatar_update AFTER UPDATE OF ${LISTING_SYNC_COLUMNS} ON avatars BEGIN
     UPDATE avatar_listing SET is_visible = NEW.is_visible, category = NEW.category, created_at = NEW.created_at,
       search_text = lower(NEW.name) || char(10) || lower(NEW.tagline),
       online_start_hour = NEW.online_start_hour, online_end_hour = NEW.online_end_hour
     WHERE avatar_id = NEW.id;
   END`,
  `CREATE TRIGGER avatar_listing_message_insert AFTER INSERT ON chat_messages BEGIN
     UPDATE avatar_listing SET last_active_at = max(coalesce(last_active_at, ''), NEW.created_at)
     WHERE avatar_id = NEW.avatar_id;
   END`,
  `CREATE TRIGGER avatar_activity_message_insert AFTER INSERT ON chat_messages
   WHEN substr(NEW.created_at, 1, 10) >= coalesce((SELECT value FROM app_meta WHERE key = 'trending_window_start'), '')
   BEGIN
     INSERT INTO avatar_activity_days (avatar_id, day, messages, favorites)
     VALUES (NEW.avatar_id, substr(NEW.created_at, 1, 10), 1, 0)
     ON CONFLICT (avatar_id, day) DO UPDATE SET messages = messages + 1;
     UPDATE avatar_listing SET trending_score = trending_score + 1 WHERE avatar_id = NEW.avatar_id;
   END`,
  `CREATE TRIGGER avatar_listing_favorite_insert AFTER INSERT ON favorites BEGIN
     UPDATE avatar_listing SET favorite_count = favorite_count + 1 WHERE avatar_id = NEW.avatar_id;
   END`,
  `CREATE TRIGGER avatar_activity_favorite_insert AFTER INSERT ON favorites
   WHEN substr(NEW.created_at, 1, 10) >= coalesce((SELECT value FROM app_meta WHERE key = 'trending_window_start'), '')
   BEGIN
     INSERT INTO avatar_activity_days (avatar_id, day, messages, favorites)
     VALUES (NEW.avatar_id, substr(NEW.created_at, 1, 10), 0, 1)
     ON CONFLICT (avatar_id, day) DO UPDATE SET favorites = favorites + 1;
     UPDATE avatar_listing SET trending_score = trending_score + 1 WHERE avatar_id = NEW.avatar_id;
   END`,
  `CREATE TRIGGER avatar_listing_favorite_delete AFTER DELETE ON favorites BEGIN
     UPDATE avatar_listing SET favorite_count = favorite_count - 1 WHERE avatar_id = OLD.avatar_id;
   END`,
  // A favourite taken back inside the window no longer counts towards trending.
  `CREATE TRIGGER avatar_activity_favorite_delete AFTER DELETE ON favorites
   WHEN substr(OLD.created_at, 1, 10) >= coalesce((SELECT value FROM app_meta WHERE key = 'trending_window_start'), '')
   BEGIN
     UPDATE avatar_activity_days SET favorites = favorites - 1
     WHERE avatar_id = OLD.avatar_id AND day = substr(OLD.created_at, 1, 10);
     UPDATE avatar_listing SET trending_score = trending_score - 1 WHERE avatar_id = OLD.avatar_id;
   END`,
  `CREATE TRIGGER avatar_listing_content_insert AFTER INSERT ON content_items WHEN NEW.status = 'published' BEGIN
     UPDATE avatar_listing SET engagement_score = engagement_score + NEW.view_count + NEW.like_count + NEW.comment_count
     WHERE avatar_id = NEW.avatar_id;
   END`,
  `CREATE TRIGGER avatar_listing_content_update
   AFTER UPDATE OF view_count, like_count, comment_count, status, avatar_id ON content_items BEGIN
     UPDATE avatar_listing SET engagement_score = engagement_score - (OLD.view_count + OLD.like_count + OLD.comment_count)
     WHERE avatar_id = OLD.avatar_id AND OLD.status = 'published';
     UPDATE avatar_listing SET engagement_score = engagement_score + (NEW.view_count + NEW.like_count + NEW.comment_count)
     WHERE avatar_id = NEW.avatar_id AND NEW.status = 'published';
   END`,
  `CREATE TRIGGER avatar_listing_content_delete AFTER DELETE ON content_items WHEN OLD.status = 'published' BEGIN
     UPDATE avatar_listing SET engagement_score = engagement_score - (OLD.view_count + OLD.like_count + OLD.comment_count)
     WHERE avatar_id = OLD.avatar_id;
   END`,
];

export const PG_WINDOW_START = `coalesce((SELECT value FROM app_meta WHERE key = 'trending_window_start'), '')`;
export const PG_DAY = (col: string) => `to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;

/** As first written; migration 0990 replaces it (one listing update a message) and puts it back going down. */
export const PG_MESSAGE_FUNCTION = `CREATE FUNCTION avatar_listing_on_message() RETURNS trigger LANGUAGE plpgsql AS $$
   DECLARE d text := ${PG_DAY('NEW.created_at')};
   BEGIN
     UPDATE avatar_listing SET last_active_at = greatest(coalesce(last_active_at, NEW.created_at), NEW.created_at)
     WHERE avatar_id = NEW.avatar_id;
     IF d >= ${PG_WINDOW_START} THEN
       INSERT INTO avatar_activity_days (avatar_id, day, messages, favorites) VALUES (NEW.avatar_id, d, 1, 0)
       ON CONFLICT (avatar_id, day) DO UPDATE SET messages = avatar_activity_days.messages + 1;
       UPDATE avatar_listing SET trending_score = trending_score + 1 WHERE avatar_id = NEW.avatar_id;
     END IF;
     RETURN NULL;
   END $$`;

/** As first written; migration 0990 replaces it (one listing update a favourite) and puts it back going down. */
export const PG_FAVORITE_FUNCTION = `CREATE FUNCTION avatar_listing_on_favorite() RETURNS trigger LANGUAGE plpgsql AS $$
   DECLARE d text;
   BEGIN
     IF TG_OP = 'INSERT' THEN
       d := ${PG_DAY('NEW.created_at')};
       UPDATE avatar_listing SET favorite_count = favorite_count + 1 WHERE avatar_id = NEW.avatar_id;
       IF d >= ${PG_WINDOW_START} THEN
         INSERT INTO avatar_activity_days (avatar_id, day, messages, favorites) VALUES (NEW.avatar_id, d, 0, 1)
         ON CONFLICT (avatar_id, day) DO UPDATE SET favorites = avatar_activity_days.favorites + 1;
         UPDATE avatar_listing SET trending_score = trending_score + 1 WHERE avatar_id = NEW.avatar_id;
       END IF;
     ELSE
       d := ${PG_DAY('OLD.created_at')};
       UPDATE avatar_listing SET favorite_count = favorite_count - 1 WHERE avatar_id = OLD.avatar_id;
       IF d >= ${PG_WINDOW_START} THEN
         UPDATE avatar_activity_days SET favorites = favorites - 1 WHERE avatar_id = OLD.avatar_id AND day = d;
         UPDATE avatar_listing SET trending_score = trending_score - 1 WHERE avatar_id = OLD.avatar_id;
       END IF;
     END IF;
     RETURN NULL;
   END $$`;

const POSTGRES_TRIGGERS = [
  `CREATE FUNCTION avatar_listing_on_avatar() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     IF TG_OP = 'INSERT' THEN
       INSERT INTO avatar_listing (avatar_id, is_visible, category, created_at, search_text, online_start_hour, online_end_hour)
       VALUES (NEW.id, NEW.is_visible, NEW.category, NEW.created_at, lower(NEW.name) || chr(10) || lower(NEW.tagline),
               NEW.online_start_hour, NEW.online_end_hour);
     ELSE
       UPDATE avatar_listing SET is_visible = NEW.is_visible, category = NEW.category, created_at = NEW.created_at,
         search_text = lower(NEW.name) || chr(10) || lower(NEW.tagline),
         online_start_hour = NEW.online_start_hour, online_end_hour = NEW.online_end_hour
       WHERE avatar_id = NEW.id;
     END IF;
     RETURN NULL;
   END $$`,
  `CREATE TRIGGER avatar_listing_avatar_insert AFTER INSERT ON avatars
   FOR EACH ROW EXECUTE FUNCTION avatar_listing_on_avatar()`,
  `CREATE TRIGGER avatar_listing_avatar_update AFTER UPDATE OF ${LISTING_SYNC_COLUMNS} ON avatars
   FOR EACH ROW EXECUTE FUNCTION avatar_listing_on_avatar()`,
  PG_MESSAGE_FUNCTION,
  `CREATE TRIGGER avatar_listing_message_insert AFTER INSERT ON chat_messages
   FOR EACH ROW EXECUTE FUNCTION avatar_listing_on_message()`,
  PG_FAVORITE_FUNCTION,
  `CREATE TRIGGER avatar_listing_favorite_change AFTER INSERT OR DELETE ON favorites
   FOR EACH ROW EXECUTE FUNCTION avatar_listing_on_favorite()`,
  `CREATE FUNCTION avatar_listing_on_content() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'published' THEN
       UPDATE avatar_listing SET engagement_score = engagement_score - (OLD.view_count + OLD.like_count + OLD.comment_count)
       WHERE avatar_id = OLD.avatar_id;
     END IF;
     IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'published' THEN
       UPDATE avatar_listing SET engagement_score = engagement_score + (NEW.view_count + NEW.like_count + NEW.comment_count)
       WHERE avatar_id = NEW.avatar_id;
     END IF;
     RETURN NULL;
   END $$`,
  `CREATE TRIGGER avatar_listing_content_change
   AFTER INSERT OR DELETE OR UPDATE OF view_count, like_count, comment_count, status, avatar_id ON content_items
   FOR EACH ROW EXECUTE FUNCTION avatar_listing_on_content()`,
];

const DROP_SQLITE = [
  'avatar_listing_avatar_insert',
  'avatar_listing_avatar_update',
  'avatar_listing_message_insert',
  'avatar_activity_message_insert',
  'avatar_listing_favorite_insert',
  'avatar_activity_favorite_insert',
  'avatar_listing_favorite_delete',
  'avatar_activity_favorite_delete',
  'avatar_listing_content_insert',
  'avatar_listing_content_update',
  'avatar_listing_content_delete',
];

async function run(db: MigrationDb, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

/**
 * Substring search on PostgreSQL uses a trigram index when pg_trgm can be enabled. Without
 * it (a managed server that forbids the extension) search still works, by scanning.
 */
async function tryTrigramIndex(db: MigrationDb): Promise<void> {
  const available = await sql<{
    n: number;
  }>`select count(*)::int as n from pg_available_extensions where name = 'pg_trgm'`.execute(db);
  if (!available.rows[0]?.n) return;
  await sql`savepoint discovery_trgm`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create index avatar_listing_search_trgm_idx on avatar_listing using gin (search_text gin_trgm_ops)`.execute(
      db,
    );
    await sql`release savepoint discovery_trgm`.execute(db);
  } catch {
    await sql`rollback to savepoint discovery_trgm`.execute(db);
  }
}

export const discoveryListingMigration: Migration = {
  async up(db: MigrationDb) {
    const ts = timestampType(db);
    const pg = isPostgres(db);

    await db.schema
      .createTable('avatar_listing')
      .addColumn('avatar_id', 'integer', (c) => c.primaryKey().references('avatars.id').onDelete('cascade'))
      .addColumn('is_visible', 'integer', (c) => c.notNull())
      .addColumn('category', 'text', (c) => c.notNull())
      .addColumn('created_at', ts, (c) => c.notNull())
      .addColumn('search_text', 'text', (c) => c.notNull())
      .addColumn('online_start_hour', 'integer', (c) => c.notNull())
      .addColumn('online_end_hour', 'integer', (c) => c.notNull())
      .addColumn('last_active_at', ts)
      .addColumn('favorite_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('subscriber_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('trending_score', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('engagement_score', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    // One index per sort, led by visibility and ending in the id tie-break, so a page is a
    // short ordered index walk. On SQLite each also carries every column a filter or a
    // search reads: the walk then never visits the table, and a search that matches nothing
    // costs one pass over a narrow index instead of 100,000 row lookups. PostgreSQL plans
    // searches with the trigram index instead and keeps its indexes lean.
    const filterColumns = ['category', 'created_at', 'favorite_count', 'trending_score', 'search_text'];
    for (const [name, column] of [
      ['recent', 'created_at'],
      ['popular', 'favorite_count'],
      ['trending', 'trending_score'],
      ['engagement', 'engagement_score'],
    ] as const) {
      const covering = pg ? [] : filterColumns.filter((c) => c !== column);
      await db.schema
        .createIndex(`avatar_listing_${name}_idx`)
        .on('avatar_listing')
        .columns(['is_visible', column, 'avatar_id', ...covering])
        .execute();
    }
    await db.schema
      .createIndex('avatar_listing_category_idx')
      .on('avatar_listing')
      .columns([
        'is_visible',
        'category',
        'created_at',
        'avatar_id',
        ...(pg ? [] : ['favorite_count', 'trending_score', 'search_text']),
      ])
      .execute();
    await db.schema.createIndex('avatar_listing_active_idx').on('avatar_listing').column('last_active_at').execute();

    await db.schema
      .createTable('avatar_activity_days')
      .addColumn('avatar_id', 'integer', (c) => c.notNull().references('avatars.id').onDelete('cascade'))
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('messages', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('favorites', 'integer', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('avatar_activity_days_pk', ['avatar_id', 'day'])
      .execute();
    await db.schema.createIndex('avatar_activity_days_day_idx').on('avatar_activity_days').column('day').execute();

    // Rows that exist already (an upgraded installation) enter the listing with their figures.
    await sql`
      insert into avatar_listing (avatar_id, is_visible, category, created_at, search_text, online_start_hour, online_end_hour,
                                  favorite_count, engagement_score)
      select a.id, a.is_visible, a.category, a.created_at, lower(a.name) || ${'\n'} || lower(a.tagline),
             a.online_start_hour, a.online_end_hour,
             (select count(*) from favorites f where f.avatar_id = a.id),
             coalesce((select sum(c.view_count + c.like_count + c.comment_count) from content_items c
                       where c.avatar_id = a.id and c.status = 'published'), 0)
      from avatars a`.execute(db);
    await sql`
      update avatar_listing set last_active_at =
        (select max(m.created_at) from chat_messages m where m.avatar_id = avatar_listing.avatar_id)`.execute(db);
    // Trending buckets start from the last 8 days of activity; the first refresh trims them.
    const since = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000).toISOString();
    const day = pg ? sql.raw(PG_DAY('created_at')) : sql.raw('substr(created_at, 1, 10)');
    await sql`
      insert into avatar_activity_days (avatar_id, day, messages, favorites)
      select avatar_id, d, sum(m), sum(f) from (
        select avatar_id, ${day} as d, 1 as m, 0 as f from chat_messages where created_at >= ${since}
        union all
        select avatar_id, ${day} as d, 0 as m, 1 as f from favorites where created_at >= ${since}
      ) activity group by avatar_id, d`.execute(db);
    await sql`
      update avatar_listing set trending_score = coalesce(
        (select sum(messages + favorites) from avatar_activity_days d where d.avatar_id = avatar_listing.avatar_id), 0)`.execute(
      db,
    );

    if (pg) {
      await run(db, POSTGRES_TRIGGERS);
      await tryTrigramIndex(db);
    } else {
      await run(db, SQLITE_TRIGGERS);
    }
  },

  async down(db: MigrationDb) {
    if (isPostgres(db)) {
      await run(db, [
        'DROP TRIGGER IF EXISTS avatar_listing_avatar_insert ON avatars',
        'DROP TRIGGER IF EXISTS avatar_listing_avatar_update ON avatars',
        'DROP TRIGGER IF EXISTS avatar_listing_message_insert ON chat_messages',
        'DROP TRIGGER IF EXISTS avatar_listing_favorite_change ON favorites',
        'DROP TRIGGER IF EXISTS avatar_listing_content_change ON content_items',
        'DROP FUNCTION IF EXISTS avatar_listing_on_avatar()',
        'DROP FUNCTION IF EXISTS avatar_listing_on_message()',
        'DROP FUNCTION IF EXISTS avatar_listing_on_favorite()',
        'DROP FUNCTION IF EXISTS avatar_listing_on_content()',
      ]);
    } else {
      await run(
        db,
        DROP_SQLITE.map((name) => `DROP TRIGGER IF EXISTS ${name}`),
      );
    }
    await db.schema.dropTable('avatar_activity_days').ifExists().execute();
    await db.schema.dropTable('avatar_listing').ifExists().execute();
  },
};
