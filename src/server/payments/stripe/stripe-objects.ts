import type Stripe from 'stripe';
import type { PayoutAccountStatus } from '../../../shared/contracts/creator-settings.ts';
import type { CheckoutState, PaymentMethodSummary, Period } from '../payment-provider.ts';

/** Reading Stripe's objects (API version of the pinned SDK) into the provider interface's shapes. */

/** A reference that Stripe may have expanded into the object. */
export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

/** Stripe's Unix seconds as our UTC ISO-8601. */
export const isoOf = (seconds: number) => new Date(seconds * 1000).toISOString();

/** The period the subscription is in now (on its item, in this API version). */
export function periodOf(subscription: Stripe.Subscription): Period | null {
  const item = subscription.items.data[0];
  return item ? { start: isoOf(item.current_period_start), end: isoOf(item.current_period_end) } : null;
}

/** When the subscription ends, if it does: a date, or the end of the period (Stripe's flag). */
export function cancelAtOf(subscription: Stripe.Subscription): string | null {
  if (subscription.cancel_at) return isoOf(subscription.cancel_at);
  if (subscription.cancel_at_period_end) return periodOf(subscription)?.end ?? null;
  return null;
}

/** The PaymentIntent that paid an invoice (what refunds and charge events name). */
export function paymentIntentOf(invoice: Stripe.Invoice): string | null {
  const paid = invoice.payments?.data.find((p) => p.status === 'paid') ?? invoice.payments?.data[0];
  return idOf(paid?.payment.payment_intent) ?? idOf(paid?.payment.charge);
}

export function cardOf(method: Stripe.PaymentMethod | string | null): PaymentMethodSummary | null {
  if (!method || typeof method === 'string' || !method.card) return null;
  const { brand, last4, exp_month, exp_year } = method.card;
  return { ref: method.id, brand, last4, expMonth: exp_month, expYear: exp_year };
}

/** A Checkout Session retrieved with its subscription, payment method and first invoice expanded. */
export function checkoutStateOf(session: Stripe.Checkout.Session): CheckoutState {
  if (session.status === 'expired') return { status: 'expired' };
  const subscription = typeof session.subscription === 'object' ? session.subscription : null;
  if (session.status !== 'complete' || session.payment_status !== 'paid' || !subscription) return { status: 'open' };
  const invoice = typeof subscription.latest_invoice === 'object' ? subscription.latest_invoice : null;
  const paymentMethod = cardOf(subscription.default_payment_method);
  const chargeRef = invoice ? paymentIntentOf(invoice) : null;
  if (!invoice || !paymentMethod || !chargeRef) return { status: 'open' };
  const period = periodOf(subscription);
  return {
    status: 'paid',
    charge: { ref: chargeRef, amount: invoice.amount_paid, currency: invoice.currency },
    paymentMethod,
    subscriptionRef: subscription.id,
    ...(period ? { period } : {}),
  };
}

/** Settings → Payments: can the account receive payouts, is Stripe waiting for details, or has it held them? */
export function accountStatusOf(account: Stripe.Account): PayoutAccountStatus {
  if (account.charges_enabled && account.payouts_enabled) return 'enabled';
  if (account.requirements?.disabled_reason && account.details_submitted) return 'restricted';
  return 'details_needed';
}

/** The subscription an invoice bills (on its parent, in this API version). */
export function subscriptionOfInvoice(invoice: Stripe.Invoice): string | null {
  return idOf(invoice.parent?.subscription_details?.subscription);
}

/** The service period the invoice's first line is for. */
export function invoicePeriodOf(invoice: Stripe.Invoice): Period | null {
  const line = invoice.lines.data[0];
  return line ? { start: isoOf(line.period.start), end: isoOf(line.period.end) } : null;
}

/**
 * Where a dispute stands for the books: an inquiry (`warning_*`) moves no money, so it is
 * null; won (or its funds reinstated), lost, or else open with the money withdrawn.
 */
export function disputeOutcomeOf(dispute: Stripe.Dispute, fundsReinstated = false): 'open' | 'won' | 'lost' | null {
  if (fundsReinstated || dispute.status === 'won') return 'won';
  if (dispute.status.startsWith('warning_')) return null;
  return dispute.status === 'lost' ? 'lost' : 'open';
}
