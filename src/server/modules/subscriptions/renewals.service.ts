import type { AppContext } from '../../context.ts';
import { withTransaction } from '../../db/transaction.ts';
import { type AvatarRef, getAvatarRefs } from '../avatars/avatars.service.ts';
import { recordChargeEntries } from '../earnings/ledger.service.ts';
import { addMonth, RENEWAL_LEAD_MS } from './billing-periods.ts';
import * as charges from './charges.repo.ts';
import { type ChargeMailFacts, sendPaymentFailed, sendReceipt } from './subscriptions.email.ts';
import * as repo from './subscriptions.repo.ts';

const BATCH = 100;

/**
 * The renewal job (every minute): first the charges a crash left waiting for the
 * provider's answer, then every renewal due (charged RENEWAL_LEAD_MS before the period
 * ends) and every retry of a past_due subscription that has come round.
 *
 * Each charge is idempotent: it is written as pending with its key
 * (`renewal:<subscription>:<period start>:<attempt>`) before the provider is asked with
 * that same key, and settled, with the period moved on and the ledger written, in one
 * transaction that only a pending charge can enter. A job run again, here or in another
 * instance, finds the pending charge and asks again with its key: the provider answers
 * its first answer and the money moves once.
 */
export async function renewDueSubscriptions(ctx: AppContext, signal?: AbortSignal): Promise<number> {
  if (ctx.payments.renewals !== 'product') return 0;
  let handled = 0;
  for (const pending of await charges.listPendingCharges(ctx.db, BATCH)) {
    if (signal?.aborted) return handled;
    await settleWithProvider(ctx, pending);
    handled++;
  }
  const now = ctx.clock.now();
  const due = await repo.listDueRenewals(ctx.db, {
    dueBeforeIso: new Date(now.getTime() + RENEWAL_LEAD_MS).toISOString(),
    nowIso: now.toISOString(),
    limit: BATCH,
  });
  for (const subscription of due) {
    if (signal?.aborted) break;
    if (!subscription.current_period_end) continue;
    const periodStart = subscription.current_period_end;
    const attempt = subscription.failed_attempts + 1;
    const charge = await charges.insertCharge(ctx.db, {
      subscription_id: subscription.id,
      user_id: subscription.user_id,
      avatar_id: subscription.avatar_id,
      kind: 'renewal',
      tier: subscription.tier,
      period_start: periodStart,
      period_end: addMonth(periodStart),
      attempt,
      amount: subscription.price,
      currency: subscription.currency,
      status: 'pending',
      idempotency_key: `renewal:${subscription.id}:${periodStart}:${attempt}`,
      provider_ref: null,
      payment_method_id: subscription.payment_method_id,
      failure_message: null,
      created_at: now.toISOString(),
      settled_at: null,
      refunded_at: null,
    });
    if (charge.status === 'pending') await settleWithProvider(ctx, charge);
    handled++;
  }
  return handled;
}

async function settleWithProvider(ctx: AppContext, charge: charges.ChargeRow): Promise<void> {
  const method = charge.payment_method_id
    ? await charges.findPaymentMethod(ctx.db, charge.payment_method_id)
    : undefined;
  const avatar = (await getAvatarRefs(ctx, [charge.avatar_id])).get(charge.avatar_id);
  const outcome = method
    ? await ctx.payments.chargeRenewal({
        idempotencyKey: charge.idempotency_key,
        paymentMethodRef: method.provider_ref,
        amount: charge.amount,
        currency: charge.currency,
        description: `${avatar?.name ?? 'Avatar'} subscription`,
      })
    : { status: 'failed' as const, ref: `none:${charge.id}`, message: 'No saved payment method' };
  const now = ctx.clock.now();
  const nowIso = now.toISOString();
  const graceUntil = new Date(Date.parse(charge.period_start) + ctx.config.payments.graceMs).toISOString();
  const settled = await withTransaction(ctx, async (tx) => {
    const first = await charges.settleCharge(tx.db, {
      id: charge.id,
      status: outcome.status,
      providerRef: outcome.ref,
      failureMessage: outcome.status === 'failed' ? outcome.message : null,
      nowIso,
    });
    if (!first) return false;
    if (outcome.status === 'failed') {
      await repo.markPastDue(tx.db, {
        id: charge.subscription_id,
        fromPeriodEnd: charge.period_start,
        graceUntil,
        nextRetryAt: new Date(now.getTime() + ctx.config.payments.retryMs).toISOString(),
        nowIso,
      });
      return true;
    }
    await repo.advancePeriod(tx.db, {
      id: charge.subscription_id,
      fromPeriodEnd: charge.period_start,
      periodEnd: charge.period_end,
      nowIso,
    });
    await recordRenewalEntries(tx, { charge, avatar, nowIso });
    return true;
  });
  if (!settled) return;
  const facts = renewalFacts({ charge, avatar, method, nowIso });
  if (outcome.status === 'succeeded') sendReceipt(ctx, facts);
  else {
    const current = await repo.findSubscriptionById(ctx.db, charge.subscription_id);
    sendPaymentFailed(ctx, { ...facts, graceUntil: current?.grace_until ?? graceUntil });
  }
}

/** A paid renewal in the ledger: the avatar's creator earns it (a deleted avatar's charge gets no entries). */
export async function recordRenewalEntries(
  ctx: AppContext,
  options: { charge: charges.ChargeRow; avatar: AvatarRef | undefined; nowIso: string },
): Promise<void> {
  const { charge, avatar } = options;
  if (!avatar) return;
  await recordChargeEntries(ctx, {
    chargeId: charge.id,
    creatorId: avatar.creatorId,
    avatarId: avatar.id,
    memberId: charge.user_id,
    amount: charge.amount,
    currency: charge.currency,
    area: 'life',
    occurredAt: options.nowIso,
  });
}

/** What the receipt or the 'payment failed' email says of a renewal charge. */
export function renewalFacts(options: {
  charge: Pick<charges.ChargeRow, 'user_id' | 'tier' | 'amount' | 'period_end'>;
  avatar: AvatarRef | undefined;
  method: charges.PaymentMethodRow | undefined;
  nowIso: string;
}): ChargeMailFacts {
  const { charge, method } = options;
  return {
    userId: charge.user_id,
    avatarName: options.avatar?.name ?? 'your avatar',
    tier: charge.tier,
    amount: charge.amount,
    at: options.nowIso,
    periodEnd: charge.period_end,
    card: method ? { brand: method.brand, last4: method.last4 } : null,
  };
}

/** The expiry job (every minute): cancelled subscriptions past their end, past_due ones past their grace. */
export async function expireEndedSubscriptions(ctx: AppContext): Promise<number> {
  return repo.expireEnded(ctx.db, ctx.clock.now().toISOString());
}
