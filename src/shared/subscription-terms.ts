/**
 * Subscription terms the screens show and the server enforces: tiers, states, the 24-hour
 * rule, the refusals' wording, money formatting. Plain values, apart from the zod contract
 * (contracts/subscriptions.ts), so a screen that only shows them does not load zod.
 */
export const SUBSCRIPTION_TIERS = ['premium', 'vip'] as const;
export type SubscriptionTier = (typeof SUBSCRIPTION_TIERS)[number];
export const TIER_LABELS: Record<SubscriptionTier, string> = { premium: 'Premium', vip: 'VIP' };

/**
 * active: renews at the period end; cancelled: ends at `endsOn` (no renewal past it);
 * past_due: a renewal failed, access continues through the grace period while it is
 * retried; expired: no access.
 */
export const SUBSCRIPTION_STATUSES = ['active', 'past_due', 'cancelled', 'expired'] as const;

/** The terms' 24-hour rule, enforced by the server and stated where members cancel. */
export const CANCEL_NOTICE_HOURS = 24;
export const CANCEL_RULE =
  'Cancel at least 24 hours before your current period ends and you will not be charged again. A cancellation in the last 24 hours takes effect after the next period, which is still charged.';

export const ALREADY_SUBSCRIBED_MESSAGE = 'You are already subscribed to this avatar';
export const OWN_AVATAR_MESSAGE = 'You cannot subscribe to your own avatar';
export const NO_VIP_TIER_MESSAGE = 'This avatar has no VIP tier';
export const NOT_SUBSCRIBED_MESSAGE = 'You are not subscribed to this avatar';
