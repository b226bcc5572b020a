import { z } from 'zod';
import { SUBSCRIPTION_STATUSES, SUBSCRIPTION_TIERS } from '../subscription-terms.ts';
import { ZIsoDateTime } from './common.ts';

/** POST /api/avatars/:id/checkout. */
export const ZCheckoutBody = z.object({
  tier: z.enum(SUBSCRIPTION_TIERS, { error: 'Choose the premium or vip tier' }).default('premium'),
});
export type CheckoutBody = z.infer<typeof ZCheckoutBody>;
export type CheckoutBodyInput = z.input<typeof ZCheckoutBody>;

/** Where the member pays: the provider's page (test mode: a page of this app). */
export const ZCheckoutStarted = z.object({ checkoutId: z.number().int(), url: z.string() });
export type CheckoutStarted = z.infer<typeof ZCheckoutStarted>;

/** A member's subscription as the subscribe control and the billing page show it. */
export const ZMemberSubscription = z.object({
  avatarId: z.number().int(),
  avatarName: z.string(),
  tier: z.enum(SUBSCRIPTION_TIERS),
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** Minor units per month, fixed at purchase. */
  price: z.number().int(),
  currency: z.string(),
  /** Set while it will renew: the next charge's date. */
  renewsOn: ZIsoDateTime.nullable(),
  /** Set once it will end (cancelled) or has ended. */
  endsOn: ZIsoDateTime.nullable(),
  /** past_due: access lasts until then while the payment is retried. */
  graceUntil: ZIsoDateTime.nullable(),
  /** Whether it unlocks the avatar's subscriber-only items now. */
  entitled: z.boolean(),
});
export type MemberSubscription = z.infer<typeof ZMemberSubscription>;

/** GET /api/avatars/:id/subscription: what the subscribe control needs. */
export const ZSubscriptionDetails = z.object({
  subscription: ZMemberSubscription.nullable(),
  /** The offline test provider runs: no real money moves. */
  testMode: z.boolean(),
});
export type SubscriptionDetails = z.infer<typeof ZSubscriptionDetails>;

export const ZPaymentMethod = z.object({
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
});
export type PaymentMethod = z.infer<typeof ZPaymentMethod>;

export const ZReceipt = z.object({
  id: z.number().int(),
  createdAt: ZIsoDateTime,
  amount: z.number().int(),
  currency: z.string(),
  avatarId: z.number().int(),
  avatarName: z.string(),
  tier: z.enum(SUBSCRIPTION_TIERS),
  kind: z.enum(['initial', 'renewal']),
  status: z.enum(['succeeded', 'failed', 'refunded']),
});
export type Receipt = z.infer<typeof ZReceipt>;

/** GET /api/billing: the member's Subscriptions & billing page. */
export const ZBilling = z.object({
  subscriptions: z.array(ZMemberSubscription),
  paymentMethod: ZPaymentMethod.nullable(),
  receipts: z.array(ZReceipt),
  testMode: z.boolean(),
  /** The provider has its own page for the card and invoices (POST /api/billing/portal). */
  portal: z.boolean(),
});
export type Billing = z.infer<typeof ZBilling>;

/** POST /api/billing/portal: where the member manages their card and invoices (the provider's page). */
export const ZBillingPortal = z.object({ url: z.string() });
export type BillingPortal = z.infer<typeof ZBillingPortal>;
