import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export async function countNoticesSince(
  db: Kysely<DB>,
  options: { userId: number; kind: string; sinceIso: string },
): Promise<number> {
  const row = await db
    .selectFrom('account_notices')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', options.userId)
    .where('kind', '=', options.kind)
    .where('created_at', '>', options.sinceIso)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function insertNotice(db: Kysely<DB>, options: { userId: number; kind: string; nowIso: string }) {
  await db
    .insertInto('account_notices')
    .values({ user_id: options.userId, kind: options.kind, created_at: options.nowIso })
    .execute();
}

export async function deleteNoticesBefore(db: Kysely<DB>, beforeIso: string): Promise<void> {
  await db.deleteFrom('account_notices').where('created_at', '<=', beforeIso).execute();
}
