import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Dialect } from '../../db/database.ts';
import type { DB, PaymentMethodsTable, SubscriptionChargesTable } from '../../db/schema.ts';

/** SQL of subscription charges and the payment methods they use. */
export type ChargeRow = Selectable<SubscriptionChargesTable>;
export type PaymentMethodRow = Selectable<PaymentMethodsTable>;

/** Writes a charge once per idempotency key and answers the stored one (a retry finds the first). */
export async function insertCharge(db: Kysely<DB>, values: Insertable<SubscriptionChargesTable>): Promise<ChargeRow> {
  await db
    .insertInto('subscription_charges')
    .values(values)
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .execute();
  return db
    .selectFrom('subscription_charges')
    .selectAll()
    .where('idempotency_key', '=', values.idempotency_key)
    .executeTakeFirstOrThrow();
}

export async function findCharge(db: Kysely<DB>, id: number): Promise<ChargeRow | undefined> {
  return db.selectFrom('subscription_charges').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Charges still waiting for the provider's answer (in flight, or left by a crash). */
export async function listPendingCharges(db: Kysely<DB>, limit: number): Promise<ChargeRow[]> {
  return db
    .selectFrom('subscription_charges')
    .selectAll()
    .where('status', '=', 'pending')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Records the provider's answer, once: false if another run settled it first. */
export async function settleCharge(
  db: Kysely<DB>,
  options: {
    id: number;
    status: 'succeeded' | 'failed';
    providerRef: string;
    failureMessage: string | null;
    nowIso: string;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('subscription_charges')
    .set({
      status: options.status,
      provider_ref: options.providerRef,
      failure_message: options.failureMessage,
      settled_at: options.nowIso,
    })
    .where('id', '=', options.id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * The charge, read inside a transaction so that two events about it (a refund and a
 * dispute, say) apply one after the other: PostgreSQL locks the row; SQLite has one writer.
 */
export async function lockCharge(db: Kysely<DB>, dialect: Dialect, id: number): Promise<ChargeRow | undefined> {
  const query = db.selectFrom('subscription_charges').selectAll().where('id', '=', id);
  return (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
}

/** A charge whose money came back after all (a dispute won) is succeeded again. */
export async function markReinstated(db: Kysely<DB>, id: number): Promise<boolean> {
  const result = await db
    .updateTable('subscription_charges')
    .set({ status: 'succeeded', refunded_at: null })
    .where('id', '=', id)
    .where('status', '=', 'refunded')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function markRefunded(db: Kysely<DB>, options: { id: number; nowIso: string }): Promise<boolean> {
  const result = await db
    .updateTable('subscription_charges')
    .set({ status: 'refunded', refunded_at: options.nowIso })
    .where('id', '=', options.id)
    .where('status', '=', 'succeeded')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Settled charges, newest first: one member's receipts, or every member's for the admin CLI. */
export async function listSettledCharges(
  db: Kysely<DB>,
  options: { userId?: number; limit: number },
): Promise<ChargeRow[]> {
  let query = db
    .selectFrom('subscription_charges')
    .selectAll()
    .where('status', '!=', 'pending')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(options.limit);
  if (options.userId !== undefined) query = query.where('user_id', '=', options.userId);
  return query.execute();
}

/** Keeps a payment method (brand, last four, expiry and the provider's reference), once per reference. */
export async function savePaymentMethod(
  db: Kysely<DB>,
  values: Insertable<PaymentMethodsTable>,
): Promise<PaymentMethodRow> {
  await db
    .insertInto('payment_methods')
    .values(values)
    .onConflict((oc) => oc.columns(['provider', 'provider_ref']).doNothing())
    .execute();
  return db
    .selectFrom('payment_methods')
    .selectAll()
    .where('provider', '=', values.provider)
    .where('provider_ref', '=', values.provider_ref)
    .executeTakeFirstOrThrow();
}

export async function findPaymentMethod(db: Kysely<DB>, id: number): Promise<PaymentMethodRow | undefined> {
  return db.selectFrom('payment_methods').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The member's most recently saved payment method. */
export async function latestPaymentMethod(db: Kysely<DB>, userId: number): Promise<PaymentMethodRow | undefined> {
  return db
    .selectFrom('payment_methods')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Writes a charge the provider settled, once per key: null when it was written before. */
export async function insertSettledChargeOnce(
  db: Kysely<DB>,
  values: Insertable<SubscriptionChargesTable>,
): Promise<ChargeRow | null> {
  const rows = await db
    .insertInto('subscription_charges')
    .values(values)
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returningAll()
    .execute();
  return rows[0] ?? null;
}

export async function findChargeByProviderRef(db: Kysely<DB>, ref: string): Promise<ChargeRow | undefined> {
  return db.selectFrom('subscription_charges').selectAll().where('provider_ref', '=', ref).executeTakeFirst();
}
