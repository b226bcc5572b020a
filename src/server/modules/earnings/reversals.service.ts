import type { AppContext } from '../../context.ts';
import * as repo from './ledger.repo.ts';

/**
 * Money taken back from a charge (refunds, in part or in full, and disputes) and given
 * back (a dispute won), as ledger rows: each step writes a `refund` (gross), a
 * `fee_reversal` (platform) and an `earning_reversal` (creator) entry, negative when money
 * leaves, positive when it returns; rows are never edited. The split is computed on the
 * running total, not per step: after any steps, the fee reversed is the charge's fee × the
 * share of the gross reversed (rounded half up) and the earning reversed is the rest. So
 * every step's three rows sum to its gross exactly, and a charge reversed in full, in any
 * number of steps, has exactly its fee and earning reversed, with no cent drifting.
 */

export interface ChargeReversals {
  /** The charge's gross (0 when the ledger holds no charge entry for it). */
  gross: number;
  /** Gross reversed now, by refunds and disputes together (0 … gross). */
  reversed: number;
  /** Gross reversed by refunds (entries not keyed by a dispute). */
  refunded: number;
  /** Per dispute: what it withdrew and what came back. */
  disputes: Map<string, { withdrawn: number; reinstated: number }>;
}

const DISPUTE_KEY = /^dispute:([^:]+):(reinstated:)?refund$/;

/** Where a charge's reversals stand, read from its entries (call inside the transaction that writes). */
export async function getChargeReversals(ctx: AppContext, chargeId: number): Promise<ChargeReversals> {
  const entries = await repo.entriesOfCharge(ctx.db, chargeId);
  const state: ChargeReversals = { gross: 0, reversed: 0, refunded: 0, disputes: new Map() };
  for (const e of entries) {
    if (e.entry_type === 'charge') state.gross += e.amount;
    if (e.entry_type !== 'refund') continue;
    state.reversed -= e.amount;
    const dispute = DISPUTE_KEY.exec(e.entry_key);
    if (!dispute?.[1]) {
      state.refunded -= e.amount;
      continue;
    }
    const seen = state.disputes.get(dispute[1]) ?? { withdrawn: 0, reinstated: 0 };
    if (dispute[2]) seen.reinstated += e.amount;
    else seen.withdrawn -= e.amount;
    state.disputes.set(dispute[1], seen);
  }
  return state;
}

/** Half-up share of `part` in proportion `num / den`, in integers. */
const shareOf = (part: number, num: number, den: number) => Math.floor((2 * part * num + den) / (2 * den));

/**
 * Moves the charge's reversed gross by `by` (positive: money leaves; negative: it comes
 * back), kept within 0 … gross, writing three rows keyed `<key>:<entry type>` (a key
 * written before adds nothing). Answers the gross actually moved. The caller holds the
 * charge's lock, so the state read here is the one the rows build on.
 */
export async function moveChargeReversal(
  ctx: AppContext,
  options: { chargeId: number; by: number; key: string; occurredAt: string },
): Promise<number> {
  const entries = await repo.entriesOfCharge(ctx.db, options.chargeId);
  const sum = (type: string) => entries.filter((e) => e.entry_type === type).reduce((n, e) => n + e.amount, 0);
  const base = entries.find((e) => e.entry_type === 'charge');
  const gross = sum('charge');
  if (!base || gross <= 0) return 0;
  const fee = sum('fee');
  const reversed = -sum('refund');
  const target = Math.min(gross, Math.max(0, reversed + options.by));
  if (target === reversed) return 0;
  const feeDelta = shareOf(fee, target, gross) + sum('fee_reversal');
  const earningDelta = target - shareOf(fee, target, gross) + sum('earning_reversal');
  const row =
    (type: 'refund' | 'fee_reversal' | 'earning_reversal', account: 'gross' | 'platform' | 'creator') =>
    (amount: number) => ({
      entry_key: `${options.key}:${type}`,
      entry_type: type,
      account,
      amount,
      currency: base.currency,
      creator_id: base.creator_id,
      avatar_id: base.avatar_id,
      member_id: base.member_id,
      charge_id: options.chargeId,
      area: base.area,
      payout_id: null,
      occurred_at: options.occurredAt,
    });
  await repo.insertEntries(
    ctx.db,
    [
      row('refund', 'gross')(reversed - target),
      row('fee_reversal', 'platform')(-feeDelta),
      row('earning_reversal', 'creator')(-earningDelta),
    ].filter((e) => e.amount !== 0),
  );
  return target - reversed;
}
