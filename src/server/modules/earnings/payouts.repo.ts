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
