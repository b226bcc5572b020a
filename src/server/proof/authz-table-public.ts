import { requestEmailChange } from '../modules/email-change/email-change.service.ts';
import {
  createAvatar,
  emailedTokenFor,
  sharedAvatar,
  sharedContent,
  signedInUserId,
  signUp,
  subscribe,
  unique,
} from './authz-fixtures.ts';
import { check, everyone, type MatrixRow, plainGet, row, signedIn } from './authz-matrix.ts';

/** System, sign-in, discovery, public forms and subscriptions. */

const docs = (route: string, url = route, status = 200) => plainGet(route, everyone(status), url);

const system: MatrixRow[] = [
  row({
    method: 'GET',
    route: '/api/health',
    expect: everyone(200),
    request: () => ({ url: '/api/health' }),
    verify: (_s, _c, res) => check(res.json().status === 'ok', 'health is not ok'),
  }),
  row({
    method: 'GET',
    route: '/api/openapi.json',
    expect: everyone(200),
    request: () => ({ url: '/api/openapi.json' }),
    verify: (_s, _c, res) => check('/api/avatars' in res.json().paths, 'the OpenAPI document lists no /api/avatars'),
  }),
  docs('/api/docs'),
  docs('/api/docs/'),
  docs('/api/docs/json'),
  docs('/api/docs/yaml'),
  docs('/api/docs/static/index.html', '/api/docs/static/index.html', 302),
  docs('/api/docs/static/swagger-initializer.js'),
  docs('/api/docs/static/*', '/api/docs/static/swagger-ui.css'),
];

const auth: MatrixRow[] = [
  row({
    method: 'POST',
    route: '/api/auth/register',
    expect: everyone(201),
    setup: async () => unique('new').replace('-', '_'),
    request: (username) => ({
      url: '/api/auth/register',
      payload: { username, email: `${username}@example.com`, password: 'correct horse', accountType: 'member' },
    }),
    verify: async (username, { p }) => {
      const user = await p.ctx.db
        .selectFrom('users')
        .select('role')
        .where('username', '=', username as string)
        .executeTakeFirst();
      check(user?.role === 'user', 'no member account was created');
    },
  }),
  row({
    method: 'POST',
    route: '/api/auth/login',
    expect: everyone(200),
    setup: signUp,
    request: (account) => ({ url: '/api/auth/login', payload: { email: account.email, password: account.password } }),
    verify: async (account, { p, cookie, user }, res) => {
      const sid = res.cookies.find((c) => c.name === 'sid');
      check((await signedInUserId(p, `sid=${sid?.value}`)) === account.id, 'the new cookie does not sign in');
      // Signing in replaces whatever session the request carried (no fixation, no mix-up).
      if (user) check((await signedInUserId(p, cookie)) === null, 'the earlier session still works');
    },
  }),
  row({
    method: 'POST',
    route: '/api/auth/logout',
    expect: everyone(200),
    request: () => ({ url: '/api/auth/logout' }),
    verify: async (_s, { p, cookie, user }) => {
      if (user) check((await signedInUserId(p, cookie)) === null, 'the session survived logout');
    },
  }),
  row({
    method: 'GET',
    route: '/api/auth/user',
    expect: signedIn(200),
    request: () => ({ url: '/api/auth/user' }),
    verify: (_s, { user }, res) => check(res.json().id === user?.id, 'answered with someone else'),
  }),
  row({
    method: 'POST',
    route: '/api/auth/forgot-password',
    expect: everyone(200),
    setup: signUp,
    request: (account) => ({ url: '/api/auth/forgot-password', payload: { email: account.email } }),
    verify: async (account, { p }) => {
      await p.ctx.background.drain();
      check(
        p.mail.some((m) => m.to === account.email),
        'no reset email was sent',
      );
    },
  }),
  row({
    method: 'POST',
    route: '/api/auth/reset-password',
    expect: everyone(200),
    setup: async (p) => {
      const account = await signUp(p);
      await p.call('POST', '/api/auth/forgot-password', '', { email: account.email });
      await p.ctx.background.drain();
      return { ...account, token: emailedTokenFor(p, account.email) };
    },
    request: (account) => ({
      url: '/api/auth/reset-password',
      payload: { token: account.token, password: 'new pass 42' },
    }),
    verify: async (account, { p }) => {
      const login = await p.call('POST', '/api/auth/login', '', { email: account.email, password: 'new pass 42' });
      check(login.statusCode === 200, 'the new password does not sign in');
    },
  }),
  row({
    method: 'POST',
    route: '/api/auth/confirm-email',
    // The emailed token is the credential: whoever holds the link confirms, signed in or not.
    expect: everyone(200),
    setup: async (p) => {
      const account = await signUp(p);
      const newEmail = `${unique('moved')}@example.com`;
      await requestEmailChange(p.ctx, { userId: account.id, sessionId: 'none', newEmail });
      await p.ctx.background.drain();
      return { ...account, newEmail, token: emailedTokenFor(p, newEmail) };
    },
    request: (account) => ({ url: '/api/auth/confirm-email', payload: { token: account.token } }),
    verify: async (account, { p }) => {
      const row = await p.ctx.db.selectFrom('users').select('email').where('id', '=', account.id).executeTakeFirst();
      check(row?.email === account.newEmail, 'the email did not change');
    },
  }),
];

const discovery: MatrixRow[] = [
  row({
    method: 'GET',
    route: '/api/avatars',
    expect: everyone(200),
    setup: sharedAvatar,
    request: () => ({ url: '/api/avatars?limit=50' }),
    verify: (id, _c, res) =>
      check(
        res.json().some((a: { id: number }) => a.id === id),
        'the avatar is not listed',
      ),
  }),
  row({
    method: 'GET',
    route: '/api/avatars/:id',
    expect: everyone(200),
    setup: sharedAvatar,
    request: (id) => ({ url: `/api/avatars/${id}` }),
    verify: (id, _c, res) => check(res.json().id === id, 'another avatar answered'),
  }),
  plainGet('/api/avatar-categories', everyone(200)),
  plainGet('/api/online-avatars', everyone(200)),
  row({
    method: 'GET',
    route: '/api/avatars/:id/content',
    scenario: 'premium text only for the avatar’s creator and moderators',
    expect: everyone(200),
    setup: async (p) => ({ avatarId: await sharedAvatar(p), contentId: await sharedContent(p, 'premium') }),
    request: (s) => ({ url: `/api/avatars/${s.avatarId}/content` }),
    verify: (s, { role }, res) => {
      const item = res.json().find((c: { id: number }) => c.id === s.contentId);
      const mayRead = role === 'creator' || role === 'moderator';
      check(item !== undefined, 'the premium item is not listed');
      check((item.contentDetails !== null) === mayRead, `premium text ${mayRead ? 'hidden from' : 'shown to'} ${role}`);
    },
  }),
  row({
    method: 'POST',
    route: '/api/content/:id/views',
    scenario: 'free item',
    expect: everyone(200),
    setup: (p) => sharedContent(p, 'free'),
    request: (id) => ({ url: `/api/content/${id}/views` }),
    verify: (_s, _c, res) => check(res.json().counted === true, 'the view was not counted'),
  }),
  row({
    method: 'POST',
    route: '/api/content/:id/views',
    scenario: 'premium item',
    expect: { ...everyone(403), creator: 200, moderator: 200 },
    setup: (p) => sharedContent(p, 'premium'),
    request: (id) => ({ url: `/api/content/${id}/views` }),
  }),
  row({
    method: 'GET',
    route: '/api/avatars/:id/is-subscribed',
    scenario: 'member is subscribed',
    expect: signedIn(200),
    setup: async (p) => {
      const id = await createAvatar(p);
      await subscribe(p, 'member', id);
      return id;
    },
    request: (id) => ({ url: `/api/avatars/${id}/is-subscribed` }),
    verify: (_s, { role }, res) =>
      check(res.json().isSubscribed === (role === 'member'), 'answered with another member’s subscription'),
  }),
];

const forms: MatrixRow[] = [
  row({
    method: 'POST',
    route: '/api/nqw-waitlist',
    expect: everyone(201),
    setup: async () => `${unique('wait')}@example.com`,
    request: (email) => ({ url: '/api/nqw-waitlist', payload: { email } }),
    verify: async (email, { p }) => {
      const entry = await p.ctx.db
        .selectFrom('waitlist_entries')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirst();
      check(entry !== undefined, 'the email is not on the waitlist');
    },
  }),
  row({
    method: 'POST',
    route: '/api/contact',
    expect: everyone(201),
    setup: async () => `${unique('contact')}@example.com`,
    request: (email) => ({ url: '/api/contact', payload: { email, message: 'Hello from the matrix test' } }),
    verify: async (email, { p }) => {
      const entry = await p.ctx.db
        .selectFrom('contact_messages')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirst();
      check(entry !== undefined, 'the message was not stored');
    },
  }),
];

export const PUBLIC_ROWS: MatrixRow[] = [...system, ...auth, ...discovery, ...forms];
