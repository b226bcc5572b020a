import type { AppContext } from '../../context.ts';
import { withTransaction } from '../../db/transaction.ts';
import type { PaymentEvent } from '../../payments/payment-provider.ts';
import { getAvatarRefs } from '../avatars/avatars.service.ts';
import { addMonth } from './billing-periods.ts';
import * as charges from './charges.repo.ts';
import { applyDispute } from './disputes.service.ts';
import { applyRefund } from './refunds.service.ts';
import { recordRenewalEntries, renewalFacts } from './renewals.service.ts';
import { sendPaymentFailed, sendReceipt } from './subscriptions.email.ts';
import * as repo from './subscriptions.repo.ts';

/**
 * What a provider that renews subscriptions itself (Stripe) reports, written as the same
 * rows the renewal job and the refund command write for the test-mode provider. Events
 * may arrive late, twice or out of order, so each one is applied by comparing states, not
 * by trusting the order: a charge is written once per provider invoice, a period only
 * moves forward, an ended subscription stays ended, a refund is applied once. An event
 * about a subscription or charge we do not know changes nothing.
 */
type ProviderEvent = Exclude<PaymentEvent, { type: 'checkout.completed' | 'checkout.failed' }>;

export async function applyProviderEvent(ctx: AppContext, event: ProviderEvent): Promise<void> {
  switch (event.type) {
    case 'renewal.paid':
      return renewalPaid(ctx, event);
    case 'renewal.failed':
      return renewalFailed(ctx, event);
    case 'subscription.changed':
      return withSubscription(ctx, event.subscriptionRef, async (sub, nowIso) => {
        if (sub.status !== 'expired') {
          await repo.setProviderCancellation(ctx.db, { id: sub.id, cancelAt: event.cancelAt, nowIso });
        }
      });
    case 'subscription.ended':
      return withSubscription(ctx, event.subscriptionRef, async (sub, nowIso) => {
        await repo.expireNow(ctx.db, { id: sub.id, nowIso });
      });
    case 'charge.refunded':
      // Made at the provider (its dashboard, or our admin command): applied up to its running total.
      return withCharge(ctx, event.chargeRef, (charge) => applyRefund(ctx, charge, event.refunded));
    case 'charge.disputed':
      return withCharge(ctx, event.chargeRef, (charge) => applyDispute(ctx, charge, event));
  }
}

async function withCharge(
  ctx: AppContext,
  ref: string,
  apply: (charge: charges.ChargeRow) => Promise<unknown>,
): Promise<void> {
  const charge = await charges.findChargeByProviderRef(ctx.db, ref);
  if (!charge) {
    ctx.log.warn({ charge: ref }, 'payment event for an unknown charge: nothing to change');
    return;
  }
  await apply(charge);
}

async function withSubscription(
  ctx: AppContext,
  ref: string,
  apply: (sub: repo.SubscriptionRow, nowIso: string) => Promise<void>,
): Promise<void> {
  const sub = await repo.findByProviderRef(ctx.db, ref);
  if (!sub) {
    ctx.log.warn({ subscription: ref }, 'payment event for an unknown subscription: nothing to change');
    return;
  }
  await apply(sub, ctx.clock.now().toISOString());
}

/** A renewal charge the provider settled, for the subscription's tier and card. */
function providerCharge(
  sub: repo.SubscriptionRow,
  values: Pick<
    charges.ChargeRow,
    'period_start' | 'period_end' | 'attempt' | 'amount' | 'currency' | 'idempotency_key'
  >,
  nowIso: string,
) {
  return {
    subscription_id: sub.id,
    user_id: sub.user_id,
    avatar_id: sub.avatar_id,
    kind: 'renewal' as const,
    tier: sub.tier,
    payment_method_id: sub.payment_method_id,
    created_at: nowIso,
    settled_at: nowIso,
    refunded_at: null,
    ...values,
  };
}

async function mailFacts(ctx: AppContext, sub: repo.SubscriptionRow, charge: charges.ChargeRow, nowIso: string) {
  const avatar = (await getAvatarRefs(ctx, [sub.avatar_id])).get(sub.avatar_id);
  const method = sub.payment_method_id ? await charges.findPaymentMethod(ctx.db, sub.payment_method_id) : undefined;
  return renewalFacts({ charge, avatar, method, nowIso });
}

async function renewalPaid(ctx: AppContext, event: Extract<ProviderEvent, { type: 'renewal.paid' }>) {
  await withSubscription(ctx, event.subscriptionRef, async (sub, nowIso) => {
    const avatar = (await getAvatarRefs(ctx, [sub.avatar_id])).get(sub.avatar_id);
    const charge = await withTransaction(ctx, async (tx) => {
      const row = await charges.insertSettledChargeOnce(tx.db, {
        ...providerCharge(
          sub,
          {
            period_start: event.period.start,
            period_end: event.period.end,
            attempt: sub.failed_attempts + 1,
            amount: event.charge.amount,
            currency: event.charge.currency,
            idempotency_key: `provider-invoice:${event.invoiceRef}`,
          },
          nowIso,
        ),
        status: 'succeeded',
        provider_ref: event.charge.ref,
        failure_message: null,
      });
      if (!row) return null;
      await repo.advancePeriodTo(tx.db, { id: sub.id, period: event.period, nowIso });
      await recordRenewalEntries(tx, { charge: row, avatar, nowIso });
      return row;
    });
    if (charge) sendReceipt(ctx, await mailFacts(ctx, sub, charge, nowIso));
  });
}

async function renewalFailed(ctx: AppContext, event: Extract<ProviderEvent, { type: 'renewal.failed' }>) {
  await withSubscription(ctx, event.subscriptionRef, async (sub, nowIso) => {
    const graceUntil = new Date(Date.parse(event.periodStart) + ctx.config.payments.graceMs).toISOString();
    const failed = await withTransaction(ctx, async (tx) => {
      const row = await charges.insertSettledChargeOnce(tx.db, {
        ...providerCharge(
          sub,
          {
            period_start: event.periodStart,
            period_end: addMonth(event.periodStart),
            attempt: event.attempt,
            amount: event.amount.amount,
            currency: event.amount.currency,
            idempotency_key: `provider-invoice:${event.invoiceRef}:attempt:${event.attempt}`,
          },
          nowIso,
        ),
        status: 'failed',
        provider_ref: null,
        failure_message: event.message,
      });
      // Only while the unpaid period is the next one: a failure reported after the payment changes nothing.
      const changed =
        row !== null &&
        (await repo.markPastDue(tx.db, {
          id: sub.id,
          fromPeriodEnd: event.periodStart,
          graceUntil,
          nextRetryAt: event.nextRetryAt ?? graceUntil,
          nowIso,
        }));
      return changed ? row : null;
    });
    if (!failed) return;
    const current = await repo.findSubscriptionById(ctx.db, sub.id);
    sendPaymentFailed(ctx, {
      ...(await mailFacts(ctx, sub, failed, nowIso)),
      graceUntil: current?.grace_until ?? graceUntil,
    });
  });
}
