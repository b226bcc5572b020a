import type { AppContext } from '../../context.ts';
import { withTransaction } from '../../db/transaction.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { getAvatarRefs } from '../avatars/avatars.service.ts';
import { getChargeReversals, moveChargeReversal } from '../earnings/reversals.service.ts';
import * as charges from './charges.repo.ts';
import { endAtProvider, oweProviderEnd } from './provider-ends.service.ts';
import * as repo from './subscriptions.repo.ts';

export interface ChargeListing {
  id: number;
  createdAt: string;
  memberId: number;
  avatarId: number;
  avatarName: string;
  tier: string;
  kind: string;
  amount: number;
  currency: string;
  status: string;
  failure: string | null;
}

/** Charges, newest first, for the admin CLI (`npm run admin -- charges list`). */
export async function listCharges(ctx: AppContext, options: { userId?: number; limit?: number } = {}) {
  const rows = await charges.listSettledCharges(ctx.db, { limit: options.limit ?? 50, ...options });
  const names = await getAvatarRefs(
    ctx,
    rows.map((r) => r.avatar_id),
  );
  return rows.map(
    (r): ChargeListing => ({
      id: r.id,
      createdAt: r.created_at,
      memberId: r.user_id,
      avatarId: r.avatar_id,
      avatarName: names.get(r.avatar_id)?.name ?? 'Deleted avatar',
      tier: r.tier,
      kind: r.kind,
      amount: r.amount,
      currency: r.currency,
      status: r.status,
      failure: r.failure_message,
    }),
  );
}

/**
 * Refunds a charge (`npm run admin -- charges refund <id> [--amount <minor units>]`), in
 * full by default or in part: the provider gives the money back, keyed by the charge and
 * the running total it reaches (`refund:<charge>` for a whole refund at once), so running
 * the command again after a crash refunds once; then the refund is applied (`applyRefund`).
 */
export async function refundCharge(
  ctx: AppContext,
  chargeId: number,
  options: { amount?: number } = {},
): Promise<{ refunded: boolean; total: number }> {
  const charge = await charges.findCharge(ctx.db, chargeId);
  if (!charge) throw notFound(`No charge ${chargeId}`);
  const already = (await getChargeReversals(ctx, charge.id)).refunded;
  if (charge.status === 'refunded') return { refunded: false, total: already };
  if (charge.status !== 'succeeded' || !charge.provider_ref) {
    throw new AppError('CONFLICT', `Charge ${chargeId} is ${charge.status}: only a succeeded charge can be refunded`);
  }
  const left = charge.amount - already;
  const amount = options.amount ?? left;
  if (amount > left) {
    throw new AppError('CONFLICT', `Charge ${chargeId} has ${left} (minor units) left to refund, not ${amount}`);
  }
  const total = already + amount;
  await ctx.payments.refund({
    idempotencyKey:
      already === 0 && total === charge.amount ? `refund:${charge.id}` : `refund:${charge.id}:to:${total}`,
    chargeRef: charge.provider_ref,
    amount,
    currency: charge.currency,
  });
  return { refunded: await applyRefund(ctx, charge, total), total };
}

/**
 * Money went back to the member (refunded here or at the provider), `refundedTotal` of the
 * charge in all so far (the provider's running total; a whole refund by default). In one
 * transaction, with the charge locked, the ledger is reversed up to that total (only the
 * part not reversed yet: a replay or an older total writes nothing; the creator's earning
 * too, even if already paid out: the balance goes negative and the next payout nets it).
 * A partial refund leaves the access; once the whole charge is refunded it is marked
 * refunded and, when it paid for the current period, the subscription's access ends.
 */
export async function applyRefund(
  ctx: AppContext,
  charge: charges.ChargeRow,
  refundedTotal: number = charge.amount,
): Promise<boolean> {
  const nowIso = ctx.clock.now().toISOString();
  const outcome = await withTransaction(ctx, async (tx) => {
    const row = await charges.lockCharge(tx.db, ctx.dialect, charge.id);
    if (!row || (row.status !== 'succeeded' && row.status !== 'refunded')) return null;
    const { refunded } = await getChargeReversals(tx, row.id);
    const total = Math.min(refundedTotal, row.amount);
    if (total <= refunded) return null;
    await moveChargeReversal(tx, {
      chargeId: row.id,
      by: total - refunded,
      key: refunded === 0 && total === row.amount ? `charge:${row.id}` : `charge:${row.id}:refunded-to:${total}`,
      occurredAt: nowIso,
    });
    if (total < row.amount) return { ended: false };
    return { ended: await takeAccessBack(tx, row, nowIso) };
  });
  if (outcome?.ended) await endAtProvider(ctx, charge.subscription_id);
  return outcome !== null;
}

/**
 * The charge's money is gone (refunded in full, or withdrawn by a dispute): it is marked
 * refunded and, when it paid for the period running now, the access ends and the
 * provider's subscription is owed an end (so it bills no more). An old period's refund
 * changes no access. Answers whether an end is owed. Call inside the charge's transaction.
 */
export async function takeAccessBack(tx: AppContext, charge: charges.ChargeRow, nowIso: string): Promise<boolean> {
  if (!(await charges.markRefunded(tx.db, { id: charge.id, nowIso }))) return false;
  if (charge.period_end <= nowIso) return false;
  await repo.endNow(tx.db, { id: charge.subscription_id, nowIso });
  await oweProviderEnd(tx, { subscriptionId: charge.subscription_id, nowIso });
  return true;
}
