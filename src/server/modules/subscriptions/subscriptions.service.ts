import type {
  Billing,
  BillingPortal,
  MemberSubscription,
  SubscriptionDetails,
} from '../../../shared/contracts/subscriptions.ts';
import { NOT_SUBSCRIBED_MESSAGE, type SubscriptionTier } from '../../../shared/subscription-terms.ts';
import type { AppContext } from '../../context.ts';
import { withTransaction } from '../../db/transaction.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { SignedInUser } from '../../plugins/session.ts';
import { getAvatar, getAvatarRefs } from '../avatars/avatars.service.ts';
import { cancellationTakesEffect } from './billing-periods.ts';
import * as charges from './charges.repo.ts';
import { endAtProvider, oweProviderEnd } from './provider-ends.service.ts';
import * as repo from './subscriptions.repo.ts';

/**
 * Paid subscriptions to an avatar. The rules, enforced here and in the renewal job:
 * - a subscription entitles while active or cancelled until its paid period ends, or
 *   past_due until its grace period ends (`getEntitledTier`: the only gate, server side);
 * - it renews monthly at the price fixed at purchase unless cancelled at least 24 hours
 *   before the period ends; a later cancellation takes effect after the next period;
 * - a failed renewal makes it past_due for PAYMENT_GRACE_DAYS with retries, then expired.
 */

/**
 * The tier whose subscriber-only items the member may read on this avatar's page now, or
 * null. Every content and media route asks it through content's `canReadPremium`.
 */
export async function getEntitledTier(
  ctx: AppContext,
  options: { userId: number; avatarId: number },
): Promise<SubscriptionTier | null> {
  return repo.findEntitledTier(ctx.db, { ...options, nowIso: ctx.clock.now().toISOString() });
}

/** GET /api/avatars/:id/is-subscribed (the spec's shape): whether a subscription entitles now. */
export async function isSubscribed(ctx: AppContext, options: { user: SignedInUser; avatarId: number }) {
  const avatar = await getAvatar(ctx, options.avatarId);
  return (await getEntitledTier(ctx, { userId: options.user.userId, avatarId: avatar.id })) !== null;
}

function toMemberSubscription(row: repo.SubscriptionRow, avatarName: string, now: Date): MemberSubscription {
  const nowIso = now.toISOString();
  const periodEnd = row.current_period_end ?? row.updated_at;
  const running = row.status === 'active' || row.status === 'cancelled';
  const entitled = (running && periodEnd > nowIso) || (row.status === 'past_due' && (row.grace_until ?? '') > nowIso);
  return {
    avatarId: row.avatar_id,
    avatarName,
    tier: row.tier,
    status: row.status,
    price: row.price,
    currency: row.currency,
    renewsOn: row.status === 'active' || row.status === 'past_due' ? periodEnd : null,
    endsOn: row.status === 'cancelled' ? row.cancel_at : row.status === 'expired' ? (row.cancel_at ?? periodEnd) : null,
    graceUntil: row.status === 'past_due' ? row.grace_until : null,
    entitled,
  };
}

async function detailsOf(ctx: AppContext, userId: number, avatar: { id: number; name: string }) {
  const row = await repo.findSubscription(ctx.db, { userId, avatarId: avatar.id });
  // The rows of the old free toggle never had a period: nothing to show.
  const subscription = row?.current_period_end ? toMemberSubscription(row, avatar.name, ctx.clock.now()) : null;
  return { subscription, testMode: ctx.payments.testMode } satisfies SubscriptionDetails;
}

/** GET /api/avatars/:id/subscription: tier, price, status, renews or ends on. */
export async function getSubscriptionDetails(
  ctx: AppContext,
  options: { user: SignedInUser; avatarId: number },
): Promise<SubscriptionDetails> {
  const avatar = await getAvatar(ctx, options.avatarId);
  return detailsOf(ctx, options.user.userId, avatar);
}

/**
 * Cancels with the 24-hour rule: at least 24 hours before the period ends, access ends at
 * its end and nothing more is charged; later, the next period is still charged and the
 * subscription ends after it. A subscription whose payment is failing ends at once (its
 * retries stop). Cancelling again changes nothing.
 */
export async function cancelSubscription(
  ctx: AppContext,
  options: { user: SignedInUser; avatarId: number },
): Promise<SubscriptionDetails> {
  const avatar = await getAvatar(ctx, options.avatarId);
  const row = await repo.findSubscription(ctx.db, { userId: options.user.userId, avatarId: avatar.id });
  const now = ctx.clock.now();
  if (!row?.current_period_end || row.status === 'expired') throw notFound(NOT_SUBSCRIBED_MESSAGE);
  const ref = row.provider_ref;
  if (row.status === 'active') {
    // The rule is ours: the provider is told the date it gives, then the row changes.
    const cancelAt = cancellationTakesEffect(row.current_period_end, now);
    if (ref)
      await ctx.payments.scheduleCancellation?.({ subscriptionRef: ref, cancelAt, periodEnd: row.current_period_end });
    await repo.cancelAt(ctx.db, { id: row.id, cancelAt, nowIso: now.toISOString() });
  } else if (row.status === 'past_due') {
    // Ended here first; the provider is told now or, if it cannot be reached, by the job.
    const nowIso = now.toISOString();
    await withTransaction(ctx, async (tx) => {
      await repo.endNow(tx.db, { id: row.id, nowIso });
      await oweProviderEnd(tx, { subscriptionId: row.id, nowIso });
    });
    await endAtProvider(ctx, row.id);
  }
  return detailsOf(ctx, options.user.userId, avatar);
}

/** Resubscribe before a cancellation took effect: it renews again, nothing is charged now. */
export async function resumeSubscription(
  ctx: AppContext,
  options: { user: SignedInUser; avatarId: number },
): Promise<SubscriptionDetails> {
  const avatar = await getAvatar(ctx, options.avatarId);
  const row = await repo.findSubscription(ctx.db, { userId: options.user.userId, avatarId: avatar.id });
  if (!row?.current_period_end) throw notFound(NOT_SUBSCRIBED_MESSAGE);
  if (row.status !== 'active') {
    const nowIso = ctx.clock.now().toISOString();
    const resumable = row.status === 'cancelled' && row.cancel_at !== null && row.cancel_at > nowIso;
    if (resumable && row.provider_ref) {
      await ctx.payments.scheduleCancellation?.({
        subscriptionRef: row.provider_ref,
        cancelAt: null,
        periodEnd: row.current_period_end,
      });
    }
    const resumed = resumable && (await repo.resume(ctx.db, { id: row.id, nowIso }));
    if (!resumed) throw new AppError('CONFLICT', 'This subscription has ended: subscribe again to restart it');
  }
  return detailsOf(ctx, options.user.userId, avatar);
}

/** The provider's page for the member's card and invoices; back to the billing page after. */
export async function openBillingPortal(ctx: AppContext, user: SignedInUser): Promise<BillingPortal> {
  if (!ctx.payments.billingPortal) throw notFound('The payment provider has no billing page');
  return ctx.payments.billingPortal({ userId: user.userId, returnPath: '/billing' });
}

/** The member's Subscriptions & billing page: subscriptions, card (masked) and receipts. */
export async function getBilling(ctx: AppContext, user: SignedInUser): Promise<Billing> {
  const [rows, receipts, method] = await Promise.all([
    repo.listMemberSubscriptions(ctx.db, user.userId),
    charges.listSettledCharges(ctx.db, { userId: user.userId, limit: 100 }),
    charges.latestPaymentMethod(ctx.db, user.userId),
  ]);
  const names = await getAvatarRefs(ctx, [...rows.map((r) => r.avatar_id), ...receipts.map((r) => r.avatar_id)]);
  const nameOf = (id: number) => names.get(id)?.name ?? 'Deleted avatar';
  const now = ctx.clock.now();
  return {
    subscriptions: rows.map((r) => toMemberSubscription(r, nameOf(r.avatar_id), now)),
    paymentMethod: method
      ? { brand: method.brand, last4: method.last4, expMonth: method.exp_month, expYear: method.exp_year }
      : null,
    receipts: receipts.flatMap((c) =>
      c.status === 'pending'
        ? []
        : [
            {
              id: c.id,
              createdAt: c.created_at,
              amount: c.amount,
              currency: c.currency,
              avatarId: c.avatar_id,
              avatarName: nameOf(c.avatar_id),
              tier: c.tier,
              kind: c.kind,
              status: c.status,
            },
          ],
    ),
    testMode: ctx.payments.testMode,
    portal: ctx.payments.billingPortal !== undefined,
  };
}
