import { afterEach, describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock.ts';
import type { ChargeOutcome } from '../../payments/payment-provider.ts';
import { TestModeProvider, type TestModeProviderOptions } from '../../payments/test-mode/test-provider.ts';
import { createUser } from '../../test/creator-fixtures.ts';
import { CARDS, caller, createPaidAvatar, ledgerOf, subscribeWithCard } from '../../test/economy-fixtures.ts';
import { createTestApp, type TestApp, testDialect } from '../../test/test-app.ts';

/**
 * What must hold when things go wrong: a double-clicked Subscribe, a crash between the
 * provider taking the money and our bookkeeping, a renewal job that dies halfway; and no
 * card number anywhere in the database.
 */
let t: TestApp;
afterEach(async () => t.close());

const clock = () => fixedClock('2026-03-10T12:00:00.000Z');
const countRows = async (table: 'subscription_charges' | 'test_provider_operations' | 'subscriptions') =>
  Number(
    (
      await t.ctx.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe(`payment failures on ${testDialect}`, () => {
  it('a double-clicked Subscribe and a double-submitted payment make one subscription and one charge', async () => {
    t = await createTestApp({ clock: clock(), seed: false });
    const call = caller(t.app);
    const paid = await createPaidAvatar(t.ctx);
    const member = await createUser(t.ctx, 'user');
    const url = `/api/avatars/${paid.avatarId}/checkout`;
    const [a, b] = await Promise.all([call('POST', url, member.cookie, {}), call('POST', url, member.cookie, {})]);
    expect(a.statusCode).toBe(200);
    expect(b.json()).toEqual(a.json());
    const session = a.json().url.split('/').pop();
    const card = async (number: string) =>
      (
        await call('POST', '/api/payments/test/cards', member.cookie, {
          number,
          expMonth: 1,
          expYear: 2099,
          cvc: '123',
        })
      ).json().token as string;
    const [first, second] = [await card(CARDS.ok), await card(CARDS.ok)];
    const pay = (token: string) =>
      call('POST', `/api/payments/test/checkouts/${session}/pay`, member.cookie, { token });
    const answers = await Promise.all([pay(first), pay(first), pay(second)]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(await countRows('subscription_charges')).toBe(1);
    expect(await countRows('test_provider_operations')).toBe(1);
    expect(await ledgerOf(t.ctx, paid.creator.id)).toEqual({ charge: 1499, fee: 750, earning: 749 });
    expect((await call('GET', `/api/avatars/${paid.avatarId}/is-subscribed`, member.cookie)).json()).toEqual({
      isSubscribed: true,
    });
  });

  it('a crash between the charge and the entitlement: the checkout job completes it, once', async () => {
    let crashes = 1;
    t = await createTestApp({
      clock: clock(),
      seed: false,
      // The provider takes the money, then our process "dies" before the event is applied.
      payments: (defaults: TestModeProviderOptions) =>
        new TestModeProvider({
          ...defaults,
          onEvent: async (event) => {
            if (crashes-- > 0) throw new Error('process died');
            await defaults.onEvent(event);
          },
        }),
    });
    const call = caller(t.app);
    const paid = await createPaidAvatar(t.ctx);
    const member = await createUser(t.ctx, 'user');
    const { res } = await subscribeWithCard(t.app, { cookie: member.cookie, avatarId: paid.avatarId });
    expect(res.statusCode).toBe(200);
    // Money taken at the provider, nothing recorded here yet: ledger and subscription agree.
    expect(await countRows('test_provider_operations')).toBe(1);
    expect(await ledgerOf(t.ctx, paid.creator.id)).toEqual({});
    expect((await call('GET', `/api/avatars/${paid.avatarId}/is-subscribed`, member.cookie)).json().isSubscribed).toBe(
      false,
    );
    // After the restart, the checkout job asks the provider and completes it.
    expect(await t.app.jobs.run('settle-checkouts')).toEqual({ name: 'settle-checkouts', status: 'done', handled: 1 });
    expect((await call('GET', `/api/avatars/${paid.avatarId}/is-subscribed`, member.cookie)).json().isSubscribed).toBe(
      true,
    );
    expect(await ledgerOf(t.ctx, paid.creator.id)).toEqual({ charge: 1499, fee: 750, earning: 749 });
    expect(await t.app.jobs.run('settle-checkouts')).toMatchObject({ status: 'done', handled: 0 });
    expect(await countRows('subscription_charges')).toBe(1);
  });

  it('a renewal job that dies after the provider charged: the next run settles it without charging again', async () => {
    const moving = clock();
    let dies = 1;
    class DyingProvider extends TestModeProvider {
      override async chargeRenewal(input: Parameters<TestModeProvider['chargeRenewal']>[0]): Promise<ChargeOutcome> {
        const outcome = await super.chargeRenewal(input);
        if (dies-- > 0) throw new Error('process died after the provider charged');
        return outcome;
      }
    }
    t = await createTestApp({ clock: moving, seed: false, payments: (defaults) => new DyingProvider(defaults) });
    const paid = await createPaidAvatar(t.ctx);
    const member = await createUser(t.ctx, 'user');
    await subscribeWithCard(t.app, { cookie: member.cookie, avatarId: paid.avatarId });
    moving.set('2026-04-10T11:30:00.000Z');
    const died = await t.app.jobs.run('renew-subscriptions');
    expect(died.status).toBe('failed');
    const pending = await t.ctx.db
      .selectFrom('subscription_charges')
      .select('status')
      .where('kind', '=', 'renewal')
      .execute();
    expect(pending).toEqual([{ status: 'pending' }]);
    expect(await ledgerOf(t.ctx, paid.creator.id)).toEqual({ charge: 1499, fee: 750, earning: 749 });

    expect(await t.app.jobs.run('renew-subscriptions')).toMatchObject({ status: 'done', handled: 1 });
    expect(await countRows('test_provider_operations')).toBe(2);
    expect(await countRows('subscription_charges')).toBe(2);
    expect(await ledgerOf(t.ctx, paid.creator.id)).toEqual({ charge: 2998, fee: 1500, earning: 1498 });
    const sub = await t.ctx.db
      .selectFrom('subscriptions')
      .select(['status', 'current_period_end'])
      .executeTakeFirstOrThrow();
    expect(sub).toEqual({ status: 'active', current_period_end: '2026-05-10T12:00:00.000Z' });
  });

  it('keeps no card number anywhere: only brand, last four and expiry', async () => {
    t = await createTestApp({ clock: clock(), seed: false });
    const paid = await createPaidAvatar(t.ctx);
    const member = await createUser(t.ctx, 'user');
    await subscribeWithCard(t.app, { cookie: member.cookie, avatarId: paid.avatarId, card: CARDS.failsLater });
    await subscribeWithCard(t.app, { cookie: (await createUser(t.ctx, 'user')).cookie, avatarId: paid.avatarId });
    const tables = [
      'payment_methods',
      'subscription_charges',
      'checkouts',
      'test_provider_cards',
      'test_provider_checkouts',
      'test_provider_operations',
    ] as const;
    const dump = JSON.stringify(
      await Promise.all(tables.map((table) => t.ctx.db.selectFrom(table).selectAll().execute())),
    );
    for (const number of ['4000000000000341', '4242424242424242', '000000000341', '424242424242']) {
      expect(dump).not.toContain(number);
    }
    expect(
      await t.ctx.db
        .selectFrom('payment_methods')
        .select(['brand', 'last4', 'exp_month', 'exp_year'])
        .orderBy('id')
        .execute(),
    ).toEqual([
      { brand: 'Visa', last4: '0341', exp_month: 12, exp_year: 2099 },
      { brand: 'Visa', last4: '4242', exp_month: 12, exp_year: 2099 },
    ]);
  });
});
