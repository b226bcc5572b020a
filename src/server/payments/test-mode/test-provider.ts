import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { AVATAR_PRICE_MAX } from '../../../shared/constants.ts';
import {
  CARD_DECLINED_MESSAGE,
  CARD_EXPIRED_MESSAGE,
  NOT_A_TEST_CARD_MESSAGE,
  TEST_CARDS,
  type TestCardBody,
  type TestCardToken,
  type TestCheckout,
  type TestPayResult,
} from '../../../shared/contracts/test-checkout.ts';
import type { DB } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
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
import * as repo from './test-provider.repo.ts';

/** A session not paid within a day is expired (processors' hosted checkouts expire too). */
const SESSION_TTL_MS = 24 * 60 * 60 * 1000;

/** The payout accounts a creator may pick in test mode: one pays, one bounces. */
const TEST_ACCOUNTS: ReadonlyMap<string, { label: string; description: string; fails: boolean }> = new Map([
  ['test_bank_6789', { label: 'Test Bank ••••6789', description: 'Payouts arrive', fails: false }],
  ['test_bank_1116', { label: 'Test Bank ••••1116', description: 'Payouts bounce (closed account)', fails: true }],
]);
const PAYOUT_FAILED = 'The test bank account is closed';

const newRef = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

export interface TestModeProviderOptions {
  db: Kysely<DB>;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Where the provider reports what happened (the product's event handler). */
  onEvent: PaymentEventSink;
}

/**
 * The offline provider: the embedded default, no network. It keeps its own books in its
 * own tables (test_provider_*) like a processor does on its side, answers every repeated
 * idempotency key with the first answer, and runs a checkout page inside the app
 * (`/test-checkout/:id`, clearly marked test mode) whose card field posts to this
 * provider's tokenising endpoint, never to the product: the product sees a token, a
 * brand, the last four digits and the expiry. Only the numbers processors publish for
 * testing are accepted, so a real card number is refused and never kept.
 */
export class TestModeProvider implements PaymentProvider {
  readonly name = 'test';
  readonly testMode = true;
  readonly renewals = 'product' as const;
  readonly priceBounds = { min: 50, max: AVATAR_PRICE_MAX * 10 };

  constructor(private readonly opts: TestModeProviderOptions) {}

  private get db() {
    return this.opts.db;
  }

  private nowIso() {
    return this.opts.clock.now().toISOString();
  }

  // ---- the hosted page's side ----

  /** The hosted card field: checks the card, keeps brand, last four and expiry, answers a token. */
  async tokeniseCard(card: TestCardBody): Promise<TestCardToken> {
    const known = TEST_CARDS.find((c) => c.number === card.number);
    if (!known)
      throw new AppError('BAD_REQUEST', NOT_A_TEST_CARD_MESSAGE, {
        issues: [{ path: 'number', message: NOT_A_TEST_CARD_MESSAGE }],
      });
    const now = this.opts.clock.now();
    const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
    if (card.expYear * 12 + (card.expMonth - 1) < thisMonth) {
      throw new AppError('BAD_REQUEST', CARD_EXPIRED_MESSAGE, {
        issues: [{ path: 'expYear', message: CARD_EXPIRED_MESSAGE }],
      });
    }
    const token = newRef('tok_test');
    const last4 = card.number.slice(-4);
    await repo.insertCard(this.db, {
      token,
      brand: known.brand,
      last4,
      exp_month: card.expMonth,
      exp_year: card.expYear,
      behaviour: known.outcome,
      created_at: this.nowIso(),
    });
    return { token, brand: known.brand, last4, expMonth: card.expMonth, expYear: card.expYear };
  }

  /** The checkout page's summary, for the member who started it only. */
  async describeSession(options: { id: number; userId: number }): Promise<TestCheckout> {
    const session = await this.ownSession(options);
    return {
      id: session.id,
      description: session.description,
      amount: session.amount,
      currency: session.currency,
      status: session.status === 'paid' ? 'paid' : this.expired(session) ? 'expired' : 'open',
      returnPath: session.return_path,
      createdAt: session.created_at,
    };
  }

  /**
   * Pays the session with a tokenised card, then tells the product (`checkout.completed`).
   * A declined card charges nothing and leaves the session open for another card; a
   * repeated submit after success answers the same success.
   */
  async paySession(options: { id: number; userId: number; token: string }): Promise<TestPayResult> {
    const session = await this.ownSession(options);
    if (session.status !== 'paid' && this.expired(session)) {
      throw new AppError('CONFLICT', 'This checkout has expired. Start again from the profile.');
    }
    const card = await repo.findCard(this.db, options.token);
    if (!card) throw new AppError('BAD_REQUEST', 'Enter your card again');
    if (session.status === 'open' && card.behaviour === 'declines') {
      await repo.recordOperation(this.db, {
        idempotency_key: `session:${session.id}:declined:${card.token}`,
        ref: newRef('ch_test'),
        kind: 'checkout_charge',
        amount: session.amount,
        currency: session.currency,
        status: 'failed',
        failure_message: CARD_DECLINED_MESSAGE,
        subject: card.token,
        created_at: this.nowIso(),
      });
      throw new AppError('PAYMENT_FAILED', CARD_DECLINED_MESSAGE);
    }
    const paid = await repo.paySession(this.db, {
      sessionId: session.id,
      token: card.token,
      charge: {
        idempotency_key: `session:${session.id}`,
        ref: newRef('ch_test'),
        kind: 'checkout_charge',
        amount: session.amount,
        currency: session.currency,
        status: 'succeeded',
        failure_message: null,
        subject: card.token,
        created_at: this.nowIso(),
      },
    });
    const state = await this.stateOf(paid);
    if (state.status === 'paid') {
      try {
        await this.opts.onEvent({
          type: 'checkout.completed',
          checkoutId: paid.checkout_id,
          providerCheckoutRef: String(paid.id),
          charge: state.charge,
          paymentMethod: state.paymentMethod,
          subscriptionRef: null,
        });
      } catch (error) {
        // The money is taken; the product's checkout job completes the subscription.
        this.opts.log.error(
          { err: error, checkout: paid.checkout_id },
          'checkout event not applied; the job completes it',
        );
      }
    }
    return { status: 'paid', returnPath: paid.return_path };
  }

  private async ownSession(options: { id: number; userId: number }) {
    const session = await repo.findSession(this.db, options.id);
    if (!session || session.user_id !== options.userId) throw notFound('Checkout not found');
    return session;
  }

  private expired(session: repo.TestSessionRow): boolean {
    return this.opts.clock.now().getTime() - Date.parse(session.created_at) > SESSION_TTL_MS;
  }

  private async stateOf(session: repo.TestSessionRow): Promise<CheckoutState> {
    if (session.status === 'paid' && session.charge_ref && session.card_token) {
      const method = await this.describePaymentMethod(session.card_token);
      if (method) {
        return {
          status: 'paid',
          charge: { ref: session.charge_ref, amount: session.amount, currency: session.currency },
          paymentMethod: method,
          subscriptionRef: null,
        };
      }
    }
    return this.expired(session) ? { status: 'expired' } : { status: 'open' };
  }

  // ---- PaymentProvider ----

  async startCheckout(input: StartCheckoutInput): Promise<{ ref: string; url: string }> {
    const tier = input.tier === 'vip' ? 'VIP' : 'Premium';
    const session = await repo.upsertSession(this.db, {
      idempotency_key: input.idempotencyKey,
      checkout_id: input.checkoutId,
      user_id: input.member.userId,
      description: `${input.avatar.name} — ${tier}, monthly`,
      amount: input.amount,
      currency: input.currency,
      return_path: input.returnPath,
      status: 'open',
      card_token: null,
      charge_ref: null,
      created_at: this.nowIso(),
    });
    return { ref: String(session.id), url: `/test-checkout/${session.id}` };
  }

  async getCheckout(ref: string): Promise<CheckoutState> {
    const session = await repo.findSession(this.db, Number(ref));
    if (!session) return { status: 'expired' };
    return this.stateOf(session);
  }

  async chargeRenewal(input: {
    idempotencyKey: string;
    paymentMethodRef: string;
    amount: number;
    currency: string;
  }): Promise<ChargeOutcome> {
    const done = await repo.findOperation(this.db, input.idempotencyKey);
    if (done) return outcomeOf(done);
    const card = await repo.findCard(this.db, input.paymentMethodRef);
    const ok = card?.behaviour === 'succeeds';
    const op = await repo.recordOperation(this.db, {
      idempotency_key: input.idempotencyKey,
      ref: newRef('ch_test'),
      kind: 'renewal_charge',
      amount: input.amount,
      currency: input.currency,
      status: ok ? 'succeeded' : 'failed',
      failure_message: ok ? null : card ? 'Your card was declined.' : 'The saved card is no longer available.',
      subject: input.paymentMethodRef,
      created_at: this.nowIso(),
    });
    return outcomeOf(op);
  }

  async refund(input: { idempotencyKey: string; chargeRef: string; amount: number; currency: string }) {
    const done = await repo.findOperation(this.db, input.idempotencyKey);
    if (done) return { ref: done.ref };
    const charge = await repo.findOperationByRef(this.db, input.chargeRef);
    if (charge?.status !== 'succeeded' || charge.kind === 'refund' || charge.kind === 'payout') {
      throw new AppError('CONFLICT', 'The provider has no such charge to refund');
    }
    if ((await repo.refundedOf(this.db, charge.ref)) + input.amount > charge.amount) {
      throw new AppError('CONFLICT', 'The refund is larger than what is left of the charge');
    }
    const op = await repo.recordOperation(this.db, {
      idempotency_key: input.idempotencyKey,
      ref: newRef('re_test'),
      kind: 'refund',
      amount: input.amount,
      currency: input.currency,
      status: 'succeeded',
      failure_message: null,
      subject: charge.ref,
      created_at: this.nowIso(),
    });
    return { ref: op.ref };
  }

  async describePaymentMethod(ref: string): Promise<PaymentMethodSummary | null> {
    const card = await repo.findCard(this.db, ref);
    if (!card) return null;
    return { ref: card.token, brand: card.brand, last4: card.last4, expMonth: card.exp_month, expYear: card.exp_year };
  }

  async payoutSetup(): Promise<PayoutSetup> {
    return {
      kind: 'choose',
      options: [...TEST_ACCOUNTS].map(([id, a]) => ({ id, label: a.label, description: a.description })),
    };
  }

  async connectPayoutDestination(input: { creatorId: number; choice: string }): Promise<PayoutDestination> {
    const account = TEST_ACCOUNTS.get(input.choice);
    if (!account) throw new AppError('BAD_REQUEST', 'Choose one of the test accounts');
    return { ref: `${input.choice}:${input.creatorId}`, label: account.label };
  }

  async payOut(input: { idempotencyKey: string; destinationRef: string; amount: number; currency: string }) {
    const done = await repo.findOperation(this.db, input.idempotencyKey);
    if (done) return outcomeOf(done);
    const account = TEST_ACCOUNTS.get(input.destinationRef.split(':')[0] ?? '');
    const ok = account !== undefined && !account.fails;
    const op = await repo.recordOperation(this.db, {
      idempotency_key: input.idempotencyKey,
      ref: newRef('po_test'),
      kind: 'payout',
      amount: input.amount,
      currency: input.currency,
      status: ok ? 'succeeded' : 'failed',
      failure_message: ok ? null : PAYOUT_FAILED,
      subject: input.destinationRef,
      created_at: this.nowIso(),
    });
    return outcomeOf(op);
  }
}

function outcomeOf(op: repo.TestOperationRow): ChargeOutcome {
  return op.status === 'succeeded'
    ? { status: 'succeeded', ref: op.ref }
    : { status: 'failed', ref: op.ref, message: op.failure_message ?? 'Declined' };
}
