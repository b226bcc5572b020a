import type { AppContext } from '../../context.ts';
import { splitCharge } from './fee-split.ts';
import * as repo from './ledger.repo.ts';

/**
 * The ledger: every money movement in integer minor units, append-only, each entry keyed
 * once (`charge:12:fee`), so a retried write adds nothing. Three accounts:
 * - gross: what members paid (a charge +, its refund −);
 * - platform: the service fee (PLATFORM_FEE_PERCENT of each charge, reversed with a refund);
 * - creator: the creator's earning (gross − fee), less reversals and payouts: its sum is
 *   the creator's balance, negative after a refund of money already paid out.
 * Every money figure the product shows is a query over these rows. One currency (usd) is
 * in use; figures add amounts without converting.
 */

export interface ChargeForLedger {
  chargeId: number;
  creatorId: number;
  avatarId: number;
  memberId: number;
  amount: number;
  currency: string;
  /** The content area the subscription unlocks (life until the NQW tier launches). */
  area: 'life' | 'wife';
  occurredAt: string;
}

/** A succeeded charge: gross, service fee and creator earning (fee + earning = gross, exactly). */
export async function recordChargeEntries(ctx: AppContext, charge: ChargeForLedger): Promise<void> {
  const { fee, earning } = splitCharge(charge.amount, ctx.config.payments.platformFeePercent);
  const base = {
    currency: charge.currency,
    creator_id: charge.creatorId,
    avatar_id: charge.avatarId,
    member_id: charge.memberId,
    charge_id: charge.chargeId,
    area: charge.area,
    payout_id: null,
    occurred_at: charge.occurredAt,
  };
  const key = (part: string) => `charge:${charge.chargeId}:${part}`;
  await repo.insertEntries(ctx.db, [
    { ...base, entry_key: key('charge'), entry_type: 'charge', account: 'gross', amount: charge.amount },
    { ...base, entry_key: key('fee'), entry_type: 'fee', account: 'platform', amount: fee },
    { ...base, entry_key: key('earning'), entry_type: 'earning', account: 'creator', amount: earning },
  ]);
}

export async function getCreatorBalance(ctx: AppContext, creatorId: number): Promise<number> {
  return repo.creatorBalance(ctx.db, creatorId);
}

const dayStart = (day: string) => `${day}T00:00:00.000Z`;
const dayAfter = (day: string) => new Date(Date.parse(dayStart(day)) + 24 * 60 * 60 * 1000).toISOString();

/** Per UTC day and area, from `fromDay` to `toDay` inclusive: gross paid and the creator's earning. */
export async function getMoneyDays(ctx: AppContext, options: { creatorId: number; fromDay: string; toDay: string }) {
  return repo.moneyDays(ctx.db, ctx.dialect, {
    creatorId: options.creatorId,
    fromIso: dayStart(options.fromDay),
    toIso: dayAfter(options.toDay),
  });
}

/** Gross (charges less refunds) per avatar, from `fromDay` to `toDay` inclusive, of one area or all. */
export async function getGrossByAvatar(
  ctx: AppContext,
  options: { creatorId: number; fromDay: string; toDay: string; area: 'life' | 'wife' | null },
) {
  return repo.grossByAvatar(ctx.db, {
    creatorId: options.creatorId,
    fromIso: dayStart(options.fromDay),
    toIso: dayAfter(options.toDay),
    area: options.area,
  });
}
