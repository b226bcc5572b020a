import { randomBytes } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { type MailMessage, memoryMailer } from '../lib/mailer.ts';
import { approveForPremium, insertUser, sessionCookieForUser } from '../test/creator-fixtures.ts';
import { createTestApp, type TestApp, type TestAppOptions } from '../test/test-app.ts';

/**
 * Who makes a request in the proof tests. `anon` sends no cookie; `guest` has a guest
 * session (no account); `otherMember` and `otherCreator` act on what `member` and
 * `creator` own.
 */
export const ROLES = ['anon', 'guest', 'member', 'otherMember', 'creator', 'otherCreator', 'moderator'] as const;
export type Role = (typeof ROLES)[number];
export type AccountRole = Exclude<Role, 'anon' | 'guest'>;

export interface ProofUser {
  id: number;
  username: string;
  email: string;
}

export interface ProofApp extends TestApp {
  mail: MailMessage[];
  users: Record<AccountRole, ProofUser>;
  /** Fixtures made once per app and only read afterwards (authz-fixtures' `sharedAvatar`…). */
  shared: Map<string, Promise<number>>;
  /** A fresh session cookie for the role ('' for anon), so no request can spoil another's session. */
  cookieFor(role: Role): Promise<string>;
  /** `app.inject` with the cookie (if any) and a JSON payload (if any). */
  call(
    method: InjectOptions['method'],
    url: string,
    cookie: string,
    payload?: unknown,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
}

const DB_ROLE: Record<AccountRole, 'user' | 'creator' | 'moderator'> = {
  member: 'user',
  otherMember: 'user',
  creator: 'creator',
  otherCreator: 'creator',
  moderator: 'moderator',
};

/**
 * A real app on a throw-away database (the dialect under test) with one account per role.
 * Rate limits are raised to their ceiling: these tests send thousands of requests from one
 * address, and what they check is authorisation and input handling, not throttling.
 */
export async function createProofApp(options: TestAppOptions = {}): Promise<ProofApp> {
  const mailer = memoryMailer();
  const t = await createTestApp({
    seed: false,
    mailer,
    ...options,
    env: { RATE_LIMIT_MULTIPLIER: '1000', LOGIN_MAX_FAILURES: '1000', ...options.env },
  });
  const now = t.ctx.clock.now().toISOString();
  const users = {} as Record<AccountRole, ProofUser>;
  for (const role of Object.keys(DB_ROLE) as AccountRole[]) {
    const username = `${role.toLowerCase()}_${randomBytes(3).toString('hex')}`;
    const id = await insertUser(t.ctx.db, { role: DB_ROLE[role], username, now });
    users[role] = { id, username, email: `${username}@example.com` };
    // Both creators may publish to the premium brand: its uploads are part of the matrix.
    if (DB_ROLE[role] === 'creator') await approveForPremium(t.ctx, id);
  }
  const cookieFor = async (role: Role) =>
    role === 'anon' ? '' : sessionCookieForUser(t.ctx, role === 'guest' ? null : users[role].id);
  const call: ProofApp['call'] = (method, url, cookie, payload, headers = {}) =>
    t.app.inject({
      method,
      url,
      headers: { ...headers, ...(cookie ? { cookie } : {}) },
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
  return { ...t, mail: mailer.messages, users, shared: new Map(), cookieFor, call };
}
