import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DB, PayoutsTable } from '../../db/schema.ts';

/** SQL of payouts: one row per payout (its statement), keyed by creator and payout day. */
export type PayoutRow = Selectable<PayoutsTable>;

export async function findPayoutByKey(db: Kysely<DB>, key: string): Promise<PayoutRow | undefined> {
  return db.selectFrom('payouts').selectAll().where('idempotency_key', '=', key).executeTakeFirst();
}

export async function insertPayout(db: Kysely<DB>, payout: Insertable<PayoutsTable>): Promise<PayoutRow> {
  return db.insertInto('payouts').values(payout).returningAll().executeTakeFirstOrThrow();
}

/** Payouts recorded but not yet answered by the provider (a crash in between, or in flight). */
export async function listPendingPayouts(db: Kysely<DB>): Promise<PayoutRow[]> {
  return db.selectFrom('payouts').selectAll().where('status', '=', 'pending').orderBy('id').execute();
}

/** Settles a pending payout once; false when it was already settled (by another run). */
export async function settlePayout(
  db: Kysely<DB>,
  options: {
    id: number;
    status: 'paid' | 'failed';
    providerRef: string;
    failureMessage: string | null;
    settledAt: string;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('payouts')
    .set({
      status: options.status,
      provider_ref: options.providerRef,
      failure_message: options.failureMessage,
      settled_at: options.settledAt,
    })
    .where('id', '=', options.id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The creator's statements, newest first. */
export async function listCreatorPayouts(db: Kysely<DB>, creatorId: number, limit: number): Promise<PayoutRow[]> {
  return db
    .selectFrom('payouts')
    .selectAll()
    .where('creator_id', '=', creatorId)
    .orderBy('period_end', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Where the creator's next statement starts: the end of the last one. */
export async function lastPayoutEnd(db: Kysely<DB>, creatorId: number): Promise<string | null> {
  const row = await db
    .selectFrom('payouts')
    .select('period_end')
    .where('creator_id', '=', creatorId)
    .where('status', '!=', 'failed')
    .orderBy('period_end', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.period_end ?? null;
}

/**
 * A bank payout of the creator's connected account covers the transfers made before Stripe
 * created it: those not covered yet, those a failed earlier payout left (then retried), and
 * its own (a payout reported paid may fail later; a failure is final). Answers rows changed.
 */
export async function recordBankPayout(
  db: Kysely<DB>,
  options: {
    creatorId: number;
    ref: string;
    status: 'paid' | 'failed';
    createdAt: string;
    arrivalAt: string;
    failureMessage: string | null;
  },
): Promise<number> {
  const result = await db
    .updateTable('payouts')
    .set({
      bank_payout_ref: options.ref,
      bank_status: options.status,
      bank_failure_message: options.failureMessage,
      bank_arrival_at: options.arrivalAt,
      bank_payout_created_at: options.createdAt,
    })
    .where('creator_id', '=', options.creatorId)
    .where('status', '=', 'paid')
    .where('settled_at', '<=', options.createdAt)
    .where((eb) =>
      eb.or([
        eb('bank_payout_ref', 'is', null),
        ...(options.status === 'failed'
          ? [eb.and([eb('bank_payout_ref', '=', options.ref), eb('bank_status', '=', 'paid')])]
          : []),
        eb.and([eb('bank_status', '=', 'failed'), eb('bank_payout_created_at', '<', options.createdAt)]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
