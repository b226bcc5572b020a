import { cardToken, createAvatar, isSubscribed, startCheckout, subscribe, subscriptionOf } from './authz-fixtures.ts';
import { check, type MatrixRow, row, signedIn } from './authz-matrix.ts';
import type { ProofApp } from './proof-app.ts';

/**
 * Paid subscriptions: checkout, the member's subscription and billing, and the test
 * provider's page. `member` owns the subscription or checkout; everyone else must neither
 * see nor change it, and the creator cannot subscribe to their own avatar.
 */

async function memberSubscribed(p: ProofApp) {
  const id = await createAvatar(p);
  await subscribe(p, 'member', id);
  return id;
}

export const ECONOMY_ROWS: MatrixRow[] = [
  row({
    method: 'POST',
    route: '/api/avatars/:id/checkout',
    verifyRefused: true,
    scenario: 'creator’s own avatar is refused',
    expect: { ...signedIn(200), creator: 403 },
    setup: createAvatar,
    request: (id) => ({ url: `/api/avatars/${id}/checkout`, payload: { tier: 'premium' } }),
    verify: async (id, { p, user, allowed }) => {
      const open = await p.ctx.db
        .selectFrom('checkouts')
        .select('id')
        .where('avatar_id', '=', id)
        .where('status', '=', 'open')
        .execute();
      check(open.length === (allowed ? 1 : 0), 'the checkouts do not match the answer');
      // Nothing is subscribed before the payment.
      if (user) check(!(await isSubscribed(p, 'member', id)), 'subscribed without paying');
    },
  }),
  row({
    method: 'GET',
    route: '/api/avatars/:id/subscription',
    scenario: 'member is subscribed',
    expect: signedIn(200),
    setup: memberSubscribed,
    request: (id) => ({ url: `/api/avatars/${id}/subscription` }),
    verify: (_s, { role }, res) =>
      check((res.json().subscription !== null) === (role === 'member'), 'answered with another member’s subscription'),
  }),
  row({
    method: 'DELETE',
    route: '/api/avatars/:id/subscription',
    verifyRefused: true,
    scenario: 'member is subscribed',
    expect: { ...signedIn(404), member: 200 },
    setup: memberSubscribed,
    request: (id) => ({ url: `/api/avatars/${id}/subscription` }),
    verify: async (id, { p, role }) => {
      const status = (await subscriptionOf(p, 'member', id))?.status;
      check(status === (role === 'member' ? 'cancelled' : 'active'), 'the member’s subscription changed wrongly');
    },
  }),
  row({
    method: 'POST',
    route: '/api/avatars/:id/subscription/resume',
    verifyRefused: true,
    scenario: 'member cancelled',
    expect: { ...signedIn(404), member: 200 },
    setup: async (p) => {
      const id = await memberSubscribed(p);
      await p.call('DELETE', `/api/avatars/${id}/subscription`, await p.cookieFor('member'));
      return id;
    },
    request: (id) => ({ url: `/api/avatars/${id}/subscription/resume` }),
    verify: async (id, { p, role }) => {
      const status = (await subscriptionOf(p, 'member', id))?.status;
      check(status === (role === 'member' ? 'active' : 'cancelled'), 'the member’s subscription changed wrongly');
    },
  }),
  row({
    method: 'GET',
    route: '/api/billing',
    expect: signedIn(200),
    setup: memberSubscribed,
    request: () => ({ url: '/api/billing' }),
    verify: (id, { role }, res) => {
      const mine = (res.json().subscriptions as { avatarId: number }[]).some((s) => s.avatarId === id);
      check(mine === (role === 'member'), 'billing of another member');
    },
  }),
  row({
    method: 'GET',
    route: '/api/payments/test/checkouts/:id',
    scenario: 'the member’s checkout',
    expect: { ...signedIn(404), member: 200 },
    setup: async (p) => startCheckout(p, 'member', await createAvatar(p)),
    request: (session) => ({ url: `/api/payments/test/checkouts/${session}` }),
  }),
  row({
    method: 'POST',
    route: '/api/payments/test/cards',
    expect: signedIn(200),
    request: () => ({
      url: '/api/payments/test/cards',
      payload: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2099, cvc: '123' },
    }),
    verify: (_s, _c, res) => {
      check(/^tok_test_/.test(res.json().token), 'no token');
      check(!res.body.includes('424242424242'), 'the card number came back');
    },
  }),
  row({
    method: 'POST',
    route: '/api/payments/test/checkouts/:id/pay',
    verifyRefused: true,
    scenario: 'the member’s checkout',
    expect: { ...signedIn(404), member: 200 },
    setup: async (p) => {
      const avatarId = await createAvatar(p);
      return { avatarId, session: await startCheckout(p, 'member', avatarId), token: await cardToken(p, 'member') };
    },
    request: (s) => ({ url: `/api/payments/test/checkouts/${s.session}/pay`, payload: { token: s.token } }),
    verify: async (s, { p, role }) =>
      check((await isSubscribed(p, 'member', s.avatarId)) === (role === 'member'), 'paid someone else’s checkout'),
  }),
];
