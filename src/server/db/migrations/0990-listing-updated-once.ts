import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { PG_DAY, PG_FAVORITE_FUNCTION, PG_MESSAGE_FUNCTION, PG_WINDOW_START } from './0100-discovery-listing.ts';
import { isPostgres, type MigrationDb } from './helpers.ts';

/**
 * PostgreSQL: a chat message (and a favourite) moved its avatar's listing row in two
 * updates, its last activity or favourite count and then its trending score: two new
 * versions of the row each time, each with an entry in every listing index (the trending
 * score is in them, so neither update is HOT), on the row every visitor of that avatar
 * writes at commit (migration 0970). One update now sets both. The listing row is still
 * taken before the day's bucket, the order favourites and messages have always used, so
 * neither waits on the other in a cycle. SQLite keeps its triggers: merged there, they
 * measured the same (docs/performance.md).
 */
const MESSAGE_ONCE = `CREATE OR REPLACE FUNCTION avatar_listing_on_message() RETURNS trigger LANGUAGE plpgsql AS $$
   DECLARE
     d text := ${PG_DAY('NEW.created_at')};
     counted boolean := d >= ${PG_WINDOW_START};
   BEGIN
     UPDATE avatar_listing SET last_active_at = greatest(coalesce(last_active_at, NEW.created_at), NEW.created_at),
       trending_score = trending_score + CASE WHEN counted THEN 1 ELSE 0 END
     WHERE avatar_id = NEW.avatar_id;
     IF counted THEN
       INSERT INTO avatar_activity_days (avatar_id, day, messages, favorites) VALUES (NEW.avatar_id, d, 1, 0)
       ON CONFLICT (avatar_id, day) DO UPDATE SET messages = avatar_activity_days.messages + 1;
     END IF;
     RETURN NULL;
   END $$`;

const FAVORITE_ONCE = `CREATE OR REPLACE FUNCTION avatar_listing_on_favorite() RETURNS trigger LANGUAGE plpgsql AS $$
   DECLARE
     fav favorites := CASE WHEN TG_OP = 'INSERT' THEN NEW ELSE OLD END;
     step integer := CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE -1 END;
     d text := ${PG_DAY('fav.created_at')};
     counted boolean := d >= ${PG_WINDOW_START};
   BEGIN
     UPDATE avatar_listing SET favorite_count = favorite_count + step,
       trending_score = trending_score + CASE WHEN counted THEN step ELSE 0 END
     WHERE avatar_id = fav.avatar_id;
     IF counted AND step = 1 THEN
       INSERT INTO avatar_activity_days (avatar_id, day, messages, favorites) VALUES (fav.avatar_id, d, 0, 1)
       ON CONFLICT (avatar_id, day) DO UPDATE SET favorites = avatar_activity_days.favorites + 1;
     ELSIF counted THEN
       UPDATE avatar_activity_days SET favorites = favorites - 1 WHERE avatar_id = fav.avatar_id AND day = d;
     END IF;
     RETURN NULL;
   END $$`;

const asReplacement = (created: string) => created.replace('CREATE FUNCTION', 'CREATE OR REPLACE FUNCTION');

export const listingUpdatedOnceMigration: Migration = {
  async up(db: MigrationDb) {
    if (!isPostgres(db)) return;
    await sql.raw(MESSAGE_ONCE).execute(db);
    await sql.raw(FAVORITE_ONCE).execute(db);
  },
  async down(db: MigrationDb) {
    if (!isPostgres(db)) return;
    await sql.raw(asReplacement(PG_MESSAGE_FUNCTION)).execute(db);
    await sql.raw(asReplacement(PG_FAVORITE_FUNCTION)).execute(db);
  },
};
