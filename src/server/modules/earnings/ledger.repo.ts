import { type Insertable, type Kysely, type RawBuilder, sql } from 'kysely';
import type { Dialect } from '../../db/database.ts';
import type { DB, LedgerEntriesTable } from '../../db/schema.ts';

/** SQL of the ledger: append-only money movements, each written once by its key. */
export type NewLedgerEntry = Insertable<LedgerEntriesTable>;

/** Writes entries; an entry whose key exists is left as it is (a retried write adds nothing). */
export async function insertEntries(db: Kysely<DB>, entries: NewLedgerEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db
    .insertInto('ledger_entries')
    .values(entries)
    .onConflict((oc) => oc.column('entry_key').doNothing())
    .execute();
}

/** The entries of one charge (a refund or a dispute reverses them): by its index, not the whole ledger. */
export function chargeEntriesQuery(db: Kysely<DB>, chargeId: number) {
  return db
    .selectFrom('ledger_entries')
    .select([
      'entry_key',
      'entry_type',
      'account',
      'amount',
      'creator_id',
      'avatar_id',
      'member_id',
      'area',
      'currency',
    ])
    .where('charge_id', '=', chargeId);
}

export async function entriesOfCharge(db: Kysely<DB>, chargeId: number) {
  return chargeEntriesQuery(db, chargeId).execute();
}

/** What is owed to the creator now: earnings less reversals and payouts (negative after a late refund). */
export async function creatorBalance(db: Kysely<DB>, creatorId: number): Promise<number> {
  const row = await db
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.val(0)).as('total'))
    .where('creator_id', '=', creatorId)
    .where('account', '=', 'creator')
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

function utcDay(dialect: Dialect): RawBuilder<string> {
  return dialect === 'postgres'
    ? sql<string>`to_char(occurred_at at time zone 'UTC', 'YYYY-MM-DD')`
    : sql<string>`substr(occurred_at, 1, 10)`;
}

/**
 * Per UTC day and area: what members paid for the creator's avatars (charges less
 * refunds, the gross account) and what the creator earned of it (earnings less reversals).
 */
export async function moneyDays(
  db: Kysely<DB>,
  dialect: Dialect,
  options: { creatorId: number; fromIso: string; toIso: string },
) {
  const day = utcDay(dialect);
  const rows = await db
    .selectFrom('ledger_entries')
    .select((eb) => [
      day.as('day'),
      'area',
      eb.fn.sum<number>(eb.case().when('account', '=', 'gross').then(eb.ref('amount')).else(0).end()).as('gross'),
      eb.fn
        .sum<number>(
          eb.case().when('entry_type', 'in', ['earning', 'earning_reversal']).then(eb.ref('amount')).else(0).end(),
        )
        .as('earned'),
    ])
    .where('creator_id', '=', options.creatorId)
    .where('entry_type', 'in', ['charge', 'refund', 'earning', 'earning_reversal'])
    .where('occurred_at', '>=', options.fromIso)
    .where('occurred_at', '<', options.toIso)
    .groupBy([day, 'area'])
    .execute();
  return rows.map((r) => ({ day: r.day, area: r.area, gross: Number(r.gross), earned: Number(r.earned) }));
}

/** Gross (charges less refunds) per avatar in a window, of one area or all. */
export async function grossByAvatar(
  db: Kysely<DB>,
  options: { creatorId: number; fromIso: string; toIso: string; area: 'life' | 'wife' | null },
) {
  let query = db
    .selectFrom('ledger_entries')
    .select((eb) => ['avatar_id', eb.fn.sum<number>('amount').as('gross')])
    .where('creator_id', '=', options.creatorId)
    .where('account', '=', 'gross')
    .where('occurred_at', '>=', options.fromIso)
    .where('occurred_at', '<', options.toIso)
    .groupBy('avatar_id');
  if (options.area) query = query.where('area', '=', options.area);
  const rows = await query.execute();
  return new Map(rows.flatMap((r) => (r.avatar_id === null ? [] : [[r.avatar_id, Number(r.gross)] as const])));
}

/** Creators with entries no payout has settled yet. */
export async function creatorsWithUnpaidEntries(db: Kysely<DB>): Promise<number[]> {
  const rows = await db
    .selectFrom('ledger_entries')
    .select('creator_id')
    .distinct()
    .where('payout_id', 'is', null)
    .execute();
  return rows.map((r) => r.creator_id);
}

/** The statement of a creator's unpaid entries before `beforeIso`: gross, fee, refunds and net. */
export async function unpaidSummary(db: Kysely<DB>, options: { creatorId: number; beforeIso: string }) {
  const sumOf = (types: string[]) =>
    sql<number>`coalesce(sum(case when entry_type in (${sql.join(types)}) then amount else 0 end), 0)`;
  const row = await db
    .selectFrom('ledger_entries')
    .select([
      sumOf(['charge']).as('gross'),
      sumOf(['fee', 'fee_reversal']).as('fee'),
      sumOf(['refund']).as('refunds'),
      sql<number>`coalesce(sum(case when account = 'creator' then amount else 0 end), 0)`.as('net'),
      sql<string | null>`min(occurred_at)`.as('first_at'),
      sql<number>`count(*)`.as('entries'),
    ])
    .where('creator_id', '=', options.creatorId)
    .where('payout_id', 'is', null)
    .where('occurred_at', '<', options.beforeIso)
    .executeTakeFirstOrThrow();
  return {
    gross: Number(row.gross),
    fee: Number(row.fee),
    refunds: -Number(row.refunds),
    net: Number(row.net),
    firstAt: row.first_at === null ? null : new Date(row.first_at).toISOString(),
    entries: Number(row.entries),
  };
}

/** Marks the creator's unpaid entries before `beforeIso` as settled by `payoutId`. */
export async function assignToPayout(
  db: Kysely<DB>,
  options: { creatorId: number; beforeIso: string; payoutId: number },
): Promise<void> {
  await db
    .updateTable('ledger_entries')
    .set({ payout_id: options.payoutId })
    .where('creator_id', '=', options.creatorId)
    .where('payout_id', 'is', null)
    .where('occurred_at', '<', options.beforeIso)
    .execute();
}

/** A failed payout gives its entries back (except its own payout and reversal entries). */
export async function releaseFromPayout(db: Kysely<DB>, payoutId: number): Promise<void> {
  await db
    .updateTable('ledger_entries')
    .set({ payout_id: null })
    .where('payout_id', '=', payoutId)
    .where('entry_type', 'not in', ['payout', 'payout_reversal'])
    .execute();
}
