import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** Inserts the address unless it is already there; true when a row was added. */
export async function insertWaitlistEntry(
  db: Kysely<DB>,
  entry: { email: string; createdAt: string },
): Promise<boolean> {
  const row = await db
    .insertInto('waitlist_entries')
    .values({ email: entry.email, created_at: entry.createdAt })
    .onConflict((oc) => oc.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function listWaitlistEntries(db: Kysely<DB>) {
  return db
    .selectFrom('waitlist_entries')
    .select(['id', 'email', 'created_at'])
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
}
