import type { PayoutAccountStatus } from '../../shared/contracts/creator-settings.ts';

/**
 * The one door between the product and whoever moves money. The product (subscriptions,
 * earnings) talks only to this interface; the offline test-mode provider
 * (`test-mode/test-provider.ts`) is the embedded default and a hosted processor (Stripe,
 * issue 14) is another implementation of the same shape.
 *
 * Shaped by how hosted processors work:
 * - Checkout is a redirect: `startCheckout` answers a URL on the provider's page; the
 *   outcome arrives later as an event (`checkout.completed`), never from the redirect.
 *   `getCheckout` reads the outcome again, so a lost event or a crash between the charge
 *   and our bookkeeping is completed by a job.
 * - Card numbers never reach the product: the provider's page collects them and the
 *   product only ever sees a payment method's reference, brand, last four and expiry.
 * - Every operation that moves money carries an idempotency key: the same key twice is
 *   the first answer again, never a second charge, refund or payout.
 * - Renewals are either charged by the product's job (`renewals: 'product'`, the test
 *   provider) or by the provider itself, which then reports them as events
 *   (`renewals: 'provider'`, Stripe subscriptions).
 */

export type Tier = 'premium' | 'vip';

export interface Money {
  /** Integer minor units (1499 = 14.99). */
  amount: number;
  /** ISO 4217, lower case ('usd'). */
  currency: string;
}

export interface PaymentMethodSummary {
  /** The provider's reference: a token to charge later, never card data. */
  ref: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export type ChargeOutcome = { status: 'succeeded'; ref: string } | { status: 'failed'; ref: string; message: string };

export interface StartCheckoutInput extends Money {
  idempotencyKey: string;
  /** Our checkout's id: the provider echoes it in its events. */
  checkoutId: number;
  member: { userId: number; email: string };
  avatar: { id: number; name: string };
  tier: Tier;
  /** Where the provider sends the member back to, after paying or giving up (a path). */
  returnPath: string;
}

export type CheckoutState =
  | { status: 'open' }
  | { status: 'expired' }
  | {
      status: 'paid';
      charge: { ref: string } & Money;
      paymentMethod: PaymentMethodSummary;
      subscriptionRef: string | null;
      period?: Period;
    };

/** What the provider tells the product, whenever it happens (a webhook for Stripe). */
export type PaymentEvent =
  | {
      type: 'checkout.completed';
      checkoutId: number;
      providerCheckoutRef: string;
      charge: { ref: string } & Money;
      paymentMethod: PaymentMethodSummary;
      /** The provider's subscription when it runs renewals itself. */
      subscriptionRef: string | null;
      /** The first period as the provider bills it (else a month from now). */
      period?: Period;
    }
  | { type: 'checkout.failed'; checkoutId: number; message: string }
  // The events below come from a provider that runs renewals itself (`renewals: 'provider'`).
  | {
      type: 'renewal.paid';
      subscriptionRef: string;
      /** The provider's invoice: the charge is recorded once per invoice. */
      invoiceRef: string;
      charge: { ref: string } & Money;
      period: Period;
    }
  | {
      type: 'renewal.failed';
      subscriptionRef: string;
      invoiceRef: string;
      attempt: number;
      /** The start of the period the invoice is for (the end of the paid one). */
      periodStart: string;
      amount: Money;
      message: string;
      /** When the provider tries again, if it does. */
      nextRetryAt: string | null;
    }
  | {
      /** The provider's subscription as it is now: whether and when it ends. */
      type: 'subscription.changed';
      subscriptionRef: string;
      cancelAt: string | null;
    }
  | { type: 'subscription.ended'; subscriptionRef: string; endedAt: string }
  /** `refunded`: the provider's running total refunded of the charge (a partial refund is less than `amount`). */
  | { type: 'charge.refunded'; chargeRef: string; refunded: number; amount: number }
  | {
      /** A chargeback: `amount` withdrawn while open; won gives it back, lost keeps it withdrawn. */
      type: 'charge.disputed';
      chargeRef: string;
      disputeRef: string;
      amount: number;
      outcome: 'open' | 'won' | 'lost';
    };

/**
 * A creator's payout account paid its balance out to their bank, or failed to (Stripe
 * Connect: our payouts are transfers to that account; Stripe pays the bank on its schedule).
 */
export interface BankPayoutEvent {
  type: 'bank_payout.updated';
  creatorId: number;
  payoutRef: string;
  status: 'paid' | 'failed';
  /** When the provider created the bank payout: it covers the transfers made before. */
  createdAt: string;
  /** When the money arrives (or was due to) in the bank. */
  arrivalAt: string;
  failureMessage: string | null;
}

export interface Period {
  start: string;
  end: string;
}

export type PaymentEventSink = (event: PaymentEvent | BankPayoutEvent) => Promise<void>;

export interface PayoutDestination {
  ref: string;
  /** Masked, for screens and statements ('Test Bank ••••6789'). */
  label: string;
}

/** How a creator connects a payout destination: chosen in the app (test) or at the provider. */
export type PayoutSetup =
  | { kind: 'choose'; options: { id: string; label: string; description: string }[] }
  | { kind: 'redirect'; url: string };

export interface PaymentProvider {
  /** 'test' for the offline provider; shown on screens as 'Test mode — no real money moves'. */
  readonly name: string;
  readonly testMode: boolean;
  /** Who charges renewals: our job, or the provider (reported as events). */
  readonly renewals: 'product' | 'provider';
  /** The prices (minor units) the provider accepts. */
  readonly priceBounds: { min: number; max: number };

  startCheckout(input: StartCheckoutInput): Promise<{ ref: string; url: string }>;
  getCheckout(ref: string): Promise<CheckoutState>;
  /** Charges a saved payment method for a renewal (`renewals: 'product'`). */
  chargeRenewal(
    input: Money & { idempotencyKey: string; paymentMethodRef: string; description: string },
  ): Promise<ChargeOutcome>;
  refund(input: Money & { idempotencyKey: string; chargeRef: string }): Promise<{ ref: string }>;
  describePaymentMethod(ref: string): Promise<PaymentMethodSummary | null>;

  /** What Settings → Payments offers the creator to receive payouts. */
  payoutSetup(input: { creatorId: number; returnPath: string }): Promise<PayoutSetup>;
  /** Connects the option the creator chose (test mode) or completes onboarding (a hosted provider). */
  connectPayoutDestination(input: { creatorId: number; choice: string }): Promise<PayoutDestination>;
  payOut(input: Money & { idempotencyKey: string; destinationRef: string }): Promise<ChargeOutcome>;

  // A provider that runs renewals itself (`renewals: 'provider'`) also offers these.
  /** Tells the provider when the subscription ends (the 24-hour rule already applied), or that it renews again (null). */
  scheduleCancellation?(input: { subscriptionRef: string; cancelAt: string | null; periodEnd: string }): Promise<void>;
  /** Ends the provider's subscription now (cancelling one whose payment is failing). */
  endSubscription?(input: { subscriptionRef: string; idempotencyKey: string }): Promise<void>;
  /** The provider's page for the member's payment method and invoices. */
  billingPortal?(input: { userId: number; returnPath: string }): Promise<{ url: string }>;
  /** Where the creator's payout account stands at the provider (Settings → Payments). */
  payoutAccountStatus?(creatorId: number): Promise<PayoutAccountStatus | null>;
}
