import type { CheckoutStarted } from '../../../shared/contracts/subscriptions.ts';
import {
  ALREADY_SUBSCRIBED_MESSAGE,
  NO_VIP_TIER_MESSAGE,
  OWN_AVATAR_MESSAGE,
  type SubscriptionTier,
} from '../../../shared/subscription-terms.ts';
import type { AppContext } from '../../context.ts';
import { withTransaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import type { PaymentEvent } from '../../payments/payment-provider.ts';
import type { SignedInUser } from '../../plugins/session.ts';
import { getAvatarProfile, getAvatarRefs } from '../avatars/avatars.service.ts';
import { recordChargeEntries } from '../earnings/ledger.service.ts';
import { getAuthUser } from '../users/users.service.ts';
import { addMonth } from './billing-periods.ts';
import * as charges from './charges.repo.ts';
import * as checkouts from './checkouts.repo.ts';
import { applyProviderEvent } from './provider-events.service.ts';
import { sendReceipt } from './subscriptions.email.ts';
import * as repo from './subscriptions.repo.ts';

const CURRENCY = 'usd';
/** A checkout nobody paid within a day is closed (the provider's page expires too). */
const CHECKOUT_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Subscribe: opens a checkout for the avatar's tier at today's price and answers where the
 * member pays (the provider's page). Nothing is subscribed yet: the subscription starts
 * when the provider reports the payment (`checkout.completed`). A second click while a
 * checkout is open answers the same checkout: one checkout, one charge.
 */
export async function startCheckout(
  ctx: AppContext,
  options: { user: SignedInUser; avatarId: number; tier: SubscriptionTier },
): Promise<CheckoutStarted> {
  const { user, tier } = options;
  const avatar = await getAvatarProfile(ctx, options.avatarId);
  if (avatar.creatorId === user.userId) throw new AppError('FORBIDDEN', OWN_AVATAR_MESSAGE);
  const now = ctx.clock.now();
  const entitled = await repo.findEntitledTier(ctx.db, {
    userId: user.userId,
    avatarId: avatar.id,
    nowIso: now.toISOString(),
  });
  if (entitled) throw new AppError('CONFLICT', ALREADY_SUBSCRIBED_MESSAGE);
  const price = tier === 'vip' ? avatar.vipMonthlyPrice : avatar.monthlyPrice;
  if (price === null)
    throw new AppError('BAD_REQUEST', NO_VIP_TIER_MESSAGE, {
      issues: [{ path: 'tier', message: NO_VIP_TIER_MESSAGE }],
    });
  const { min, max } = ctx.payments.priceBounds;
  if (price < min || price > max) throw new AppError('CONFLICT', 'This price cannot be charged right now');

  const nowIso = now.toISOString();
  const key = { userId: user.userId, avatarId: avatar.id };
  const current = await checkouts.findOpenCheckout(ctx.db, key);
  // An open checkout for another tier or an older price gives way to this one.
  if (current && (current.tier !== tier || current.amount !== price)) {
    await checkouts.closeOpenCheckout(ctx.db, { id: current.id, status: 'expired', message: 'Replaced', nowIso });
  }
  const checkout = await checkouts.openCheckout(ctx.db, {
    user_id: user.userId,
    avatar_id: avatar.id,
    tier,
    amount: price,
    currency: CURRENCY,
    status: 'open',
    provider: ctx.payments.name,
    provider_ref: null,
    url: null,
    failure_message: null,
    created_at: nowIso,
    updated_at: nowIso,
    completed_at: null,
  });
  if (checkout.url) return { checkoutId: checkout.id, url: checkout.url };
  const member = await getAuthUser(ctx, user.userId);
  // Keyed by our checkout: a retry (or the other click) gets the same provider session.
  const session = await ctx.payments.startCheckout({
    idempotencyKey: `checkout:${checkout.id}`,
    checkoutId: checkout.id,
    member: { userId: member.id, email: member.email },
    avatar: { id: avatar.id, name: avatar.name },
    tier: checkout.tier,
    amount: checkout.amount,
    currency: checkout.currency,
    returnPath: `/avatar/${avatar.id}?checkout=${checkout.id}`,
  });
  await checkouts.setProviderRef(ctx.db, { id: checkout.id, ref: session.ref, url: session.url, nowIso });
  return { checkoutId: checkout.id, url: session.url };
}

/** What the provider reports (its webhook, or the test provider's page), applied once. */
export async function handlePaymentEvent(ctx: AppContext, event: PaymentEvent): Promise<void> {
  if (event.type === 'checkout.failed') {
    await checkouts.closeOpenCheckout(ctx.db, {
      id: event.checkoutId,
      status: 'failed',
      message: event.message,
      nowIso: ctx.clock.now().toISOString(),
    });
    return;
  }
  if (event.type === 'checkout.completed') await completeCheckout(ctx, event);
  else await applyProviderEvent(ctx, event);
}

/**
 * A paid checkout: in ONE transaction the checkout is marked completed (once: a repeated
 * event does nothing), the payment method kept (brand, last four, expiry), the subscription
 * started for a month, the charge recorded and the ledger written. So the ledger and the
 * subscription always agree; a crash before the commit leaves the checkout open, and the
 * checkout job completes it from the provider's record.
 */
async function completeCheckout(ctx: AppContext, event: Extract<PaymentEvent, { type: 'checkout.completed' }>) {
  const checkout = await checkouts.findCheckout(ctx.db, event.checkoutId);
  if (!checkout) {
    ctx.log.warn({ checkout: event.checkoutId }, 'payment event for an unknown checkout');
    return;
  }
  const avatar = (await getAvatarRefs(ctx, [checkout.avatar_id])).get(checkout.avatar_id);
  if (!avatar) {
    ctx.log.error({ checkout: checkout.id }, 'paid checkout of a deleted avatar: refund it from the admin CLI');
    return;
  }
  const now = ctx.clock.now();
  const nowIso = now.toISOString();
  const done = await withTransaction(ctx, async (tx) => {
    if (!(await checkouts.markCompleted(tx.db, { id: checkout.id, nowIso }))) return null;
    const method = await charges.savePaymentMethod(tx.db, {
      user_id: checkout.user_id,
      provider: checkout.provider,
      provider_ref: event.paymentMethod.ref,
      brand: event.paymentMethod.brand,
      last4: event.paymentMethod.last4,
      exp_month: event.paymentMethod.expMonth,
      exp_year: event.paymentMethod.expYear,
      created_at: nowIso,
    });
    // Paid twice for one avatar (two checkouts both paid): the second month follows the first.
    const running = await repo.findSubscription(tx.db, { userId: checkout.user_id, avatarId: checkout.avatar_id });
    const runningEnd =
      running && running.status !== 'expired' && running.current_period_end && running.current_period_end > nowIso
        ? running.current_period_end
        : null;
    // A provider that bills the subscription itself says which period was paid.
    const periodStart = event.period?.start ?? runningEnd ?? nowIso;
    const periodEnd = event.period?.end ?? addMonth(periodStart);
    const subscription = await repo.startSubscription(tx.db, {
      user_id: checkout.user_id,
      avatar_id: checkout.avatar_id,
      tier: checkout.tier,
      status: 'active',
      price: checkout.amount,
      currency: checkout.currency,
      current_period_start: periodStart,
      current_period_end: periodEnd,
      cancel_at: null,
      grace_until: null,
      next_retry_at: null,
      failed_attempts: 0,
      payment_method_id: method.id,
      provider_ref: event.subscriptionRef,
      created_at: nowIso,
      updated_at: nowIso,
      cancelled_at: null,
    });
    const charge = await charges.insertCharge(tx.db, {
      subscription_id: subscription.id,
      user_id: checkout.user_id,
      avatar_id: checkout.avatar_id,
      kind: 'initial',
      tier: checkout.tier,
      period_start: periodStart,
      period_end: periodEnd,
      attempt: 1,
      amount: event.charge.amount,
      currency: event.charge.currency,
      status: 'succeeded',
      idempotency_key: `checkout:${checkout.id}`,
      provider_ref: event.charge.ref,
      payment_method_id: method.id,
      failure_message: null,
      created_at: nowIso,
      settled_at: nowIso,
      refunded_at: null,
    });
    await recordChargeEntries(tx, {
      chargeId: charge.id,
      creatorId: avatar.creatorId,
      avatarId: avatar.id,
      memberId: checkout.user_id,
      amount: charge.amount,
      currency: charge.currency,
      area: 'life',
      occurredAt: nowIso,
    });
    return { charge, card: { brand: method.brand, last4: method.last4 } };
  });
  if (done) {
    sendReceipt(ctx, {
      userId: checkout.user_id,
      avatarName: avatar.name,
      tier: checkout.tier,
      amount: done.charge.amount,
      at: nowIso,
      periodEnd: done.charge.period_end,
      card: done.card,
    });
  }
}

/**
 * The checkout job: open checkouts are asked about at the provider. Paid ones whose event
 * never arrived, or arrived while this process crashed, are completed; expired ones closed.
 */
export async function settleOpenCheckouts(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  let handled = 0;
  for (const checkout of await checkouts.listOpenCheckouts(ctx.db, 200)) {
    // Without a provider session (its start failed) only our own clock can close it.
    const tooOld = now.getTime() - Date.parse(checkout.created_at) > CHECKOUT_TTL_MS;
    const state = checkout.provider_ref ? await ctx.payments.getCheckout(checkout.provider_ref) : null;
    if (state?.status === 'paid') {
      await completeCheckout(ctx, {
        type: 'checkout.completed',
        checkoutId: checkout.id,
        providerCheckoutRef: checkout.provider_ref ?? '',
        charge: state.charge,
        paymentMethod: state.paymentMethod,
        subscriptionRef: state.subscriptionRef,
        ...(state.period ? { period: state.period } : {}),
      });
      handled++;
    } else if (state?.status === 'expired' || (!checkout.provider_ref && tooOld)) {
      await checkouts.closeOpenCheckout(ctx.db, {
        id: checkout.id,
        status: 'expired',
        message: null,
        nowIso: now.toISOString(),
      });
      handled++;
    }
  }
  return handled;
}
