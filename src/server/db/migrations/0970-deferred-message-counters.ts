import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { isPostgres, type MigrationDb } from './helpers.ts';

/**
 * PostgreSQL: the avatar counters a chat message moves (the listing's last activity and
 * trending score, migration 0100; the creator's messages per day, 0706) are one row per
 * avatar (and day), shared by everyone talking to that avatar. Updated by a plain AFTER
 * INSERT trigger, each message's transaction held those rows locked from its insert to
 * its commit, through every statement after it: all the visitors of one avatar queued
 * behind each other's round trips (POST /api/chats/1 in the bench: 378 req/s with the
 * reply worker off, its connections waiting on `Lock transactionid`). As deferred
 * constraint triggers they run at COMMIT, so the rows stay locked only while the commit
 * is written. Same figures, same transaction: a message and its counts still commit or
 * roll back together. SQLite has one writer at a time: nothing to change there.
 */
const PLAIN = [
  `CREATE TRIGGER avatar_listing_message_insert AFTER INSERT ON chat_messages
   FOR EACH ROW EXECUTE FUNCTION avatar_listing_on_message()`,
  `CREATE TRIGGER avatar_message_days_insert AFTER INSERT ON chat_messages
   FOR EACH ROW WHEN (NEW.role = 'user') EXECUTE FUNCTION avatar_message_days_on_message()`,
];
const DEFERRED = PLAIN.map((statement) =>
  statement
    .replace('CREATE TRIGGER', 'CREATE CONSTRAINT TRIGGER')
    .replace('ON chat_messages', 'ON chat_messages DEFERRABLE INITIALLY DEFERRED'),
);

async function replaceTriggers(db: MigrationDb, statements: string[]): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`DROP TRIGGER avatar_listing_message_insert ON chat_messages`.execute(db);
  await sql`DROP TRIGGER avatar_message_days_insert ON chat_messages`.execute(db);
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const deferredMessageCountersMigration: Migration = {
  up: (db: MigrationDb) => replaceTriggers(db, DEFERRED),
  down: (db: MigrationDb) => replaceTriggers(db, PLAIN),
};
