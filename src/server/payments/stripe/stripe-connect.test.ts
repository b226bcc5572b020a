import { afterEach, describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock.ts';
import { createUser, sessionCookieForUser } from '../../test/creator-fixtures.ts';
import { caller, createPaidAvatar, ledgerOf } from '../../test/economy-fixtures.ts';
import { createStripeApp, type StripeHarness } from '../../test/stripe-harness.ts';
import { testDialect } from '../../test/test-app.ts';

/**
 * Creators and Stripe Connect (Express): onboarding through an account link from
 * Settings → Payments, the account's status from Stripe (account.updated), and the
 * creator's earnings moved to the account by the payout job on their schedule, keyed,
 * to the cent of the ledger.
 */
let h: StripeHarness;
afterEach(async () => h.close());

describe(`Stripe Connect on ${testDialect}`, () => {
  it('onboards through an account link, shows the status Stripe reports, and transfers what the ledger owes', async () => {
    const clock = fixedClock('2026-03-10T12:00:00.000Z');
    h = await createStripeApp({ clock });
    const call = caller(h.app);
    const paid = await createPaidAvatar(h.ctx);
    const creator = () => sessionCookieForUser(h.ctx, paid.creator.id);
    const settings = async () => (await call('GET', '/api/creator/settings', await creator())).json().payments;

    expect(await settings()).toMatchObject({ payoutDestination: null, accountStatus: null, testMode: true });
    const setup = await call('GET', '/api/creator/payout-setup', await creator());
    expect(setup.json()).toEqual({ kind: 'redirect', url: expect.stringMatching(/^https:\/\/connect\.stripe\.com\//) });
    const created = h.fake.requests.filter((r) => r.path === '/v1/accounts' && r.method === 'POST');
    expect(created).toHaveLength(1);
    expect(created[0]?.params).toEqual({
      type: 'express',
      'capabilities[transfers][requested]': 'true',
      'metadata[creator_id]': String(paid.creator.id),
    });
    expect(created[0]?.idempotencyKey).toBe(`account:${paid.creator.id}`);
    const link = h.fake.requests.find((r) => r.path === '/v1/account_links');
    expect(link?.params).toMatchObject({
      type: 'account_onboarding',
      return_url: 'https://companions.example/creator-portal?stripe=return',
      refresh_url: 'https://companions.example/creator-portal?stripe=refresh',
    });
    // Opening the setup again reuses the account.
    await call('GET', '/api/creator/payout-setup', await creator());
    expect(h.fake.requests.filter((r) => r.path === '/v1/accounts' && r.method === 'POST')).toHaveLength(1);
    expect(await settings()).toMatchObject({ accountStatus: 'details_needed' });

    // Back before Stripe enabled payouts: not connected yet.
    const early = await call('POST', '/api/creator/payout-destination', await creator(), { choice: 'stripe' });
    expect(early.statusCode).toBe(409);
    const accountId = String(link?.params.account);
    const enabled = h.fake.enableAccount(accountId);
    expect((await h.send('account.updated', enabled, { account: accountId })).statusCode).toBe(200);
    expect(await settings()).toMatchObject({ accountStatus: 'enabled', payoutDestination: null });
    const connected = await call('POST', '/api/creator/payout-destination', await creator(), { choice: 'stripe' });
    expect(connected.statusCode, connected.body).toBe(200);
    expect(connected.json().payments.payoutDestination).toEqual({ label: `Stripe account ••••${accountId.slice(-4)}` });

    // Two members pay; on the 1st the monthly payout moves their earnings to the account.
    for (let i = 0; i < 2; i++) {
      const member = await createUser(h.ctx, 'user');
      const story = await h.checkoutAndPay(member, paid.avatarId);
      await h.send('checkout.session.completed', story.session);
    }
    clock.set('2026-04-01T00:30:00.000Z');
    expect((await h.app.jobs.runDue(clock.now())).filter((o) => o.status !== 'done')).toEqual([]);
    const transfers = h.fake.requests.filter((r) => r.path === '/v1/transfers');
    expect(transfers).toHaveLength(1);
    expect(transfers[0]?.params).toEqual({ amount: String(2 * 749), currency: 'usd', destination: accountId });
    expect(transfers[0]?.idempotencyKey).toBe(`payout:${paid.creator.id}:2026-04-01`);
    expect(await ledgerOf(h.ctx, paid.creator.id)).toEqual({ charge: 2998, fee: 1500, earning: 1498, payout: -1498 });
    const statements = (await call('GET', '/api/creator/earnings', await creator())).json().statements;
    expect(statements).toMatchObject([
      { status: 'paid', net: 1498, destination: `Stripe account ••••${accountId.slice(-4)}` },
    ]);

    // Stripe restricts the account: shown, and a transfer Stripe refuses gives the money back to the balance.
    const restricted = {
      ...enabled,
      payouts_enabled: false,
      requirements: { disabled_reason: 'requirements.past_due' },
    };
    h.fake.objects.set(accountId, { ...restricted });
    await h.send('account.updated', restricted, { account: accountId });
    expect(await settings()).toMatchObject({ accountStatus: 'restricted' });
    const member = await createUser(h.ctx, 'user');
    clock.set('2026-04-02T12:00:00.000Z');
    const story = await h.checkoutAndPay(member, paid.avatarId);
    await h.send('checkout.session.completed', story.session);
    clock.set('2026-05-01T00:30:00.000Z');
    await h.app.jobs.runDue(clock.now());
    expect(await ledgerOf(h.ctx, paid.creator.id)).toMatchObject({ payout: -1498 - 749, payout_reversal: 749 });
  });

  it('shows on the statement the bank payout Stripe made of the transfer: failed with its reason, then paid', async () => {
    const clock = fixedClock('2026-03-10T12:00:00.000Z');
    h = await createStripeApp({ clock });
    const call = caller(h.app);
    const paid = await createPaidAvatar(h.ctx);
    const creator = () => sessionCookieForUser(h.ctx, paid.creator.id);
    await call('GET', '/api/creator/payout-setup', await creator());
    const accountId = String(h.fake.requests.find((r) => r.path === '/v1/account_links')?.params.account);
    await h.send('account.updated', h.fake.enableAccount(accountId), { account: accountId });
    await call('POST', '/api/creator/payout-destination', await creator(), { choice: 'stripe' });
    const member = await createUser(h.ctx, 'user');
    await h.send('checkout.session.completed', (await h.checkoutAndPay(member, paid.avatarId)).session);
    clock.set('2026-04-01T00:30:00.000Z');
    await h.app.jobs.runDue(clock.now());

    const seconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);
    const payout = (id: string, status: string, created: string, arrival: string, failure: string | null = null) => ({
      id,
      object: 'payout',
      amount: 749,
      currency: 'usd',
      status,
      created: seconds(created),
      arrival_date: seconds(arrival),
      failure_message: failure,
    });
    const bank = async () =>
      (await call('GET', '/api/creator/earnings', await creator())).json().statements[0]?.bankPayout;
    const send = (type: string, object: ReturnType<typeof payout>, account = accountId) =>
      h.send(type, object, { account });

    // A payout Stripe created before the transfer does not carry it; nor one of an account nobody here has.
    await send('payout.paid', payout('po_0', 'paid', '2026-03-31T00:00:00.000Z', '2026-04-01T00:00:00.000Z'));
    expect(
      (
        await send(
          'payout.paid',
          payout('po_x', 'paid', '2026-04-02T00:00:00.000Z', '2026-04-03T00:00:00.000Z'),
          'acct_other',
        )
      ).statusCode,
    ).toBe(200);
    expect(await bank()).toBeNull();

    const closed = 'The bank account has been closed.';
    await send(
      'payout.failed',
      payout('po_1', 'failed', '2026-04-02T00:00:00.000Z', '2026-04-04T00:00:00.000Z', closed),
    );
    // po_1's earlier 'paid', arriving late, does not undo its failure.
    await send('payout.paid', payout('po_1', 'paid', '2026-04-02T00:00:00.000Z', '2026-04-04T00:00:00.000Z'));
    expect(await bank()).toEqual({ status: 'failed', arrivalAt: '2026-04-04T00:00:00.000Z', failureMessage: closed });

    // The creator fixes their bank details; Stripe's next payout carries the money.
    await send('payout.paid', payout('po_2', 'paid', '2026-04-05T00:00:00.000Z', '2026-04-07T00:00:00.000Z'));
    expect(await bank()).toEqual({ status: 'paid', arrivalAt: '2026-04-07T00:00:00.000Z', failureMessage: null });
    expect(await ledgerOf(h.ctx, paid.creator.id)).toEqual({ charge: 1499, fee: 750, earning: 749, payout: -749 });
  });
});
