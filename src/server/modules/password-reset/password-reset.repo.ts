import type { Insertable, Kysely } from 'kysely';
import type { DB, PasswordResetTokensTable } from '../../db/schema.ts';

export async function insertResetToken(db: Kysely<DB>, row: Insertable<PasswordResetTokensTable>): Promise<void> {
  await db.insertInto('password_reset_tokens').values(row).execute();
}

export async function countTokensSince(db: Kysely<DB>, userId: number, sinceIso: string): Promise<number> {
  const row = await db
    .selectFrom('password_reset_tokens')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('created_at', '>', sinceIso)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Marks a live, unused token used and returns its user, in one statement: two requests
 * racing with the same token cannot both succeed.
 */
export async function consumeResetToken(db: Kysely<DB>, id: string, nowIso: string): Promise<number | null> {
  const row = await db
    .updateTable('password_reset_tokens')
    .set({ used_at: nowIso })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowIso)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/** After a reset, every other outstanding link of that user stops working too. */
export async function expireUserTokens(db: Kysely<DB>, userId: number, nowIso: string): Promise<void> {
  await db
    .updateTable('password_reset_tokens')
    .set({ used_at: nowIso })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

export async function deleteTokensBefore(db: Kysely<DB>, beforeIso: string): Promise<number> {
  const result = await db.deleteFrom('password_reset_tokens').where('expires_at', '<=', beforeIso).executeTakeFirst();
  return Number(result.numDeletedRows);
}
