import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import Stripe from 'stripe';
import { AVATAR_PRICE_MAX } from '../../../shared/constants.ts';
import type { PayoutAccountStatus } from '../../../shared/contracts/creator-settings.ts';
import type { StripeConfig } from '../../config.ts';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type {
  ChargeOutcome,
  CheckoutState,
  PaymentEventSink,
  PaymentMethodSummary,
  PaymentProvider,
  PayoutDestination,
  PayoutSetup,
  StartCheckoutInput,
} from '../payment-provider.ts';
import * as repo from './stripe.repo.ts';
import { accountStatusOf, checkoutStateOf } from './stripe-objects.ts';

export interface StripeProviderOptions {
  config: StripeConfig;
  db: Kysely<DB>;
  clock: Clock;
  log: FastifyBaseLogger;
  onEvent: PaymentEventSink;
  /** Where Stripe sends members and creators back to (PUBLIC_URL, else the local address). */
  origin: string;
}

const TIER_NAMES = { premium: 'Premium', vip: 'VIP' } as const;
const NOT_ONBOARDED = 'Finish setting up your Stripe account first: Stripe has not enabled payouts yet.';

/**
 * Stripe behind the one payment door. Checkout is a Stripe Checkout Session in
 * subscription mode (one Price per avatar, tier and amount, made on first use and
 * remembered); Stripe renews the subscription itself and says so through webhooks
 * (`stripe-webhook.ts`), so `renewals` is 'provider'. Members manage their card and
 * invoices on Stripe's customer portal. Creators connect a Stripe Express account through
 * account links; their earnings reach it as transfers of what the ledger owes them, made
 * by the payout job on their schedule (decisions/payments.md says why not destination
 * charges). Card data never reaches this server.
 */
export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe';
  readonly testMode: boolean;
  readonly renewals = 'provider' as const;
  /** Stripe's smallest usd charge is 50 cents. */
  readonly priceBounds = { min: 50, max: AVATAR_PRICE_MAX * 10 };
  readonly stripe: Stripe;

  constructor(private readonly opts: StripeProviderOptions) {
    const base = opts.config.apiBase;
    this.testMode = opts.config.secretKey.includes('_test_');
    this.stripe = new Stripe(opts.config.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      ...(base ? { host: base.host, port: base.port, protocol: base.protocol } : {}),
    });
  }

  get options(): StripeProviderOptions {
    return this.opts;
  }

  private nowIso() {
    return this.opts.clock.now().toISOString();
  }

  private url(path: string) {
    return `${this.opts.origin}${path}`;
  }

  /** The Price for this avatar, tier and amount: remembered, or made now (keyed, so a retry makes one). */
  private async priceFor(input: StartCheckoutInput): Promise<string> {
    const offer = { avatarId: input.avatar.id, tier: input.tier, amount: input.amount, currency: input.currency };
    const known = await repo.findPrice(this.opts.db, offer);
    if (known) return known;
    const price = await this.stripe.prices.create(
      {
        unit_amount: input.amount,
        currency: input.currency,
        recurring: { interval: 'month' },
        product_data: { name: `${input.avatar.name} — ${TIER_NAMES[input.tier]}` },
        metadata: { avatar_id: String(input.avatar.id), tier: input.tier },
      },
      { idempotencyKey: `price:${input.avatar.id}:${input.tier}:${input.amount}:${input.currency}` },
    );
    return repo.savePrice(this.opts.db, { ...offer, ref: price.id, nowIso: this.nowIso() });
  }

  private async customerFor(member: StartCheckoutInput['member']): Promise<string> {
    const known = await repo.findCustomer(this.opts.db, member.userId);
    if (known) return known;
    const customer = await this.stripe.customers.create(
      { email: member.email, metadata: { member_id: String(member.userId) } },
      { idempotencyKey: `customer:${member.userId}` },
    );
    return repo.saveCustomer(this.opts.db, { userId: member.userId, ref: customer.id, nowIso: this.nowIso() });
  }

  async startCheckout(input: StartCheckoutInput): Promise<{ ref: string; url: string }> {
    const [price, customer] = [await this.priceFor(input), await this.customerFor(input.member)];
    // Echoed on the session and on the subscription, so every event names member, avatar and tier.
    const metadata = {
      checkout_id: String(input.checkoutId),
      member_id: String(input.member.userId),
      avatar_id: String(input.avatar.id),
      tier: input.tier,
    };
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'subscription',
        customer,
        client_reference_id: String(input.checkoutId),
        line_items: [{ price, quantity: 1 }],
        metadata,
        subscription_data: { metadata },
        success_url: this.url(input.returnPath),
        // Giving up returns without the checkout mark: the profile does not wait for a payment.
        cancel_url: this.url(input.returnPath.split('?')[0] ?? input.returnPath),
      },
      { idempotencyKey: input.idempotencyKey },
    );
    if (!session.url) throw new Error(`Stripe answered checkout session ${session.id} without a URL`);
    return { ref: session.id, url: session.url };
  }

  async getCheckout(ref: string): Promise<CheckoutState> {
    const session = await this.stripe.checkout.sessions.retrieve(ref, {
      expand: ['subscription.default_payment_method', 'subscription.latest_invoice.payments'],
    });
    return checkoutStateOf(session);
  }

  async chargeRenewal(): Promise<ChargeOutcome> {
    throw new Error('Stripe charges renewals itself (renewals: provider)');
  }

  async refund(input: { idempotencyKey: string; chargeRef: string; amount: number }): Promise<{ ref: string }> {
    const refund = await this.stripe.refunds.create(
      { payment_intent: input.chargeRef, amount: input.amount, metadata: { reason: 'refund from the admin CLI' } },
      { idempotencyKey: input.idempotencyKey },
    );
    return { ref: refund.id };
  }

  async describePaymentMethod(ref: string): Promise<PaymentMethodSummary | null> {
    const method = await this.stripe.paymentMethods.retrieve(ref).catch(() => null);
    if (!method?.card) return null;
    const { brand, last4, exp_month, exp_year } = method.card;
    return { ref: method.id, brand, last4, expMonth: exp_month, expYear: exp_year };
  }

  async scheduleCancellation(input: { subscriptionRef: string; cancelAt: string | null; periodEnd: string }) {
    // At the period's end is Stripe's own flag; a later date (the 24-hour rule) is a timestamp.
    const params: Stripe.SubscriptionUpdateParams =
      input.cancelAt === null
        ? { cancel_at_period_end: false, cancel_at: '' }
        : input.cancelAt === input.periodEnd
          ? { cancel_at_period_end: true }
          : { cancel_at: Math.floor(Date.parse(input.cancelAt) / 1000) };
    await this.stripe.subscriptions.update(input.subscriptionRef, params, {
      idempotencyKey: `cancel:${input.subscriptionRef}:${input.cancelAt ?? 'resume'}:${this.nowIso()}`,
    });
  }

  async endSubscription(input: { subscriptionRef: string; idempotencyKey: string }) {
    try {
      await this.stripe.subscriptions.cancel(input.subscriptionRef, {}, { idempotencyKey: input.idempotencyKey });
    } catch (error) {
      // Ended already (by an earlier attempt whose answer was lost, or at Stripe): done.
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
      const subscription = await this.stripe.subscriptions.retrieve(input.subscriptionRef);
      if (subscription.status !== 'canceled') throw error;
    }
  }

  async billingPortal(input: { userId: number; returnPath: string }): Promise<{ url: string }> {
    const customer = await repo.findCustomer(this.opts.db, input.userId);
    if (!customer) throw new AppError('NOT_FOUND', 'You have no payments to manage yet');
    const session = await this.stripe.billingPortal.sessions.create({
      customer,
      return_url: this.url(input.returnPath),
    });
    return { url: session.url };
  }

  // ---- Connect (Express) ----

  private async accountFor(creatorId: number): Promise<repo.AccountRow> {
    const known = await repo.findAccount(this.opts.db, creatorId);
    if (known) return known;
    const account = await this.stripe.accounts.create(
      {
        type: 'express',
        capabilities: { transfers: { requested: true } },
        metadata: { creator_id: String(creatorId) },
      },
      { idempotencyKey: `account:${creatorId}` },
    );
    return repo.saveAccount(this.opts.db, {
      userId: creatorId,
      ref: account.id,
      status: accountStatusOf(account),
      nowIso: this.nowIso(),
    });
  }

  async payoutSetup(input: { creatorId: number; returnPath: string }): Promise<PayoutSetup> {
    const account = await this.accountFor(input.creatorId);
    const link = await this.stripe.accountLinks.create({
      account: account.account_ref,
      type: 'account_onboarding',
      refresh_url: this.url(`${input.returnPath}?stripe=refresh`),
      return_url: this.url(`${input.returnPath}?stripe=return`),
    });
    return { kind: 'redirect', url: link.url };
  }

  /** Back from onboarding: Stripe is asked where the account stands; an enabled one receives payouts. */
  async connectPayoutDestination(input: { creatorId: number }): Promise<PayoutDestination> {
    const known = await repo.findAccount(this.opts.db, input.creatorId);
    if (!known) throw new AppError('CONFLICT', NOT_ONBOARDED);
    const account = await this.stripe.accounts.retrieve(known.account_ref);
    const status = accountStatusOf(account);
    await repo.setAccountStatus(this.opts.db, { ref: account.id, status, nowIso: this.nowIso() });
    if (status !== 'enabled') throw new AppError('CONFLICT', NOT_ONBOARDED);
    return { ref: account.id, label: `Stripe account ••••${account.id.slice(-4)}` };
  }

  async payoutAccountStatus(creatorId: number): Promise<PayoutAccountStatus | null> {
    return (await repo.findAccount(this.opts.db, creatorId))?.status ?? null;
  }

  /** The creator's earnings move to their Stripe account; Stripe pays it out to their bank. */
  async payOut(input: { idempotencyKey: string; destinationRef: string; amount: number; currency: string }) {
    try {
      const transfer = await this.stripe.transfers.create(
        { amount: input.amount, currency: input.currency, destination: input.destinationRef },
        { idempotencyKey: input.idempotencyKey },
      );
      return { status: 'succeeded', ref: transfer.id } satisfies ChargeOutcome;
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
      return {
        status: 'failed',
        ref: `failed:${input.idempotencyKey}`,
        message: error.message,
      } satisfies ChargeOutcome;
    }
  }

  /** An account.updated event: what Stripe says of the account now (payouts on or off). */
  async accountUpdated(account: Stripe.Account): Promise<void> {
    await repo.setAccountStatus(this.opts.db, {
      ref: account.id,
      status: accountStatusOf(account),
      nowIso: this.nowIso(),
    });
  }
}
