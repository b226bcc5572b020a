import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock.ts';
import { memoryMailer } from '../../lib/mailer.ts';
import { logInCookie, registerAccount, signedInMember } from '../../test/accounts.ts';
import { createTestApp, type TestApp, testDialect } from '../../test/test-app.ts';
import { createSession } from '../sessions/sessions.service.ts';

const clock = fixedClock('2026-03-10T09:00:00.000Z');
const mailer = memoryMailer();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock, mailer });
});
afterAll(async () => t.close());

function login(payload: Record<string, unknown>, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/auth/login', payload, headers });
}

/** A chat message owned by a member or a guest session; returns who owns it later. */
async function insertMessage(owner: { sessionId?: string; userId?: number }, content: string) {
  await t.ctx.db
    .insertInto('chat_messages')
    .values({
      avatar_id: 2,
      session_id: owner.sessionId ?? null,
      user_id: owner.userId ?? null,
      role: 'user',
      content,
      created_at: clock.now().toISOString(),
    })
    .execute();
  return () =>
    t.ctx.db.selectFrom('chat_messages').select(['user_id', 'session_id']).where('content', '=', content).execute();
}

function register(payload: Record<string, unknown>, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/auth/register', payload, headers });
}

describe(`registration on ${testDialect}`, () => {
  it('creates a member with an argon2id hash and a normalised email, without signing in', async () => {
    const res = await register({
      username: 'Marisol',
      email: '  Marisol@Example.COM ',
      password: 'secret1',
      accountType: 'member',
      role: 'user',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ username: 'Marisol', role: 'user', message: 'Account created successfully' });
    expect(res.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    const row = await t.ctx.db
      .selectFrom('users')
      .select(['email', 'password_hash', 'role', 'loyalty_points'])
      .where('username', '=', 'Marisol')
      .executeTakeFirstOrThrow();
    expect(row.email).toBe('marisol@example.com');
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row.password_hash).not.toContain('secret1');
    expect(row.role).toBe('user');
    expect(row.loyalty_points).toBe(50);
  });

  it("gives creators the role 'creator' and refuses any role that contradicts the account type", async () => {
    const creator = await register({
      username: 'studio_kai',
      email: 'kai@example.com',
      password: 'secret1',
      accountType: 'creator',
      role: 'creator',
    });
    expect(creator.statusCode).toBe(201);
    expect(creator.json().role).toBe('creator');

    for (const payload of [
      { accountType: 'member', role: 'creator' },
      { accountType: 'creator', role: 'user' },
      { accountType: 'member', role: 'moderator' },
      { accountType: 'admin', role: 'user' },
    ]) {
      const res = await register({ username: 'sneaky', email: 'sneaky@example.com', password: 'secret1', ...payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const sneaky = await t.ctx.db.selectFrom('users').select('id').where('email', '=', 'sneaky@example.com').execute();
    expect(sneaky).toEqual([]);
  });

  it('validates with the spec messages', async () => {
    const res = await register({ username: 'a', email: 'not-an-email', password: '123', accountType: 'member' });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual(
      expect.arrayContaining([
        { path: 'username', message: 'Username must be at least 2 characters' },
        { path: 'email', message: 'Please enter a valid email address' },
        { path: 'password', message: 'Password must be at least 6 characters' },
      ]),
    );
    const missing = await register({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues).toEqual(expect.arrayContaining([{ path: 'email', message: 'Required' }]));
  });

  it('answers a taken email (whatever its case) exactly like a free one, and mails its owner instead', async () => {
    const owner = await registerAccount(t.app);
    const fresh = await register({
      username: 'fresh_person',
      email: 'fresh-person@example.com',
      password: 'secret1',
      accountType: 'member',
    });
    const taken = await register({
      username: 'someone_else',
      email: owner.email.toUpperCase(),
      password: 'other pass',
      accountType: 'member',
    });
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.statusCode).toBe(201);
    expect(taken.json()).toEqual({ ...fresh.json(), username: 'someone_else' });
    expect(Object.keys(taken.headers).sort()).toEqual(Object.keys(fresh.headers).sort());
    // Nothing changed for the owner: no second account, the old password still works.
    const rows = await t.ctx.db.selectFrom('users').select('username').where('email', '=', owner.email).execute();
    expect(rows).toEqual([{ username: owner.username }]);
    expect((await login({ email: owner.email, password: owner.password })).statusCode).toBe(200);
    expect((await login({ email: owner.email, password: 'other pass' })).statusCode).toBe(401);
    await t.ctx.background.drain();
    const notice = mailer.messages.filter((m) => m.to === owner.email);
    expect(notice).toHaveLength(1);
    expect(notice[0]?.subject).toBe('Someone tried to use your email address on Not-Quite-Life');
    expect(notice[0]?.text).toContain('http://localhost:3000/forgot-password');
    expect(mailer.messages.filter((m) => m.to === 'fresh-person@example.com')).toEqual([]);
  });

  it('mails the owner of a taken email at most 3 times an hour', async () => {
    const owner = await registerAccount(t.app);
    for (let i = 0; i < 5; i++) {
      const res = await register({ username: `flood_${i}`, email: owner.email, password: 'secret1' });
      expect(res.statusCode).toBe(201);
    }
    await t.ctx.background.drain();
    expect(mailer.messages.filter((m) => m.to === owner.email)).toHaveLength(3);
  });

  it("does not hand a guest's chats to the owner of a taken email", async () => {
    const owner = await registerAccount(t.app);
    const guest = await createSession(t.ctx, { userId: null, persistent: true });
    const owners = await insertMessage({ sessionId: guest.session.id }, 'not for the owner');
    const res = await register(
      { username: 'chat_thief', email: owner.email, password: 'secret1', accountType: 'member' },
      { cookie: `sid=${guest.token}` },
    );
    expect(res.statusCode).toBe(201);
    expect(await owners()).toEqual([{ user_id: null, session_id: guest.session.id }]);
  });

  it('answers 409 for a taken username (usernames are public), naming the field', async () => {
    const first = await registerAccount(t.app);
    const sameName = await register({
      username: first.username.toUpperCase(),
      email: 'fresh-address@example.com',
      password: 'secret1',
      accountType: 'member',
    });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json()).toEqual({
      message: 'This username is already taken',
      issues: [{ path: 'username', message: 'This username is already taken' }],
    });
  });

  it('keeps one account when the same email registers twice at once, and answers both alike', async () => {
    const payload = { username: 'twin', email: 'twin@example.com', password: 'secret1', accountType: 'member' };
    const [a, b] = await Promise.all([register(payload), register({ ...payload, username: 'twin2' })]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    const rows = await t.ctx.db.selectFrom('users').select('id').where('email', '=', 'twin@example.com').execute();
    expect(rows).toHaveLength(1);
  });
});

describe(`look-alike usernames on ${testDialect}`, () => {
  it('refuses a name mixing alphabets (a Cyrillic letter among Latin ones) with a 400 on the field', async () => {
    for (const username of ['p\u0430ypal', 'admin\u0456', 'Ελλάδαx']) {
      const res = await register({ username, email: 'mixed@example.com', password: 'secret1', accountType: 'member' });
      expect(res.statusCode, username).toBe(400);
      expect(res.json()).toEqual({
        message: 'Username must not mix letters from different alphabets',
        issues: [{ path: 'username', message: 'Username must not mix letters from different alphabets' }],
      });
    }
  });

  it('accepts names of one script, and the mixes of Han with kana or Hangul', async () => {
    for (const [username, email] of [
      ['Ивана', 'ivana@example.com'],
      ['山田たろう', 'yamada@example.com'],
      ['김민준', 'kim@example.com'],
      ['José_1', 'jose@example.com'],
    ]) {
      const res = await register({ username, email, password: 'secret1', accountType: 'member' });
      expect(res.statusCode, username).toBe(201);
    }
  });

  it('stores names in NFKC form, so full-width look-alikes are the same name', async () => {
    const res = await register({ username: 'Ｗｉｄｅ', email: 'wide@example.com', password: 'secret1' });
    expect(res.statusCode).toBe(201);
    expect(res.json().username).toBe('Wide');
    const again = await register({ username: 'wide', email: 'narrow@example.com', password: 'secret1' });
    expect(again.statusCode).toBe(409);
  });
});

describe(`login and sessions on ${testDialect}`, () => {
  it('sets an HttpOnly, SameSite=Lax, Path=/ browser-session cookie without rememberMe', async () => {
    const account = await registerAccount(t.app);
    const res = await login({ email: account.email, password: account.password, accountType: 'member' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: account.id, username: account.username, displayName: null, role: 'user' });
    const header = String(res.headers['set-cookie']);
    expect(header).toMatch(/^sid=[A-Za-z0-9_-]{43};/);
    expect(header).toMatch(/; HttpOnly/);
    expect(header).toMatch(/; SameSite=Lax/);
    expect(header).toMatch(/; Path=\//);
    expect(header).not.toMatch(/Max-Age|Expires/);
    expect(header).not.toMatch(/Secure/);
    // The browser-session cookie still expires on the server.
    const row = await t.ctx.db
      .selectFrom('sessions')
      .select(['persistent', 'expires_at'])
      .where('user_id', '=', account.id)
      .executeTakeFirstOrThrow();
    expect(row.persistent).toBe(0);
    expect(new Date(row.expires_at).getTime() - clock.now().getTime()).toBe(12 * 3_600_000);
  });

  it('keeps a rememberMe cookie for 30 days', async () => {
    const account = await registerAccount(t.app);
    const res = await login({ email: account.email, password: account.password, rememberMe: true });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/; Max-Age=2592000/);
  });

  it('marks the cookie Secure behind HTTPS', async () => {
    const secure = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      const account = await registerAccount(secure.app);
      const res = await secure.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'x-forwarded-proto': 'https' },
        payload: { email: account.email, password: account.password },
      });
      expect(res.statusCode).toBe(200);
      expect(String(res.headers['set-cookie'])).toMatch(/; Secure/);
    } finally {
      await secure.close();
    }
  });

  it('answers /api/auth/user with the user and only the allowed fields', async () => {
    const member = await signedInMember(t.app);
    const res = await t.app.inject({ url: '/api/auth/user', headers: { cookie: member.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: member.id,
      username: member.username,
      displayName: null,
      email: member.email,
      bio: null,
      profileImageUrl: null,
      loyaltyPoints: 55, // welcome 50 + today's visit 5
      role: 'user',
    });
  });

  it('issues a new session id on every login and deletes the one the request carried', async () => {
    const account = await registerAccount(t.app);
    const first = await logInCookie(t.app, account);
    const second = await logInCookie(t.app, account, { cookie: first });
    expect(second).not.toBe(first);
    expect((await t.app.inject({ url: '/api/auth/user', headers: { cookie: first } })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/auth/user', headers: { cookie: second } })).statusCode).toBe(200);
  });

  it("moves a guest's chats to the account at login, and the guest session ends", async () => {
    const account = await registerAccount(t.app);
    const guest = await createSession(t.ctx, { userId: null, persistent: true });
    const owners = await insertMessage({ sessionId: guest.session.id }, 'hi!');
    await logInCookie(t.app, account, { cookie: `sid=${guest.token}` });
    const rows = await owners();
    expect(rows).toEqual([{ user_id: account.id, session_id: null }]);
    const guestRow = await t.ctx.db.selectFrom('sessions').select('id').where('id', '=', guest.session.id).execute();
    expect(guestRow).toEqual([]);
  });

  it("moves a guest's chats to a new account at sign-up (sign-up does not sign in)", async () => {
    const guest = await createSession(t.ctx, { userId: null, persistent: true });
    const owners = await insertMessage({ sessionId: guest.session.id }, 'before sign-up');
    const res = await register(
      { username: 'from_guest', email: 'from-guest@example.com', password: 'secret1', accountType: 'member' },
      { cookie: `sid=${guest.token}` },
    );
    expect(res.statusCode).toBe(201);
    const account = await t.ctx.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'from-guest@example.com')
      .executeTakeFirstOrThrow();
    expect(await owners()).toEqual([{ user_id: account.id, session_id: null }]);
    // Still a guest until they log in.
    expect((await t.app.inject({ url: '/api/auth/user', headers: { cookie: `sid=${guest.token}` } })).statusCode).toBe(
      401,
    );
  });

  it("never hands one member's chats to another who signs in on the same browser", async () => {
    const a = await signedInMember(t.app);
    const b = await registerAccount(t.app);
    const owners = await insertMessage({ userId: a.id }, 'mine');
    await logInCookie(t.app, b, { cookie: a.cookie });
    expect(await owners()).toEqual([{ user_id: a.id, session_id: null }]);
  });

  it('logout deletes the session on the server and clears the cookie', async () => {
    const member = await signedInMember(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: member.cookie } });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/^sid=;/);
    const after = await t.app.inject({ url: '/api/auth/user', headers: { cookie: member.cookie } });
    expect(after.statusCode).toBe(401);
    const sessions = await t.ctx.db.selectFrom('sessions').select('id').where('user_id', '=', member.id).execute();
    expect(sessions).toEqual([]);
  });
});

describe(`wrong credentials and account types on ${testDialect}`, () => {
  it("answers 401 'Invalid email or password' for a wrong password and an unknown email alike", async () => {
    const account = await registerAccount(t.app);
    const wrong = await login({ email: account.email, password: 'wrong-password' });
    const unknown = await login({ email: 'nobody-here@example.com', password: 'wrong-password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Invalid email or password' });
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.cookies.find((c) => c.name === 'sid')).toBeUndefined();
  });

  it('spends a password check on unknown emails too (no timing difference to exploit)', async () => {
    const account = await registerAccount(t.app);
    // CPU time of this process (argon2 runs on libuv's threads, counted too), not wall
    // time: a wall-clock ratio failed CI on a busy machine. One argon2id verification at
    // m=19456,t=2 costs several milliseconds of CPU; a login that skips it, well under one.
    // (Counting argon2's calls through a module mock is not possible here: server test
    // files share their worker's module cache, vitest.config.ts.)
    const cpuMs = async (email: string) => {
      const before = process.cpuUsage();
      await login({ email, password: 'wrong-password' });
      const used = process.cpuUsage(before);
      return (used.user + used.system) / 1000;
    };
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[2] ?? 0;
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      known.push(await cpuMs(account.email));
      unknown.push(await cpuMs(`ghost-${i}@example.com`));
    }
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
  });

  it('tells a member on the Creator tab, and a creator on the Member tab, where to log in', async () => {
    const member = await registerAccount(t.app);
    const creator = await registerAccount(t.app, { accountType: 'creator' });
    const onCreatorTab = await login({ email: member.email, password: member.password, accountType: 'creator' });
    expect(onCreatorTab.statusCode).toBe(403);
    expect(onCreatorTab.json().message).toBe('This is a member account. Please log in on the Member tab.');
    const onMemberTab = await login({ email: creator.email, password: creator.password, accountType: 'member' });
    expect(onMemberTab.statusCode).toBe(403);
    expect(onMemberTab.json().message).toBe('This is a creator account. Please log in on the Creator tab.');
    expect(onMemberTab.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    // A wrong password on the wrong tab says nothing about the account type.
    const guessing = await login({ email: creator.email, password: 'wrong-password', accountType: 'member' });
    expect(guessing.statusCode).toBe(401);
  });

  it('validates the login body with the spec messages', async () => {
    const res = await login({ email: 'x', password: '123', accountType: 'member' });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual(
      expect.arrayContaining([
        { path: 'email', message: 'Please enter a valid email address' },
        { path: 'password', message: 'Password must be at least 6 characters' },
      ]),
    );
  });
});

describe(`brute-force protection on ${testDialect}`, () => {
  it('locks an account for 15 minutes after 5 failures, with a 429 saying when to retry', async () => {
    const account = await registerAccount(t.app);
    for (let i = 0; i < 5; i++) {
      expect((await login({ email: account.email, password: `wrong-${i}` })).statusCode).toBe(401);
    }
    const locked = await login({ email: account.email, password: account.password });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('Too many failed login attempts. Please try again in 15 minutes.');
    expect(locked.headers['retry-after']).toBe('900');

    clock.advance(10 * 60_000);
    const stillLocked = await login({ email: account.email, password: account.password });
    expect(stillLocked.json().message).toBe('Too many failed login attempts. Please try again in 5 minutes.');

    clock.advance(5 * 60_000 + 1000);
    expect((await login({ email: account.email, password: account.password })).statusCode).toBe(200);
  });

  it('counts failures for unknown emails the same way, and a success resets the count', async () => {
    for (let i = 0; i < 5; i++) await login({ email: 'nobody-locked@example.com', password: 'wrong-password' });
    expect((await login({ email: 'nobody-locked@example.com', password: 'wrong-password' })).statusCode).toBe(429);

    const account = await registerAccount(t.app);
    for (let i = 0; i < 4; i++) await login({ email: account.email, password: 'wrong-password' });
    expect((await login({ email: account.email, password: account.password })).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) {
      expect((await login({ email: account.email, password: 'wrong-password' })).statusCode).toBe(401);
    }
  });

  it('limits auth calls per IP address (configurable)', async () => {
    const limited = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '3' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/auth/forgot-password',
          payload: { email: `someone-${i}@example.com` },
        });
        statuses.push(res.statusCode);
        if (res.statusCode === 429)
          expect(res.json().message).toMatch(/^Too many requests\. Please try again in \d+ seconds?\.$/);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe(`cross-site requests on ${testDialect}`, () => {
  it('refuses state-changing auth, profile and favourite calls whose Origin is another site', async () => {
    const member = await signedInMember(t.app);
    const evil = { origin: 'https://evil.example', cookie: member.cookie };
    const calls = [
      { method: 'POST' as const, url: '/api/auth/login', payload: { email: member.email, password: member.password } },
      {
        method: 'POST' as const,
        url: '/api/auth/register',
        payload: { username: 'csrf_user', email: 'csrf@example.com', password: 'secret1' },
      },
      { method: 'POST' as const, url: '/api/auth/logout' },
      { method: 'POST' as const, url: '/api/auth/forgot-password', payload: { email: member.email } },
      {
        method: 'PATCH' as const,
        url: '/api/users/profile',
        payload: { displayName: 'pwned', email: member.email, bio: '' },
      },
      { method: 'POST' as const, url: '/api/user-favorites', payload: { avatarId: 1 } },
      { method: 'DELETE' as const, url: '/api/user-favorites/1' },
    ];
    for (const call of calls) {
      const res = await t.app.inject({ ...call, headers: evil });
      expect(res.statusCode, call.url).toBe(403);
      expect(res.json()).toEqual({ message: 'Cross-site request refused' });
    }
    // Nothing happened: the session still works and nothing was written.
    const me = await t.app.inject({ url: '/api/auth/user', headers: { cookie: member.cookie } });
    expect(me.json().displayName).toBeNull();
    const favs = await t.app.inject({ url: '/api/user-favorites', headers: { cookie: member.cookie } });
    expect(favs.json()).toEqual([]);
  });
});
