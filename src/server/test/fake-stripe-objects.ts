/**
 * Stripe API objects as the API reference shows them (API version of the pinned SDK:
 * the subscription's period on its item, the invoice's subscription on `parent`, its
 * payments an includable list), with only the fields the product reads and a few around
 * them. Built by the fake Stripe server (fake-stripe-server.ts).
 */
export type StripeObject = { id: string; object: string; [key: string]: unknown };

export const list = (data: unknown[], url: string) => ({ object: 'list', data, has_more: false, url });

/** Unix seconds one calendar month later (UTC), as Stripe bills monthly. */
export function monthAfter(seconds: number): number {
  const d = new Date(seconds * 1000);
  const target = new Date(d);
  target.setUTCMonth(d.getUTCMonth() + 1);
  if (target.getUTCDate() !== d.getUTCDate()) target.setUTCDate(0);
  return Math.floor(target.getTime() / 1000);
}

export function subscriptionObject(options: {
  id: string;
  customer: string;
  price: StripeObject;
  metadata: Record<string, string>;
  paymentMethod: string;
  latestInvoice: string;
  start: number;
  created: number;
}): StripeObject {
  return {
    id: options.id,
    object: 'subscription',
    status: 'active',
    customer: options.customer,
    metadata: options.metadata,
    currency: options.price.currency,
    default_payment_method: options.paymentMethod,
    latest_invoice: options.latestInvoice,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    ended_at: null,
    created: options.created,
    start_date: options.start,
    collection_method: 'charge_automatically',
    livemode: false,
    items: list(
      [
        {
          id: `si_${options.id.slice(4)}`,
          object: 'subscription_item',
          price: options.price,
          quantity: 1,
          current_period_start: options.start,
          current_period_end: monthAfter(options.start),
        },
      ],
      `/v1/subscription_items?subscription=${options.id}`,
    ),
  };
}

export function invoiceObject(options: {
  id: string;
  subscription: StripeObject;
  amount: number;
  currency: string;
  reason: 'subscription_create' | 'subscription_cycle';
  period: { start: number; end: number };
  created: number;
}): StripeObject {
  return {
    id: options.id,
    object: 'invoice',
    status: 'open',
    billing_reason: options.reason,
    customer: options.subscription.customer,
    currency: options.currency,
    amount_due: options.amount,
    amount_paid: 0,
    amount_remaining: options.amount,
    total: options.amount,
    subtotal: options.amount,
    attempt_count: 0,
    attempted: false,
    next_payment_attempt: null,
    created: options.created,
    // The invoice's own period is the one just ended; its line says what it pays for.
    period_start: options.period.start,
    period_end: options.period.start,
    livemode: false,
    metadata: {},
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { subscription: options.subscription.id, metadata: options.subscription.metadata },
    },
    lines: list(
      [
        {
          id: `il_${options.id.slice(3)}`,
          object: 'line_item',
          amount: options.amount,
          currency: options.currency,
          description: '1 × subscription',
          period: { start: options.period.start, end: options.period.end },
          quantity: 1,
        },
      ],
      `/v1/invoices/${options.id}/lines`,
    ),
  };
}

export function cardPaymentMethod(id: string, card: { brand: string; last4: string }, customer: string): StripeObject {
  return {
    id,
    object: 'payment_method',
    type: 'card',
    customer,
    card: { brand: card.brand, last4: card.last4, exp_month: 12, exp_year: 2099, country: 'US', funding: 'credit' },
    livemode: false,
  };
}

export function chargeObject(options: { id: string; paymentIntent: string; amount: number; currency: string }) {
  return {
    id: options.id,
    object: 'charge',
    amount: options.amount,
    amount_captured: options.amount,
    amount_refunded: 0,
    currency: options.currency,
    paid: true,
    refunded: false,
    status: 'succeeded',
    payment_intent: options.paymentIntent,
    livemode: false,
  };
}

export function expressAccount(id: string, creatorId: string, created: number): StripeObject {
  return {
    id,
    object: 'account',
    type: 'express',
    charges_enabled: false,
    payouts_enabled: false,
    details_submitted: false,
    created,
    metadata: { creator_id: creatorId },
    capabilities: { transfers: 'inactive' },
    requirements: {
      currently_due: ['external_account', 'individual.dob.day'],
      eventually_due: [],
      past_due: [],
      disabled_reason: 'requirements.past_due',
    },
    settings: { payouts: { schedule: { interval: 'daily', delay_days: 2 } } },
  };
}
