import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** Failed logins for an account since a moment, and the earliest of them. */
export async function recentFailures(
  db: Kysely<DB>,
  accountKey: string,
  sinceIso: string,
): Promise<{ count: number; oldest: string | null }> {
  const row = await db
    .selectFrom('login_failures')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('created_at').as('oldest')])
    .where('account_key', '=', accountKey)
    .where('created_at', '>', sinceIso)
    .executeTakeFirst();
  return { count: Number(row?.n ?? 0), oldest: (row?.oldest as string | null | undefined) ?? null };
}

export async function insertFailure(db: Kysely<DB>, accountKey: string, nowIso: string): Promise<void> {
  await db.insertInto('login_failures').values({ account_key: accountKey, created_at: nowIso }).execute();
}

export async function deleteFailures(db: Kysely<DB>, accountKey: string): Promise<void> {
  await db.deleteFrom('login_failures').where('account_key', '=', accountKey).execute();
}

/** Failures older than the lockout window no longer count for anything. */
export async function deleteFailuresBefore(db: Kysely<DB>, beforeIso: string): Promise<void> {
  await db.deleteFrom('login_failures').where('created_at', '<=', beforeIso).execute();
}
