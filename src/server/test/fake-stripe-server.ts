import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  cardPaymentMethod,
  chargeObject,
  expressAccount,
  invoiceObject,
  list,
  monthAfter,
  type StripeObject,
  subscriptionObject,
} from './fake-stripe-objects.ts';

/**
 * A small Stripe on loopback for tests of the Stripe provider through the real SDK
 * (STRIPE_API_BASE points the SDK here). It answers the endpoints the product calls with
 * the shapes of Stripe's API reference, keeps what they create, answers a repeated
 * Idempotency-Key with its first answer as Stripe does, and records every request (form
 * fields flattened as the SDK sends them: `line_items[0][price]`). What happens on
 * Stripe's side without the product asking (the member paying on Checkout, a renewal, an
 * account finishing onboarding) is done by the helpers below, which return the objects a
 * webhook event would carry.
 */
export interface RecordedRequest {
  method: string;
  path: string;
  params: Record<string, string>;
  idempotencyKey: string | undefined;
}

export interface FakeStripeServer {
  apiBase: string;
  requests: RecordedRequest[];
  objects: Map<string, StripeObject>;
  /** The member pays the Checkout Session with a card: subscription, invoice and payment made. */
  pay(
    sessionId: string,
    card?: { brand: string; last4: string },
  ): { session: StripeObject; subscription: StripeObject; invoice: StripeObject };
  /** Stripe bills the next period: paid, or a failed attempt (retried in a day). */
  renew(subscriptionId: string, outcome: 'paid' | 'failed'): { subscription: StripeObject; invoice: StripeObject };
  /** The charge behind a paid invoice's PaymentIntent, as charge events carry it. */
  chargeOf(paymentIntent: string): StripeObject;
  /** The PaymentIntent that paid an invoice. */
  paymentIntentOf(invoiceId: string): string;
  enableAccount(accountId: string): StripeObject;
  /** A copy of a stored object, as a webhook event would carry it. */
  snapshot(id: string): StripeObject;
  close(): Promise<void>;
}

const stripeError = (status: number, message: string) => ({
  status,
  body: { error: { type: 'invalid_request_error', message } },
});

export async function startFakeStripeServer(options: { now?: () => number } = {}): Promise<FakeStripeServer> {
  const nowSeconds = () => Math.floor((options.now?.() ?? Date.now()) / 1000);
  const objects = new Map<string, StripeObject>();
  const requests: RecordedRequest[] = [];
  const answered = new Map<string, { status: number; body: unknown }>();
  let counter = 0;
  const newId = (prefix: string) => `${prefix}_${String(++counter).padStart(6, '0')}fake`;
  const put = (o: StripeObject) => {
    objects.set(o.id, o);
    return o;
  };
  const get = (id: string | null | undefined) => (id ? objects.get(id) : undefined);
  const copy = (o: StripeObject): StripeObject => structuredClone(o);

  /** `expand[]` paths: ids replaced by their objects; an invoice's `payments` included. */
  function expanded(root: StripeObject, paths: string[]): StripeObject {
    const out = copy(root);
    for (const path of paths) {
      let targets: Record<string, unknown>[] = [out];
      for (const field of path.split('.')) {
        targets = targets.flatMap((t) => {
          if (field === 'payments' && t.object === 'invoice') {
            t.payments = list((t.__payments as unknown[]) ?? [], `/v1/invoice_payments?invoice=${t.id}`);
            return [];
          }
          const value = t[field];
          const found = typeof value === 'string' ? get(value) : undefined;
          if (found) t[field] = copy(found);
          return typeof t[field] === 'object' && t[field] !== null ? [t[field] as Record<string, unknown>] : [];
        });
      }
    }
    return strip(out);
  }
  const strip = (o: StripeObject): StripeObject =>
    JSON.parse(JSON.stringify(o, (k, v) => (k.startsWith('__') ? undefined : v)));

  function route(method: string, path: string, p: Record<string, string>): { status: number; body: unknown } {
    const parts = path.split('/').filter(Boolean).slice(1);
    const [resource, id, sub] = parts;
    const ok = (body: unknown) => ({ status: 200, body });
    const expand = Object.entries(p).flatMap(([k, v]) => (k.startsWith('expand[') ? [v] : []));
    const found = (key: string | undefined) => (key ? get(key) : undefined);
    if (method === 'POST' && resource === 'customers')
      return ok(put({ id: newId('cus'), object: 'customer', email: p.email ?? null, metadata: meta(p) }));
    if (method === 'POST' && resource === 'prices') {
      const price = { id: newId('price'), object: 'price', active: true, unit_amount: Number(p.unit_amount) };
      return ok(
        put({
          ...price,
          currency: p.currency,
          recurring: { interval: p['recurring[interval]'] },
          product: newId('prod'),
          metadata: meta(p),
        }),
      );
    }
    if (resource === 'checkout' && id === 'sessions') {
      if (method === 'POST' && !sub) {
        const price = found(p['line_items[0][price]']);
        if (!price) return stripeError(400, 'No such price');
        const sessionId = newId('cs_test');
        return ok(
          put({
            id: sessionId,
            object: 'checkout.session',
            mode: p.mode,
            status: 'open',
            payment_status: 'unpaid',
            url: `https://checkout.stripe.com/c/pay/${sessionId}`,
            customer: p.customer,
            client_reference_id: p.client_reference_id ?? null,
            metadata: meta(p),
            __subscription_metadata: meta(p, 'subscription_data[metadata]'),
            __price: price.id,
            success_url: p.success_url,
            cancel_url: p.cancel_url,
            amount_total: price.unit_amount,
            currency: price.currency,
            subscription: null,
            invoice: null,
            created: nowSeconds(),
            expires_at: nowSeconds() + 86_400,
          }),
        );
      }
      const session = found(sub);
      if (method === 'GET' && session) return ok(expanded(session, expand));
    }
    if (resource === 'subscriptions') {
      const subscription = found(id);
      if (!subscription) return stripeError(404, `No such subscription: '${id}'`);
      if (method === 'POST') {
        if ('cancel_at_period_end' in p) subscription.cancel_at_period_end = p.cancel_at_period_end === 'true';
        if ('cancel_at' in p) subscription.cancel_at = p.cancel_at === '' ? null : Number(p.cancel_at);
        return ok(copy(subscription));
      }
      if (method === 'DELETE') {
        Object.assign(subscription, { status: 'canceled', canceled_at: nowSeconds(), ended_at: nowSeconds() });
        return ok(copy(subscription));
      }
      return ok(expanded(subscription, expand));
    }
    if (method === 'GET' && resource === 'invoices' && found(id))
      return ok(expanded(found(id) as StripeObject, expand));
    if (method === 'GET' && resource === 'payment_methods' && found(id)) return ok(copy(found(id) as StripeObject));
    if (method === 'POST' && resource === 'refunds') {
      const charge = [...objects.values()].find((o) => o.object === 'charge' && o.payment_intent === p.payment_intent);
      if (!charge) return stripeError(400, `No such payment_intent: '${p.payment_intent}'`);
      charge.amount_refunded = Number(charge.amount_refunded) + Number(p.amount);
      charge.refunded = charge.amount_refunded === charge.amount;
      return ok(
        put({
          id: newId('re'),
          object: 'refund',
          amount: Number(p.amount),
          payment_intent: p.payment_intent,
          charge: charge.id,
          status: 'succeeded',
        }),
      );
    }
    if (method === 'POST' && resource === 'billing_portal' && id === 'sessions') {
      const portal = {
        id: newId('bps'),
        object: 'billing_portal.session',
        customer: p.customer,
        return_url: p.return_url,
      };
      return ok({ ...portal, url: `https://billing.stripe.com/p/session/${portal.id}` });
    }
    if (resource === 'accounts') {
      if (method === 'POST' && !id)
        return ok(put(expressAccount(newId('acct'), p['metadata[creator_id]'] ?? '', nowSeconds())));
      if (method === 'GET' && found(id)) return ok(copy(found(id) as StripeObject));
    }
    if (method === 'POST' && resource === 'account_links') {
      const url = `https://connect.stripe.com/setup/e/${p.account}/${newId('link')}`;
      return ok({ object: 'account_link', url, created: nowSeconds(), expires_at: nowSeconds() + 300 });
    }
    if (method === 'POST' && resource === 'transfers') {
      const account = found(p.destination);
      if (!account?.payouts_enabled) return stripeError(400, 'The destination account cannot receive transfers yet.');
      return ok(
        put({
          id: newId('tr'),
          object: 'transfer',
          amount: Number(p.amount),
          currency: p.currency,
          destination: p.destination,
        }),
      );
    }
    return stripeError(404, `Unrecognized request URL (${method}: ${path}).`);
  }

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const params = Object.fromEntries(new URLSearchParams(req.method === 'GET' ? url.search : raw));
      const key = req.headers['idempotency-key'];
      const idempotencyKey = typeof key === 'string' ? key : undefined;
      requests.push({ method: req.method ?? '', path: url.pathname, params, idempotencyKey });
      const scoped = idempotencyKey ? `${req.method} ${url.pathname} ${idempotencyKey}` : null;
      const answer = (scoped && answered.get(scoped)) || route(req.method ?? '', url.pathname, params);
      if (scoped && answer.status === 200) answered.set(scoped, answer);
      res.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': `req_${counter}` });
      res.end(JSON.stringify(answer.body, (k, v) => (k.startsWith('__') ? undefined : v)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  function paidInvoice(invoice: StripeObject, paymentMethod: string) {
    const pi = newId('pi');
    put(
      chargeObject({
        id: newId('ch'),
        paymentIntent: pi,
        amount: Number(invoice.amount_due),
        currency: String(invoice.currency),
      }),
    );
    const payment = {
      id: newId('inpay'),
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

  return {
    apiBase: `http://127.0.0.1:${port}`,
    requests,
    objects,
    pay(sessionId, card = { brand: 'visa', last4: '4242' }) {
      const session = objects.get(sessionId);
      const price = get(String(session?.__price));
      if (!session || !price) throw new Error(`no session ${sessionId}`);
      const pm = put(cardPaymentMethod(newId('pm'), card, String(session.customer)));
      const start = nowSeconds();
      const subscription = put(
        subscriptionObject({
          id: newId('sub'),
          customer: String(session.customer),
          price,
          metadata: session.__subscription_metadata as Record<string, string>,
          paymentMethod: pm.id,
          latestInvoice: '',
          start,
          created: start,
        }),
      );
      const invoice = put(
        invoiceObject({
          id: newId('in'),
          subscription,
          amount: Number(price.unit_amount),
          currency: String(price.currency),
          reason: 'subscription_create',
          period: { start, end: monthAfter(start) },
          created: start,
        }),
      );
      paidInvoice(invoice, pm.id);
      subscription.latest_invoice = invoice.id;
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        subscription: subscription.id,
        invoice: invoice.id,
      });
      return { session: strip(copy(session)), subscription: copy(subscription), invoice: strip(copy(invoice)) };
    },
    renew(subscriptionId, outcome) {
      const subscription = objects.get(subscriptionId);
      const item = (
        subscription?.items as
          | { data: { current_period_start: number; current_period_end: number; price: StripeObject }[] }
          | undefined
      )?.data[0];
      if (!subscription || !item) throw new Error(`no subscription ${subscriptionId}`);
      const period = { start: item.current_period_end, end: monthAfter(item.current_period_end) };
      const open =
        outcome === 'failed'
          ? [...objects.values()].find(
              (o) =>
                o.object === 'invoice' &&
                o.status === 'open' &&
                (o.parent as { subscription_details: { subscription: string } }).subscription_details.subscription ===
                  subscriptionId,
            )
          : undefined;
      const invoice =
        open ??
        put(
          invoiceObject({
            id: newId('in'),
            subscription,
            amount: Number(item.price.unit_amount),
            currency: String(item.price.currency),
            reason: 'subscription_cycle',
            period,
            created: nowSeconds(),
          }),
        );
      subscription.latest_invoice = invoice.id;
      if (outcome === 'paid') {
        paidInvoice(invoice, String(subscription.default_payment_method));
        Object.assign(item, { current_period_start: period.start, current_period_end: period.end });
        subscription.status = 'active';
      } else {
        Object.assign(invoice, {
          attempted: true,
          attempt_count: Number(invoice.attempt_count) + 1,
          next_payment_attempt: nowSeconds() + 86_400,
        });
        subscription.status = 'past_due';
      }
      return { subscription: copy(subscription), invoice: strip(copy(invoice)) };
    },
    chargeOf(paymentIntent) {
      const charge = [...objects.values()].find((o) => o.object === 'charge' && o.payment_intent === paymentIntent);
      if (!charge) throw new Error(`no charge for ${paymentIntent}`);
      return copy(charge);
    },
    paymentIntentOf(invoiceId) {
      const payments = objects.get(invoiceId)?.__payments as { payment: { payment_intent: string } }[] | undefined;
      const pi = payments?.[0]?.payment.payment_intent;
      if (!pi) throw new Error(`invoice ${invoiceId} is not paid`);
      return pi;
    },
    enableAccount(accountId) {
      const account = objects.get(accountId);
      if (!account) throw new Error(`no account ${accountId}`);
      const requirements = { currently_due: [], eventually_due: [], past_due: [], disabled_reason: null };
      Object.assign(account, {
        charges_enabled: true,
        payouts_enabled: true,
        details_submitted: true,
        requirements,
        capabilities: { transfers: 'active' },
      });
      return copy(account);
    },
    snapshot(id) {
      const o = objects.get(id);
      if (!o) throw new Error(`no object ${id}`);
      return strip(copy(o));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** `metadata[key]=value` form fields (under `prefix`) back into an object. */
function meta(p: Record<string, string>, prefix = 'metadata'): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(p)) {
    const m = k.startsWith(`${prefix}[`) ? /\[([^\]]+)\]$/.exec(k) : null;
    if (m?.[1]) out[m[1]] = v;
  }
  return out;
}
