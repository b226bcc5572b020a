import type Stripe from 'stripe';
import { AppError } from '../../lib/app-error.ts';
import type { PaymentEvent } from '../payment-provider.ts';
import * as repo from './stripe.repo.ts';
import {
  cancelAtOf,
  checkoutStateOf,
  disputeOutcomeOf,
  idOf,
  invoicePeriodOf,
  isoOf,
  paymentIntentOf,
  subscriptionOfInvoice,
} from './stripe-objects.ts';
import type { StripeProvider } from './stripe-provider.ts';

export const BAD_SIGNATURE_MESSAGE = 'Invalid Stripe signature';

/**
 * One webhook delivery: the signature is checked on the raw body with the webhook secret
 * (a bad or missing one is a 400 and nothing is written), an event id already applied is
 * a no-op, and the event is applied, then its id stored. Applying is idempotent on its
 * own (keys and state comparisons in the product), so a crash between the two only means
 * Stripe's retry applies it again to no effect.
 */
export async function receiveStripeWebhook(
  provider: StripeProvider,
  options: { rawBody: Buffer; signature: string | undefined },
): Promise<{ received: true; duplicate: boolean }> {
  const { config, db, clock } = provider.options;
  let event: Stripe.Event;
  try {
    event = provider.stripe.webhooks.constructEvent(options.rawBody, options.signature ?? '', config.webhookSecret);
  } catch {
    throw new AppError('BAD_REQUEST', BAD_SIGNATURE_MESSAGE);
  }
  if (await repo.eventSeen(db, event.id)) return { received: true, duplicate: true };
  await applyStripeEvent(provider, event);
  await repo.recordEvent(db, { id: event.id, type: event.type, nowIso: clock.now().toISOString() });
  return { received: true, duplicate: false };
}

async function applyStripeEvent(provider: StripeProvider, event: Stripe.Event): Promise<void> {
  const emit = (e: PaymentEvent) => provider.options.onEvent(e);
  switch (event.type) {
    case 'checkout.session.completed':
      return checkoutCompleted(provider, event.data.object);
    case 'invoice.paid':
      return invoicePaid(provider, event.data.object);
    case 'invoice.payment_failed':
      return invoiceFailed(provider, event.data.object);
    case 'customer.subscription.updated': {
      const subscription = event.data.object;
      if (subscription.status === 'canceled') {
        return emit({
          type: 'subscription.ended',
          subscriptionRef: subscription.id,
          endedAt: isoOf(subscription.ended_at ?? event.created),
        });
      }
      return emit({
        type: 'subscription.changed',
        subscriptionRef: subscription.id,
        cancelAt: cancelAtOf(subscription),
      });
    }
    case 'customer.subscription.deleted': {
      const subscription = event.data.object;
      return emit({
        type: 'subscription.ended',
        subscriptionRef: subscription.id,
        endedAt: isoOf(subscription.ended_at ?? event.created),
      });
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      return emit({
        type: 'charge.refunded',
        chargeRef: idOf(charge.payment_intent) ?? charge.id,
        refunded: charge.amount_refunded,
        amount: charge.amount,
      });
    }
    case 'charge.dispute.created':
    case 'charge.dispute.funds_withdrawn':
    case 'charge.dispute.funds_reinstated':
    case 'charge.dispute.closed': {
      const outcome = disputeOutcomeOf(event.data.object, event.type === 'charge.dispute.funds_reinstated');
      if (!outcome) return;
      const dispute = event.data.object;
      return emit({
        type: 'charge.disputed',
        chargeRef: idOf(dispute.payment_intent) ?? idOf(dispute.charge) ?? '',
        disputeRef: dispute.id,
        amount: dispute.amount,
        outcome,
      });
    }
    case 'account.updated':
      return provider.accountUpdated(event.data.object);
    case 'payout.paid':
    case 'payout.failed':
      return bankPayout(provider, event.data.object, event.account);
    default:
      return;
  }
}

/**
 * The member paid on Stripe's page. The session is read again with its subscription
 * expanded, so what is applied is Stripe's state now, whichever events came first: the
 * subscription may already be set to end, or have ended.
 */
async function checkoutCompleted(provider: StripeProvider, session: Stripe.Checkout.Session) {
  const checkoutId = Number(session.client_reference_id ?? session.metadata?.checkout_id);
  if (!Number.isSafeInteger(checkoutId)) return;
  const current = await provider.stripe.checkout.sessions.retrieve(session.id, {
    expand: ['subscription.default_payment_method', 'subscription.latest_invoice.payments'],
  });
  const state = checkoutStateOf(current);
  if (state.status !== 'paid' || !state.subscriptionRef) return;
  const { onEvent } = provider.options;
  await onEvent({
    type: 'checkout.completed',
    checkoutId,
    providerCheckoutRef: session.id,
    charge: state.charge,
    paymentMethod: state.paymentMethod,
    subscriptionRef: state.subscriptionRef,
    ...(state.period ? { period: state.period } : {}),
  });
  const subscription = current.subscription as Stripe.Subscription;
  if (subscription.status === 'canceled') {
    await onEvent({
      type: 'subscription.ended',
      subscriptionRef: subscription.id,
      endedAt: isoOf(subscription.ended_at ?? current.created),
    });
  } else if (cancelAtOf(subscription)) {
    await onEvent({
      type: 'subscription.changed',
      subscriptionRef: subscription.id,
      cancelAt: cancelAtOf(subscription),
    });
  }
}

/** A renewal paid (the first invoice is the checkout's, applied by checkout.session.completed). */
async function invoicePaid(provider: StripeProvider, invoice: Stripe.Invoice) {
  const subscriptionRef = subscriptionOfInvoice(invoice);
  const period = invoicePeriodOf(invoice);
  if (!subscriptionRef || !period || invoice.billing_reason === 'subscription_create') return;
  // The webhook's invoice does not carry its payments; the PaymentIntent is what refunds name.
  const full = await provider.stripe.invoices.retrieve(invoice.id, { expand: ['payments'] });
  await provider.options.onEvent({
    type: 'renewal.paid',
    subscriptionRef,
    invoiceRef: invoice.id,
    charge: { ref: paymentIntentOf(full) ?? invoice.id, amount: invoice.amount_paid, currency: invoice.currency },
    period,
  });
}

async function invoiceFailed(provider: StripeProvider, invoice: Stripe.Invoice) {
  const subscriptionRef = subscriptionOfInvoice(invoice);
  const period = invoicePeriodOf(invoice);
  // A first payment that fails stays on Checkout's page: nothing was started here.
  if (!subscriptionRef || !period || invoice.billing_reason === 'subscription_create') return;
  await provider.options.onEvent({
    type: 'renewal.failed',
    subscriptionRef,
    invoiceRef: invoice.id,
    attempt: Math.max(1, invoice.attempt_count),
    periodStart: period.start,
    amount: { amount: invoice.amount_due, currency: invoice.currency },
    message: 'Your card was declined.',
    nextRetryAt: invoice.next_payment_attempt ? isoOf(invoice.next_payment_attempt) : null,
  });
}

/**
 * A connected account's payout to its bank (Stripe's to make, on the account's schedule):
 * shown on the creator's statements whose transfers it covered. A payout of an account
 * nobody here connected is logged and changes nothing.
 */
async function bankPayout(provider: StripeProvider, payout: Stripe.Payout, accountRef: string | undefined) {
  const { db, log, onEvent } = provider.options;
  const account = accountRef ? await repo.findAccountByRef(db, accountRef) : undefined;
  if (!account) {
    log.warn({ account: accountRef ?? null, payout: payout.id }, 'bank payout of an account nobody here connected');
    return;
  }
  if (payout.status !== 'paid' && payout.status !== 'failed') return;
  await onEvent({
    type: 'bank_payout.updated',
    creatorId: account.user_id,
    payoutRef: payout.id,
    status: payout.status,
    createdAt: isoOf(payout.created),
    arrivalAt: isoOf(payout.arrival_date),
    failureMessage: payout.status === 'failed' ? (payout.failure_message ?? 'The bank refused the payout') : null,
  });
}
