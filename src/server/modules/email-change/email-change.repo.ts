import type { Insertable, Kysely } from 'kysely';
import type { DB, EmailChangeTokensTable } from '../../db/schema.ts';

export async function insertChangeToken(db: Kysely<DB>, row: Insertable<EmailChangeTokensTable>): Promise<void> {
  await db.insertInto('email_change_tokens').values(row).execute();
}

export async function countTokensSince(db: Kysely<DB>, userId: number, sinceIso: string): Promise<number> {
  const row = await db
    .selectFrom('email_change_tokens')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('created_at', '>', sinceIso)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The newest change of a user still waiting for its link to be opened. */
export async function findPendingChange(db: Kysely<DB>, userId: number, nowIso: string) {
  return db
    .selectFrom('email_change_tokens')
    .select(['new_email', 'expires_at'])
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowIso)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Marks a live, unused token used and returns what it asked for, in one statement: two
 * requests racing with the same link cannot both succeed.
 */
export async function consumeChangeToken(db: Kysely<DB>, id: string, nowIso: string) {
  return db
    .updateTable('email_change_tokens')
    .set({ used_at: nowIso })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowIso)
    .returning(['user_id', 'new_email', 'session_id'])
    .executeTakeFirst();
}

/** A newer request, or a confirmed change, voids every other outstanding link of the user. */
export async function expireUserTokens(db: Kysely<DB>, userId: number, nowIso: string): Promise<void> {
  await db
    .updateTable('email_change_tokens')
    .set({ used_at: nowIso })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

export async function deleteTokensBefore(db: Kysely<DB>, beforeIso: string): Promise<number> {
  const result = await db.deleteFrom('email_change_tokens').where('expires_at', '<=', beforeIso).executeTakeFirst();
  return Number(result.numDeletedRows);
}
