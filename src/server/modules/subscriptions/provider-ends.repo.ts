import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** SQL of the provider ends owed: subscriptions whose access ended here that the provider may still bill. */

/** Marks the end owed (in the transaction that ends the access); a subscription the provider does not run is left. */
export async function oweProviderEnd(db: Kysely<DB>, options: { id: number; nowIso: string }): Promise<void> {
  await db
    .updateTable('subscriptions')
    .set({ provider_end_owed_at: options.nowIso })
    .where('id', '=', options.id)
    .where('provider_ref', 'is not', null)
    .where('provider_end_owed_at', 'is', null)
    .execute();
}

/**
 * Subscriptions whose end the provider still owes, oldest first: `id`, that one only;
 * `dueBy`, only those whose next call is due by then.
 */
export async function listOwedProviderEnds(db: Kysely<DB>, options: { limit: number; id?: number; dueBy?: string }) {
  let query = db
    .selectFrom('subscriptions')
    .select(['id', 'provider_ref'])
    .where('provider_end_owed_at', 'is not', null)
    .orderBy('provider_end_owed_at')
    .orderBy('id')
    .limit(options.limit);
  if (options.id !== undefined) query = query.where('id', '=', options.id);
  const { dueBy } = options;
  if (dueBy !== undefined) {
    query = query.where((eb) =>
      eb.or([eb('provider_end_next_at', 'is', null), eb('provider_end_next_at', '<=', dueBy)]),
    );
  }
  return query.execute();
}

/** After a failed call: the job asks again from `nextIso` on. */
export async function deferProviderEnd(db: Kysely<DB>, options: { id: number; nextIso: string }): Promise<void> {
  await db
    .updateTable('subscriptions')
    .set({ provider_end_next_at: options.nextIso })
    .where('id', '=', options.id)
    .execute();
}

/** Counts a call before it is made, so no two calls share an idempotency key. Answers the attempt's number. */
export async function countProviderEndAttempt(db: Kysely<DB>, id: number): Promise<number> {
  const row = await db
    .updateTable('subscriptions')
    .set((eb) => ({ provider_end_attempts: eb('provider_end_attempts', '+', 1) }))
    .where('id', '=', id)
    .returning('provider_end_attempts')
    .executeTakeFirstOrThrow();
  return row.provider_end_attempts;
}

export async function settleProviderEnd(db: Kysely<DB>, id: number): Promise<void> {
  await db
    .updateTable('subscriptions')
    .set({ provider_end_owed_at: null, provider_end_next_at: null })
    .where('id', '=', id)
    .execute();
}
