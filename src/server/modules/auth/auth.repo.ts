import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** One login counter: an account from one address, or ('' address) from every address. */
export interface AttemptsRow {
  attempts: number;
  window_started_at: string;
  next_attempt_at: string | null;
}

export interface AttemptsKey {
  accountKey: string;
  address: string;
}

export async function findAttempts(db: Kysely<DB>, key: AttemptsKey): Promise<AttemptsRow | undefined> {
  return db
    .selectFrom('login_attempts')
    .select(['attempts', 'window_started_at', 'next_attempt_at'])
    .where('account_key', '=', key.accountKey)
    .where('address', '=', key.address)
    .executeTakeFirst();
}

/** Creates the counter unless another request just did; true when this one did. */
export async function insertAttempts(db: Kysely<DB>, key: AttemptsKey, values: AttemptsRow): Promise<boolean> {
  const result = await db
    .insertInto('login_attempts')
    .values({ account_key: key.accountKey, address: key.address, ...values })
    .onConflict((oc) => oc.columns(['account_key', 'address']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/**
 * Moves the counter from `seen` to `next` only if nobody moved it meanwhile (compare and
 * set, one statement): of two requests that read the same row, exactly one wins.
 */
export async function replaceAttempts(
  db: Kysely<DB>,
  key: AttemptsKey,
  seen: AttemptsRow,
  next: AttemptsRow,
): Promise<boolean> {
  const result = await db
    .updateTable('login_attempts')
    .set(next)
    .where('account_key', '=', key.accountKey)
    .where('address', '=', key.address)
    .where('attempts', '=', seen.attempts)
    .where('window_started_at', '=', seen.window_started_at)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Gives back one reserved attempt (it turned out to be the right password). */
export async function refundAttempt(db: Kysely<DB>, key: AttemptsKey): Promise<void> {
  await db
    .updateTable('login_attempts')
    .set((eb) => ({ attempts: eb('attempts', '-', 1) }))
    .where('account_key', '=', key.accountKey)
    .where('address', '=', key.address)
    .where('attempts', '>', 0)
    .execute();
}

export async function deleteAttempts(db: Kysely<DB>, key: AttemptsKey): Promise<void> {
  await db
    .deleteFrom('login_attempts')
    .where('account_key', '=', key.accountKey)
    .where('address', '=', key.address)
    .execute();
}

/** Every counter of an account (a password reset starts it afresh). */
export async function deleteAccountAttempts(db: Kysely<DB>, accountKey: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('account_key', '=', accountKey).execute();
}

/** Counters whose window and delay both ended before `beforeIso` count for nothing. */
export async function deleteAttemptsBefore(db: Kysely<DB>, beforeIso: string): Promise<number> {
  const result = await db
    .deleteFrom('login_attempts')
    .where('window_started_at', '<=', beforeIso)
    .where((eb) => eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', beforeIso)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Addresses of every account not signed in from since `beforeIso`. */
export async function deleteKnownAddressesBefore(db: Kysely<DB>, beforeIso: string): Promise<number> {
  const result = await db
    .deleteFrom('login_known_addresses')
    .where('last_success_at', '<=', beforeIso)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function isKnownAddress(db: Kysely<DB>, key: AttemptsKey, sinceIso: string): Promise<boolean> {
  const row = await db
    .selectFrom('login_known_addresses')
    .select('address')
    .where('account_key', '=', key.accountKey)
    .where('address', '=', key.address)
    .where('last_success_at', '>', sinceIso)
    .executeTakeFirst();
  return row !== undefined;
}

/** Records a sign-in from an address, and forgets the account's addresses unused since `forgetBeforeIso`. */
export async function rememberAddress(
  db: Kysely<DB>,
  key: AttemptsKey,
  nowIso: string,
  forgetBeforeIso: string,
): Promise<void> {
  await db
    .insertInto('login_known_addresses')
    .values({ account_key: key.accountKey, address: key.address, last_success_at: nowIso })
    .onConflict((oc) => oc.columns(['account_key', 'address']).doUpdateSet({ last_success_at: nowIso }))
    .execute();
  await db
    .deleteFrom('login_known_addresses')
    .where('account_key', '=', key.accountKey)
    .where('last_success_at', '<=', forgetBeforeIso)
    .execute();
}

/** The account's known addresses follow it to its new email. */
export async function moveKnownAddresses(db: Kysely<DB>, fromKey: string, toKey: string): Promise<void> {
  await db
    .updateTable('login_known_addresses')
    .set({ account_key: toKey })
    .where('account_key', '=', fromKey)
    .execute();
}
