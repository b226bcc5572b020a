import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expressAccount, type StripeObject } from './fake-stripe-objects.ts';
import { FakeStripeStore } from './fake-stripe-store.ts';

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
  /** Stripe failing (500) every `method` request under `pathPrefix` until `stop()` is called. */
  failRequests(method: string, pathPrefix: string): { stop(): void };
  close(): Promise<void>;
}

const stripeError = (status: number, message: string) => ({
  status,
  body: { error: { type: 'invalid_request_error', message } },
});

export async function startFakeStripeServer(options: { now?: () => number } = {}): Promise<FakeStripeServer> {
  const store = new FakeStripeStore(options.now);
  const requests: RecordedRequest[] = [];
  const answered = new Map<string, { status: number; body: unknown }>();
  const failing = new Set<string>();

  function route(method: string, path: string, p: Record<string, string>): { status: number; body: unknown } {
    const parts = path.split('/').filter(Boolean).slice(1);
    const [resource, id, sub] = parts;
    const ok = (body: unknown) => ({ status: 200, body });
    const expand = Object.entries(p).flatMap(([k, v]) => (k.startsWith('expand[') ? [v] : []));
    const found = (key: string | undefined) => (key ? store.get(key) : undefined);
    if (method === 'POST' && resource === 'customers')
      return ok(store.put({ id: store.newId('cus'), object: 'customer', email: p.email ?? null, metadata: meta(p) }));
    if (method === 'POST' && resource === 'prices') {
      const price = { id: store.newId('price'), object: 'price', active: true, unit_amount: Number(p.unit_amount) };
      return ok(
        store.put({
          ...price,
          currency: p.currency,
          recurring: { interval: p['recurring[interval]'] },
          product: store.newId('prod'),
          metadata: meta(p),
        }),
      );
    }
    if (resource === 'checkout' && id === 'sessions') {
      if (method === 'POST' && !sub) {
        const price = found(p['line_items[0][price]']);
        if (!price) return stripeError(400, 'No such price');
        const sessionId = store.newId('cs_test');
        return ok(
          store.put({
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
            created: store.nowSeconds(),
            expires_at: store.nowSeconds() + 86_400,
          }),
        );
      }
      const session = found(sub);
      if (method === 'GET' && session) return ok(store.expanded(session, expand));
    }
    if (resource === 'subscriptions') {
      const subscription = found(id);
      if (!subscription) return stripeError(404, `No such subscription: '${id}'`);
      if (method === 'POST') {
        if ('cancel_at_period_end' in p) subscription.cancel_at_period_end = p.cancel_at_period_end === 'true';
        if ('cancel_at' in p) subscription.cancel_at = p.cancel_at === '' ? null : Number(p.cancel_at);
        return ok(store.copy(subscription));
      }
      if (method === 'DELETE') {
        Object.assign(subscription, {
          status: 'canceled',
          canceled_at: store.nowSeconds(),
          ended_at: store.nowSeconds(),
        });
        return ok(store.copy(subscription));
      }
      return ok(store.expanded(subscription, expand));
    }
    if (method === 'GET' && resource === 'invoices' && found(id))
      return ok(store.expanded(found(id) as StripeObject, expand));
    if (method === 'GET' && resource === 'payment_methods' && found(id))
      return ok(store.copy(found(id) as StripeObject));
    if (method === 'POST' && resource === 'refunds') {
      const charge = [...store.objects.values()].find(
        (o) => o.object === 'charge' && o.payment_intent === p.payment_intent,
      );
      if (!charge) return stripeError(400, `No such payment_intent: '${p.payment_intent}'`);
      charge.amount_refunded = Number(charge.amount_refunded) + Number(p.amount);
      charge.refunded = charge.amount_refunded === charge.amount;
      return ok(
        store.put({
          id: store.newId('re'),
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
        id: store.newId('bps'),
        object: 'billing_portal.session',
        customer: p.customer,
        return_url: p.return_url,
      };
      return ok({ ...portal, url: `https://billing.stripe.com/p/session/${portal.id}` });
    }
    if (resource === 'accounts') {
      if (method === 'POST' && !id)
        return ok(store.put(expressAccount(store.newId('acct'), p['metadata[creator_id]'] ?? '', store.nowSeconds())));
      if (method === 'GET' && found(id)) return ok(store.copy(found(id) as StripeObject));
    }
    if (method === 'POST' && resource === 'account_links') {
      const url = `https://connect.stripe.com/setup/e/${p.account}/${store.newId('link')}`;
      return ok({ object: 'account_link', url, created: store.nowSeconds(), expires_at: store.nowSeconds() + 300 });
    }
    if (method === 'POST' && resource === 'transfers') {
      const account = found(p.destination);
      if (!account?.payouts_enabled) return stripeError(400, 'The destination account cannot receive transfers yet.');
      return ok(
        store.put({
          id: store.newId('tr'),
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
      const down = [...failing].some((f) => `${req.method} ${url.pathname}`.startsWith(f));
      const answer = down
        ? { status: 500, body: { error: { type: 'api_error', message: 'An unknown error occurred' } } }
        : (scoped && answered.get(scoped)) || route(req.method ?? '', url.pathname, params);
      if (scoped && answer.status === 200) answered.set(scoped, answer);
      res.writeHead(answer.status, {
        'content-type': 'application/json',
        'request-id': `req_${requests.length}`,
        // An outage the test stages: the SDK's own retries would only slow the test down.
        ...(down ? { 'stripe-should-retry': 'false' } : {}),
      });
      res.end(JSON.stringify(answer.body, (k, v) => (k.startsWith('__') ? undefined : v)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  return {
    apiBase: `http://127.0.0.1:${port}`,
    requests,
    objects: store.objects,
    pay: (sessionId, card) => store.pay(sessionId, card),
    renew: (subscriptionId, outcome) => store.renew(subscriptionId, outcome),
    chargeOf: (paymentIntent) => store.chargeOf(paymentIntent),
    paymentIntentOf: (invoiceId) => store.paymentIntentOf(invoiceId),
    enableAccount: (accountId) => store.enableAccount(accountId),
    snapshot: (id) => store.snapshot(id),
    failRequests: (method, pathPrefix) => {
      const key = `${method} ${pathPrefix}`;
      failing.add(key);
      return { stop: () => failing.delete(key) };
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
