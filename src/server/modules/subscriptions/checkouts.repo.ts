import type { Insertable, Kysely, Selectable } from 'kysely';
import type { CheckoutsTable, DB } from '../../db/schema.ts';

/** SQL of checkouts: purchases started with the provider, at most one open per member and avatar. */
export type CheckoutRow = Selectable<CheckoutsTable>;

export async function findCheckout(db: Kysely<DB>, id: number): Promise<CheckoutRow | undefined> {
  return db.selectFrom('checkouts').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findOpenCheckout(
  db: Kysely<DB>,
  options: { userId: number; avatarId: number },
): Promise<CheckoutRow | undefined> {
  return db
    .selectFrom('checkouts')
    .selectAll()
    .where('user_id', '=', options.userId)
    .where('avatar_id', '=', options.avatarId)
    .where('status', '=', 'open')
    .executeTakeFirst();
}

/**
 * Opens a checkout, unless one is open already for this member and avatar (the partial
 * unique index decides, so two simultaneous clicks open one): then that one is answered.
 */
export async function openCheckout(db: Kysely<DB>, values: Insertable<CheckoutsTable>): Promise<CheckoutRow> {
  await db
    .insertInto('checkouts')
    .values(values)
    .onConflict((oc) => oc.doNothing())
    .execute();
  const open = await findOpenCheckout(db, { userId: values.user_id, avatarId: values.avatar_id });
  if (!open) throw new Error('checkout vanished while opening');
  return open;
}

export async function setProviderRef(
  db: Kysely<DB>,
  options: { id: number; ref: string; url: string; nowIso: string },
): Promise<void> {
  await db
    .updateTable('checkouts')
    .set({ provider_ref: options.ref, url: options.url, updated_at: options.nowIso })
    .where('id', '=', options.id)
    .execute();
}

/**
 * Marks a checkout paid, once: false if it was completed already. An expired or failed one
 * is completed too: the provider took the money, so the member gets what they paid for.
 */
export async function markCompleted(db: Kysely<DB>, options: { id: number; nowIso: string }): Promise<boolean> {
  const result = await db
    .updateTable('checkouts')
    .set({ status: 'completed', completed_at: options.nowIso, updated_at: options.nowIso, failure_message: null })
    .where('id', '=', options.id)
    .where('status', '!=', 'completed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Closes an open checkout without a payment (expired, replaced or failed). */
export async function closeOpenCheckout(
  db: Kysely<DB>,
  options: { id: number; status: 'expired' | 'failed'; message: string | null; nowIso: string },
): Promise<void> {
  await db
    .updateTable('checkouts')
    .set({ status: options.status, failure_message: options.message, updated_at: options.nowIso })
    .where('id', '=', options.id)
    .where('status', '=', 'open')
    .execute();
}

export async function listOpenCheckouts(db: Kysely<DB>, limit: number): Promise<CheckoutRow[]> {
  return db.selectFrom('checkouts').selectAll().where('status', '=', 'open').orderBy('id').limit(limit).execute();
}
