import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { isPostgres, type MigrationDb } from './helpers.ts';

/**
 * A version of the `avatars` table, moved by every write to it, whoever makes it (this
 * process, another instance, the admin CLI, a cascade). A catalogue page reads it in the
 * statement that finds the page's avatar ids, and takes the cards it kept at that version
 * instead of building every card's JSON again (avatar-card-cache.ts): the listing changes
 * with every chat message and favourite, the cards only when an avatar is edited.
 *
 * PostgreSQL bumps it before each statement that writes `avatars` (a statement trigger), so
 * a transaction takes the version's row lock before any avatar row's: two transactions
 * that each edit two avatars queue on the version instead of deadlocking on each other's
 * rows. SQLite has one writer at a time and row triggers only.
 */
const PG_BUMP = `CREATE FUNCTION avatar_card_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     UPDATE avatar_card_version SET version = version + 1;
     RETURN NULL;
   END $$`;

export const avatarCardVersionMigration = {
  async up(db: MigrationDb) {
    await db.schema
      .createTable('avatar_card_version')
      .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
      .addColumn('version', isPostgres(db) ? 'bigint' : 'integer', (c) => c.notNull())
      .execute();
    await db.insertInto('avatar_card_version').values({ id: 1, version: 1 }).execute();
    if (isPostgres(db)) {
      await sql.raw(PG_BUMP).execute(db);
      await sql
        .raw(
          `CREATE TRIGGER avatar_card_version_bump BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON avatars
             FOR EACH STATEMENT EXECUTE FUNCTION avatar_card_version_bump()`,
        )
        .execute(db);
      return;
    }
    for (const event of ['insert', 'update', 'delete']) {
      await sql
        .raw(
          `CREATE TRIGGER avatar_card_version_${event} AFTER ${event.toUpperCase()} ON avatars
             BEGIN UPDATE avatar_card_version SET version = version + 1; END`,
        )
        .execute(db);
    }
  },

  async down(db: MigrationDb) {
    if (isPostgres(db)) {
      await sql.raw('DROP TRIGGER avatar_card_version_bump ON avatars').execute(db);
      await sql.raw('DROP FUNCTION avatar_card_version_bump()').execute(db);
    } else {
      for (const event of ['insert', 'update', 'delete']) {
        await sql.raw(`DROP TRIGGER avatar_card_version_${event}`).execute(db);
      }
    }
    await db.schema.dropTable('avatar_card_version').execute();
  },
} satisfies Migration;
