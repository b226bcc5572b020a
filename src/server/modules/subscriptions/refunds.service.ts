import type { AppContext } from '../../context.ts';
import { withTransaction } from '../../db/transaction.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { getAvatarRefs } from '../avatars/avatars.service.ts';
import { recordRefundEntries } from '../earnings/ledger.service.ts';
import * as charges from './charges.repo.ts';
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
 * Refunds a charge in full (`npm run admin -- charges refund <id>`): the provider gives the
 * money back (keyed `refund:<charge>`, so running the command again after a crash refunds
 * once), then the refund is applied (`applyRefund`).
 */
export async function refundCharge(ctx: AppContext, chargeId: number): Promise<{ refunded: boolean }> {
  const charge = await charges.findCharge(ctx.db, chargeId);
  if (!charge) throw notFound(`No charge ${chargeId}`);
  if (charge.status === 'refunded') return { refunded: false };
  if (charge.status !== 'succeeded' || !charge.provider_ref) {
    throw new AppError('CONFLICT', `Charge ${chargeId} is ${charge.status}: only a succeeded charge can be refunded`);
  }
  await ctx.payments.refund({
    idempotencyKey: `refund:${charge.id}`,
    chargeRef: charge.provider_ref,
    amount: charge.amount,
    currency: charge.currency,
  });
  return { refunded: await applyRefund(ctx, charge) };
}

/**
 * The money went back to the member (refunded here or at the provider): in one
 * transaction the charge is marked refunded, once, its ledger entries are reversed (the
 * creator's earning too, even if already paid out: the balance goes negative and the next
 * payout nets it) and, when it paid for the current period, the subscription's access ends.
 */
export async function applyRefund(ctx: AppContext, charge: charges.ChargeRow): Promise<boolean> {
  const nowIso = ctx.clock.now().toISOString();
  const current = charge.period_end > nowIso;
  const applied = await withTransaction(ctx, async (tx) => {
    if (!(await charges.markRefunded(tx.db, { id: charge.id, nowIso }))) return false;
    await recordRefundEntries(tx, { chargeId: charge.id, occurredAt: nowIso });
    // A refund of a period that has not ended takes its access back; an old period's changes nothing.
    if (current) await repo.endNow(tx.db, { id: charge.subscription_id, nowIso });
    return true;
  });
  // A provider that renews by itself is told the subscription has ended, so it bills no more.
  const ref =
    applied && current ? (await repo.findSubscriptionById(ctx.db, charge.subscription_id))?.provider_ref : null;
  if (ref) await ctx.payments.endSubscription?.({ subscriptionRef: ref });
  return applied;
}
