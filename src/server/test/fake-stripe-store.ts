import {
  cardPaymentMethod,
  chargeObject,
  invoiceObject,
  list,
  monthAfter,
  type StripeObject,
  subscriptionObject,
} from './fake-stripe-objects.ts';

/**
 * What the fake Stripe keeps (fake-stripe-server.ts answers the API from it), and what
 * happens on Stripe's side without the product asking: the member paying on Checkout, a
 * renewal, an account finishing onboarding. The helpers answer the objects a webhook
 * event would carry. Fields starting with `__` are the fake's own and never sent.
 */
export class FakeStripeStore {
  readonly objects = new Map<string, StripeObject>();
  private counter = 0;

  constructor(private readonly now: () => number = Date.now) {}

  nowSeconds(): number {
    return Math.floor(this.now() / 1000);
  }

  newId(prefix: string): string {
    return `${prefix}_${String(++this.counter).padStart(6, '0')}fake`;
  }

  put(o: StripeObject): StripeObject {
    this.objects.set(o.id, o);
    return o;
  }

  get(id: string | null | undefined): StripeObject | undefined {
    return id ? this.objects.get(id) : undefined;
  }

  copy(o: StripeObject): StripeObject {
    return structuredClone(o);
  }

  strip(o: StripeObject): StripeObject {
    return JSON.parse(JSON.stringify(o, (k, v) => (k.startsWith('__') ? undefined : v)));
  }

  /** `expand[]` paths: ids replaced by their objects; an invoice's `payments` included. */
  expanded(root: StripeObject, paths: string[]): StripeObject {
    const out = this.copy(root);
    for (const path of paths) {
      let targets: Record<string, unknown>[] = [out];
      for (const field of path.split('.')) {
        targets = targets.flatMap((t) => {
          if (field === 'payments' && t.object === 'invoice') {
            t.payments = list((t.__payments as unknown[]) ?? [], `/v1/invoice_payments?invoice=${t.id}`);
            return [];
          }
          const value = t[field];
          const found = typeof value === 'string' ? this.get(value) : undefined;
          if (found) t[field] = this.copy(found);
          return typeof t[field] === 'object' && t[field] !== null ? [t[field] as Record<string, unknown>] : [];
        });
      }
    }
    return this.strip(out);
  }

  private paidInvoice(invoice: StripeObject, paymentMethod: string) {
    const pi = this.newId('pi');
    this.put(
      chargeObject({
        id: this.newId('ch'),
        paymentIntent: pi,
        amount: Number(invoice.amount_due),
        currency: String(invoice.currency),
      }),
    );
    const payment = {
      id: this.newId('inpay'),
      object: 'invoice_payment',
      amount_paid: invoice.amount_due,
      currency: invoice.currency,
      status: 'paid',
      is_default: true,
      payment: { type: 'payment_intent', payment_intent: pi },
    };
    Object.assign(invoice, {
      status: 'paid',
      amount_paid: invoice.amount_due,
      amount_remaining: 0,
      attempted: true,
      attempt_count: 1,
      __payments: [payment],
      default_payment_method: paymentMethod,
    });
  }

  /** The member pays the Checkout Session with a card: subscription, invoice and payment made. */
  pay(sessionId: string, card = { brand: 'visa', last4: '4242' }) {
    const session = this.objects.get(sessionId);
    const price = this.get(String(session?.__price));
    if (!session || !price) throw new Error(`no session ${sessionId}`);
    const pm = this.put(cardPaymentMethod(this.newId('pm'), card, String(session.customer)));
    const start = this.nowSeconds();
    const subscription = this.put(
      subscriptionObject({
        id: this.newId('sub'),
        customer: String(session.customer),
        price,
        metadata: session.__subscription_metadata as Record<string, string>,
        paymentMethod: pm.id,
        latestInvoice: '',
        start,
        created: start,
      }),
    );
    const invoice = this.put(
      invoiceObject({
        id: this.newId('in'),
        subscription,
        amount: Number(price.unit_amount),
        currency: String(price.currency),
        reason: 'subscription_create',
        period: { start, end: monthAfter(start) },
        created: start,
      }),
    );
    this.paidInvoice(invoice, pm.id);
    subscription.latest_invoice = invoice.id;
    Object.assign(session, {
      status: 'complete',
      payment_status: 'paid',
      subscription: subscription.id,
      invoice: invoice.id,
    });
    return {
      session: this.strip(this.copy(session)),
      subscription: this.copy(subscription),
      invoice: this.strip(this.copy(invoice)),
    };
  }

  /** Stripe bills the next period: paid, or a failed attempt (retried in a day). */
  renew(subscriptionId: string, outcome: 'paid' | 'failed') {
    const subscription = this.objects.get(subscriptionId);
    const item = (
      subscription?.items as
        | { data: { current_period_start: number; current_period_end: number; price: StripeObject }[] }
        | undefined
    )?.data[0];
    if (!subscription || !item) throw new Error(`no subscription ${subscriptionId}`);
    const period = { start: item.current_period_end, end: monthAfter(item.current_period_end) };
    const open =
      outcome === 'failed'
        ? [...this.objects.values()].find(
            (o) =>
              o.object === 'invoice' &&
              o.status === 'open' &&
              (o.parent as { subscription_details: { subscription: string } }).subscription_details.subscription ===
                subscriptionId,
          )
        : undefined;
    const invoice =
      open ??
      this.put(
        invoiceObject({
          id: this.newId('in'),
          subscription,
          amount: Number(item.price.unit_amount),
          currency: String(item.price.currency),
          reason: 'subscription_cycle',
          period,
          created: this.nowSeconds(),
        }),
      );
    subscription.latest_invoice = invoice.id;
    if (outcome === 'paid') {
      this.paidInvoice(invoice, String(subscription.default_payment_method));
      Object.assign(item, { current_period_start: period.start, current_period_end: period.end });
      subscription.status = 'active';
    } else {
      Object.assign(invoice, {
        attempted: true,
        attempt_count: Number(invoice.attempt_count) + 1,
        next_payment_attempt: this.nowSeconds() + 86_400,
      });
      subscription.status = 'past_due';
    }
    return { subscription: this.copy(subscription), invoice: this.strip(this.copy(invoice)) };
  }

  /** The charge behind a PaymentIntent, as charge events carry it. */
  chargeOf(paymentIntent: string) {
    const charge = [...this.objects.values()].find((o) => o.object === 'charge' && o.payment_intent === paymentIntent);
    if (!charge) throw new Error(`no charge for ${paymentIntent}`);
    return this.copy(charge);
  }

  /** The PaymentIntent that paid an invoice. */
  paymentIntentOf(invoiceId: string) {
    const payments = this.objects.get(invoiceId)?.__payments as { payment: { payment_intent: string } }[] | undefined;
    const pi = payments?.[0]?.payment.payment_intent;
    if (!pi) throw new Error(`invoice ${invoiceId} is not paid`);
    return pi;
  }

  enableAccount(accountId: string) {
    const account = this.objects.get(accountId);
    if (!account) throw new Error(`no account ${accountId}`);
    const requirements = { currently_due: [], eventually_due: [], past_due: [], disabled_reason: null };
    Object.assign(account, {
      charges_enabled: true,
      payouts_enabled: true,
      details_submitted: true,
      requirements,
      capabilities: { transfers: 'active' },
    });
    return this.copy(account);
  }

  /** A copy of a stored object, as a webhook event would carry it. */
  snapshot(id: string) {
    const o = this.objects.get(id);
    if (!o) throw new Error(`no object ${id}`);
    return this.strip(this.copy(o));
  }
}
