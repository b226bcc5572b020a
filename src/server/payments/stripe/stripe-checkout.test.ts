import { afterEach, describe, expect, it } from 'vitest';
import { createUser, sessionCookieForUser } from '../../test/creator-fixtures.ts';
import { caller, ledgerOf } from '../../test/economy-fixtures.ts';
import { createStripeWorld, type StripeHarness } from '../../test/stripe-harness.ts';
import { testDialect } from '../../test/test-app.ts';

/**
 * The Stripe provider's requests, through the real SDK against a fake Stripe on loopback:
 * Checkout in subscription mode with a remembered Price per avatar, tier and amount, the
 * metadata naming member, avatar and tier, idempotency keys, the customer portal, and
 * cancellation with the 24-hour rule applied before Stripe is told.
 */
const START = '2026-03-10T12:00:00.000Z';
let h: StripeHarness;
afterEach(async () => h.close());

async function setUp() {
  const world = await createStripeWorld(START);
  h = world.h;
  return { clock: world.clock, paid: world.paid, member: world.member, call: caller(h.app) };
}

const sent = (path: string) => h.fake.requests.filter((r) => r.method === 'POST' && r.path === path);

describe(`Stripe checkout on ${testDialect}`, () => {
  it('opens a Checkout Session in subscription mode with a Price made once per avatar, tier and amount', async () => {
    const { paid, member, call } = await setUp();
    const started = await call('POST', `/api/avatars/${paid.avatarId}/checkout`, member.cookie, { tier: 'vip' });
    expect(started.statusCode).toBe(200);
    const { checkoutId, url } = started.json();
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);

    const [price] = sent('/v1/prices');
    expect(price?.params).toMatchObject({
      unit_amount: '2999',
      currency: 'usd',
      'recurring[interval]': 'month',
      'metadata[avatar_id]': String(paid.avatarId),
      'metadata[tier]': 'vip',
    });
    expect(price?.idempotencyKey).toBe(`price:${paid.avatarId}:vip:2999:usd`);
    const [customer] = sent('/v1/customers');
    expect(customer?.params).toEqual({
      email: `${member.username}@example.com`,
      'metadata[member_id]': String(member.id),
    });
    const [session] = sent('/v1/checkout/sessions');
    const priceId = [...h.fake.objects.values()].find((o) => o.object === 'price')?.id;
    expect(session?.params).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': priceId,
      'line_items[0][quantity]': '1',
      client_reference_id: String(checkoutId),
      'metadata[checkout_id]': String(checkoutId),
      'metadata[member_id]': String(member.id),
      'metadata[avatar_id]': String(paid.avatarId),
      'metadata[tier]': 'vip',
      'subscription_data[metadata][member_id]': String(member.id),
      'subscription_data[metadata][avatar_id]': String(paid.avatarId),
      'subscription_data[metadata][tier]': 'vip',
      success_url: `https://companions.example/avatar/${paid.avatarId}?checkout=${checkoutId}`,
      cancel_url: `https://companions.example/avatar/${paid.avatarId}`,
    });
    expect(session?.idempotencyKey).toBe(`checkout:${checkoutId}`);
    // No card field, no amount of our own: the Price carries it, Stripe's page takes the card.
    expect(Object.keys(session?.params ?? {}).some((k) => /card|number|cvc/.test(k))).toBe(false);

    // Another member, same offer: the Price is reused. A new price makes a new Price.
    const other = await createUser(h.ctx, 'user');
    await call('POST', `/api/avatars/${paid.avatarId}/checkout`, other.cookie, { tier: 'vip' });
    expect(sent('/v1/prices')).toHaveLength(1);
    await h.ctx.db.updateTable('avatars').set({ vip_monthly_price: 3499 }).where('id', '=', paid.avatarId).execute();
    const third = await createUser(h.ctx, 'user');
    await call('POST', `/api/avatars/${paid.avatarId}/checkout`, third.cookie, { tier: 'vip' });
    expect(sent('/v1/prices').map((r) => r.params.unit_amount)).toEqual(['2999', '3499']);
    const prices = await h.ctx.db.selectFrom('stripe_prices').select(['tier', 'amount']).orderBy('id').execute();
    expect(prices).toEqual([
      { tier: 'vip', amount: 2999 },
      { tier: 'vip', amount: 3499 },
    ]);
  });

  it('a second click answers the same session; nothing is subscribed until Stripe reports the payment', async () => {
    const { paid, member, call } = await setUp();
    const first = await call('POST', `/api/avatars/${paid.avatarId}/checkout`, member.cookie, {});
    const second = await call('POST', `/api/avatars/${paid.avatarId}/checkout`, member.cookie, {});
    expect(second.json()).toEqual(first.json());
    expect(sent('/v1/checkout/sessions')).toHaveLength(1);
    const sessionId = String(first.json().url).split('/').pop() ?? '';
    h.fake.pay(sessionId);
    // Paid on Stripe's page, back on the profile, but no event yet: not entitled.
    const before = await call('GET', `/api/avatars/${paid.avatarId}/is-subscribed`, member.cookie);
    expect(before.json().isSubscribed).toBe(false);
    const res = await h.send('checkout.session.completed', h.fake.snapshot(sessionId));
    expect(res.statusCode).toBe(200);
    const after = await call('GET', `/api/avatars/${paid.avatarId}/subscription`, member.cookie);
    expect(after.json().subscription).toMatchObject({
      status: 'active',
      tier: 'premium',
      price: 1499,
      entitled: true,
      renewsOn: '2026-04-10T12:00:00.000Z',
    });
    expect(await ledgerOf(h.ctx, paid.creator.id)).toEqual({ charge: 1499, fee: 750, earning: 749 });
  });

  it('the settle-checkouts job completes a paid checkout whose event was lost, from the session', async () => {
    const { paid, member, clock } = await setUp();
    await h.checkoutAndPay(member, paid.avatarId);
    clock.set('2026-03-10T12:05:00.000Z');
    await h.app.jobs.runDue(clock.now());
    const card = await h.ctx.db.selectFrom('payment_methods').select(['brand', 'last4']).execute();
    expect(card).toEqual([{ brand: 'visa', last4: '4242' }]);
    expect(await ledgerOf(h.ctx, paid.creator.id)).toEqual({ charge: 1499, fee: 750, earning: 749 });
  });

  it('the same job closes a checkout whose session expired at Stripe unpaid', async () => {
    const { paid, member, call, clock } = await setUp();
    const started = await call('POST', `/api/avatars/${paid.avatarId}/checkout`, member.cookie, {});
    const session = h.fake.objects.get(String(started.json().url).split('/').pop() ?? '');
    if (session) session.status = 'expired';
    clock.set('2026-03-11T12:05:00.000Z');
    await h.app.jobs.runDue(clock.now());
    const rows = await h.ctx.db.selectFrom('checkouts').select('status').execute();
    expect(rows).toEqual([{ status: 'expired' }]);
    expect(await ledgerOf(h.ctx, paid.creator.id)).toEqual({});
  });

  it('cancelling applies the 24-hour rule first, then tells Stripe; resuming undoes it there too', async () => {
    const { paid, member, call, clock } = await setUp();
    const { session, subscription } = await h.checkoutAndPay(member, paid.avatarId);
    await h.send('checkout.session.completed', session);
    const update = () => h.fake.requests.filter((r) => r.path === `/v1/subscriptions/${subscription.id}`);

    clock.set('2026-04-08T12:00:00.000Z');
    member.cookie = await sessionCookieForUser(h.ctx, member.id);
    const early = await call('DELETE', `/api/avatars/${paid.avatarId}/subscription`, member.cookie);
    expect(early.json().subscription).toMatchObject({ status: 'cancelled', endsOn: '2026-04-10T12:00:00.000Z' });
    expect(update().at(-1)?.params).toEqual({ cancel_at_period_end: 'true' });

    const resumed = await call('POST', `/api/avatars/${paid.avatarId}/subscription/resume`, member.cookie);
    expect(resumed.json().subscription).toMatchObject({ status: 'active', endsOn: null });
    expect(update().at(-1)?.params).toEqual({ cancel_at_period_end: 'false', cancel_at: '' });

    // Within the last 24 hours: the next period is still charged, so Stripe gets its end as the date.
    clock.set('2026-04-10T02:00:00.000Z');
    member.cookie = await sessionCookieForUser(h.ctx, member.id);
    const late = await call('DELETE', `/api/avatars/${paid.avatarId}/subscription`, member.cookie);
    expect(late.json().subscription).toMatchObject({ status: 'cancelled', endsOn: '2026-05-10T12:00:00.000Z' });
    expect(update().at(-1)?.params).toEqual({ cancel_at: String(Date.parse('2026-05-10T12:00:00.000Z') / 1000) });
    expect(new Set(update().map((r) => r.idempotencyKey)).size).toBe(3);
  });

  it('cancelling while past_due ends it here at once and at Stripe, by the job when Stripe is down then', async () => {
    const { paid, member, call, clock } = await setUp();
    const { session, subscription } = await h.checkoutAndPay(member, paid.avatarId);
    await h.send('checkout.session.completed', session);
    const subId = String(subscription.id);
    clock.set('2026-04-10T12:00:00.000Z');
    member.cookie = await sessionCookieForUser(h.ctx, member.id);
    await h.send('invoice.payment_failed', h.fake.renew(subId, 'failed').invoice);
    expect(
      (await call('GET', `/api/avatars/${paid.avatarId}/subscription`, member.cookie)).json().subscription,
    ).toMatchObject({
      status: 'past_due',
    });

    const outage = h.fake.failRequests('DELETE', '/v1/subscriptions/');
    const cancel = await call('DELETE', `/api/avatars/${paid.avatarId}/subscription`, member.cookie);
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().subscription).toMatchObject({ status: 'expired', entitled: false });
    expect(h.fake.snapshot(subId).status).not.toBe('canceled');
    outage.stop();
    clock.set('2026-04-10T12:01:00.000Z');
    const ran = await h.app.jobs.runDue(clock.now());
    expect(ran.find((o) => o.name === 'end-provider-subscriptions')).toMatchObject({ status: 'done', handled: 1 });
    expect(h.fake.snapshot(subId).status).toBe('canceled');
    const ends = h.fake.requests.filter((r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${subId}`);
    expect(ends.map((r) => r.idempotencyKey)).toEqual([`end:${subId}:1`, `end:${subId}:2`]);
  });

  it('opens the customer portal for the member’s card and invoices, back to the billing page', async () => {
    const { paid, member, call } = await setUp();
    const none = await call('POST', '/api/billing/portal', member.cookie);
    expect(none.statusCode).toBe(404);
    await h.checkoutAndPay(member, paid.avatarId);
    const res = await call('POST', '/api/billing/portal', member.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().url).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\//);
    const customer = await h.ctx.db.selectFrom('stripe_customers').select('customer_ref').executeTakeFirstOrThrow();
    expect(sent('/v1/billing_portal/sessions')[0]?.params).toEqual({
      customer: customer.customer_ref,
      return_url: 'https://companions.example/billing',
    });
  });
});
