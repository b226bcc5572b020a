import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sessionCookieFrom } from './test-app.ts';

export interface TestAccount {
  id: number;
  username: string;
  email: string;
  password: string;
  accountType: 'member' | 'creator';
}

/** Registers a member (or creator) with a unique name and email through the API. */
export async function registerAccount(
  app: FastifyInstance,
  options: { accountType?: 'member' | 'creator'; password?: string; username?: string; email?: string } = {},
): Promise<TestAccount> {
  const suffix = randomBytes(4).toString('hex');
  const accountType = options.accountType ?? 'member';
  const account = {
    username: options.username ?? `user_${suffix}`,
    email: options.email ?? `user-${suffix}@example.com`,
    password: options.password ?? 'correct horse',
    accountType,
  };
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { ...account, role: accountType === 'creator' ? 'creator' : 'user' },
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  // The answer carries no id (it is the same for an address that already has an account).
  const row = await app.ctx.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', account.email.trim().toLowerCase())
    .executeTakeFirstOrThrow();
  return { ...account, id: row.id };
}

/** Signs in and returns the session cookie header value ('sid=…'). */
export async function logInCookie(
  app: FastifyInstance,
  account: Pick<TestAccount, 'email' | 'password' | 'accountType'>,
  options: { rememberMe?: boolean; cookie?: string } = {},
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: options.cookie ? { cookie: options.cookie } : {},
    payload: {
      email: account.email,
      password: account.password,
      accountType: account.accountType,
      rememberMe: options.rememberMe ?? false,
    },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return sessionCookieFrom(res);
}

/** A registered and signed-in member. */
export async function signedInMember(app: FastifyInstance): Promise<TestAccount & { cookie: string }> {
  const account = await registerAccount(app);
  return { ...account, cookie: await logInCookie(app, account) };
}
