import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { isPostgres, type MigrationDb } from './helpers.ts';

/**
 * Visitors' chat messages per avatar and UTC day, for creator analytics (issue 20). They
 * were counted from chat_messages, but the jobs plugin now purges expired guest sessions
 * with their conversations; a creator's chart must not shrink when a guest's session ends.
 * Kept by a trigger like the other analytics history (migration 0501), so every writer of
 * chat_messages feeds it, and filled from the messages already stored. A message counts
 * once it was sent, whatever happens to the conversation later (as trending counts it).
 */
const SQLITE_TRIGGER = `CREATE TRIGGER avatar_message_days_insert AFTER INSERT ON chat_messages
  WHEN NEW.role = 'user'
  BEGIN
    INSERT INTO avatar_message_days (avatar_id, day, messages) VALUES (NEW.avatar_id, substr(NEW.created_at, 1, 10), 1)
    ON CONFLICT (avatar_id, day) DO UPDATE SET messages = messages + 1;
  END`;

const PG_DAY = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;
const POSTGRES_TRIGGER = [
  `CREATE FUNCTION avatar_message_days_on_message() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     INSERT INTO avatar_message_days (avatar_id, day, messages) VALUES (NEW.avatar_id, ${PG_DAY('NEW.created_at')}, 1)
     ON CONFLICT (avatar_id, day) DO UPDATE SET messages = avatar_message_days.messages + 1;
     RETURN NULL;
   END $$`,
  `CREATE TRIGGER avatar_message_days_insert AFTER INSERT ON chat_messages
   FOR EACH ROW WHEN (NEW.role = 'user') EXECUTE FUNCTION avatar_message_days_on_message()`,
];

export const avatarMessageDaysMigration: Migration = {
  async up(db: MigrationDb) {
    const postgres = isPostgres(db);
    await db.schema
      .createTable('avatar_message_days')
      .addColumn('avatar_id', 'integer', (c) => c.notNull().references('avatars.id').onDelete('cascade'))
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('messages', 'integer', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('avatar_message_days_pk', ['avatar_id', 'day'])
      .execute();
    await db.schema.createIndex('avatar_message_days_day_idx').on('avatar_message_days').column('day').execute();
    const day = sql.raw(postgres ? PG_DAY('created_at') : 'substr(created_at, 1, 10)');
    await sql`INSERT INTO avatar_message_days (avatar_id, day, messages)
      SELECT avatar_id, ${day}, count(*) FROM chat_messages WHERE role = 'user' GROUP BY avatar_id, ${day}`.execute(db);
    for (const statement of postgres ? POSTGRES_TRIGGER : [SQLITE_TRIGGER]) await sql.raw(statement).execute(db);
  },

  async down(db: MigrationDb) {
    if (isPostgres(db)) {
      await sql`DROP TRIGGER IF EXISTS avatar_message_days_insert ON chat_messages`.execute(db);
      await sql`DROP FUNCTION IF EXISTS avatar_message_days_on_message()`.execute(db);
    } else {
      await sql`DROP TRIGGER IF EXISTS avatar_message_days_insert`.execute(db);
    }
    await db.schema.dropTable('avatar_message_days').ifExists().execute();
  },
};
