import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CURRENT_PASSWORD_REQUIRED_MESSAGE,
  CURRENT_PASSWORD_WRONG_MESSAGE,
  EMAIL_CHANGED_MESSAGE,
  INVALID_EMAIL_CHANGE_TOKEN_MESSAGE,
} from '../../../shared/contracts/email-change.ts';
import { fixedClock } from '../../lib/clock.ts';
import { memoryMailer } from '../../lib/mailer.ts';
import { logInCookie, registerAccount, type TestAccount } from '../../test/accounts.ts';
import { createTestApp, type TestApp, testDialect } from '../../test/test-app.ts';

/** Issue 19, item 6: a creator's email changes only with the password and the new address's consent. */
const clock = fixedClock('2026-07-01T09:00:00.000Z');
const mailer = memoryMailer();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    clock,
    mailer,
    seed: false,
    env: { PUBLIC_URL: 'https://companions.example', RATE_LIMIT_MULTIPLIER: '1000' },
  });
});
afterAll(async () => t.close());

interface Creator extends TestAccount {
  cookie: string;
}

async function signedInCreator(): Promise<Creator> {
  const account = await registerAccount(t.app, { accountType: 'creator' });
  return { ...account, cookie: await logInCookie(t.app, account, { rememberMe: true }) };
}

function settingsBody(creator: TestAccount, profile: Record<string, unknown> = {}) {
  return {
    profile: {
      name: 'Studio Name',
      username: creator.username,
      bio: '',
      email: creator.email,
      websiteUrl: '',
      ...profile,
    },
    notifications: { contentComments: true, newSubscribers: true, paymentNotifications: true, platformUpdates: false },
    payoutSchedule: 'monthly',
  };
}

function saveSettings(creator: Creator, profile: Record<string, unknown>, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/creator/settings',
    headers: { cookie: creator.cookie, ...headers },
    payload: settingsBody(creator, profile),
  });
}

function confirm(token: string, cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/confirm-email',
    payload: { token },
    headers: cookie ? { cookie } : {},
  });
}

async function mailTo(address: string) {
  await t.ctx.background.drain();
  return mailer.messages.filter((m) => m.to === address);
}

async function tokenSentTo(address: string): Promise<string> {
  const text = (await mailTo(address)).at(-1)?.text ?? '';
  const token = /https:\/\/companions\.example\/confirm-email#token=([A-Za-z0-9_-]{43})/.exec(text)?.[1];
  if (!token) throw new Error(`no confirmation link to ${address}: ${text}`);
  return token;
}

const emailOf = async (id: number) =>
  (await t.ctx.db.selectFrom('users').select(['email', 'display_name']).where('id', '=', id).executeTakeFirstOrThrow())
    .email;
const signedIn = async (cookie: string) =>
  (await t.app.inject({ url: '/api/auth/user', headers: { cookie } })).statusCode === 200;

describe(`asking for a new email on ${testDialect}`, () => {
  it('needs the current password, and saves nothing without the right one', async () => {
    const creator = await signedInCreator();
    for (const [currentPassword, message] of [
      [undefined, CURRENT_PASSWORD_REQUIRED_MESSAGE],
      ['', CURRENT_PASSWORD_REQUIRED_MESSAGE],
      ['not my password', CURRENT_PASSWORD_WRONG_MESSAGE],
    ] as const) {
      const res = await saveSettings(creator, { email: 'thief@example.com', name: 'Changed', currentPassword });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message, issues: [{ path: 'profile.currentPassword', message }] });
    }
    expect(await emailOf(creator.id)).toBe(creator.email);
    const row = await t.ctx.db.selectFrom('users').select('display_name').where('id', '=', creator.id).execute();
    expect(row).toEqual([{ display_name: null }]);
    expect(await mailTo('thief@example.com')).toEqual([]);
  });

  it('counts wrong current passwords with the login limits', async () => {
    const creator = await signedInCreator();
    for (let i = 0; i < 5; i++) {
      expect((await saveSettings(creator, { email: 'x@example.com', currentPassword: `wrong-${i}` })).statusCode).toBe(
        400,
      );
    }
    const limited = await saveSettings(creator, { email: 'x@example.com', currentPassword: creator.password });
    expect(limited.statusCode).toBe(429);
    clock.advance(15 * 60_000);
  });

  it('saves the rest, keeps the old email, and mails a link to the new address only', async () => {
    const creator = await signedInCreator();
    const res = await saveSettings(
      creator,
      { email: 'New.Address@Example.com', name: 'Renamed', currentPassword: creator.password },
      { host: 'attacker.example' },
    );
    expect(res.statusCode, res.body).toBe(200);
    const settings = res.json();
    expect(settings.profile).toMatchObject({ email: creator.email, name: 'Renamed' });
    expect(settings.emailChange).toEqual({
      email: 'new.address@example.com',
      expiresAt: new Date(clock.now().getTime() + 24 * 3_600_000).toISOString(),
    });
    expect(await emailOf(creator.id)).toBe(creator.email);
    const [link] = await mailTo('new.address@example.com');
    expect(link?.subject).toBe('Confirm your new Not-Quite-Life email address');
    expect(`${link?.text} ${link?.html}`).not.toContain('attacker.example');
    expect(await mailTo(creator.email)).toEqual([]);
    // Only the token's HMAC is stored.
    const token = await tokenSentTo('new.address@example.com');
    const ids = await t.ctx.db.selectFrom('email_change_tokens').select('id').execute();
    expect(ids.map((r) => r.id)).not.toContain(token);
    // The pending change shows on every later read of the settings.
    const again = await t.app.inject({ url: '/api/creator/settings', headers: { cookie: creator.cookie } });
    expect(again.json().emailChange.email).toBe('new.address@example.com');
  });

  it('answers the same for an address another account holds, and tells that account instead', async () => {
    const creator = await signedInCreator();
    const holder = await registerAccount(t.app);
    const res = await saveSettings(creator, { email: holder.email, currentPassword: creator.password });
    expect(res.statusCode).toBe(200);
    expect(res.json().emailChange.email).toBe(holder.email);
    const toHolder = await mailTo(holder.email);
    expect(toHolder).toHaveLength(1);
    expect(toHolder[0]?.subject).toBe('Someone tried to use your email address on Not-Quite-Life');
    expect(toHolder[0]?.text).not.toContain('confirm-email');
    expect(await emailOf(creator.id)).toBe(creator.email);
  });

  it('sends at most 3 links an hour, and a refused request saves nothing', async () => {
    const creator = await signedInCreator();
    for (let i = 0; i < 3; i++) {
      const res = await saveSettings(creator, { email: `try-${i}@example.com`, currentPassword: creator.password });
      expect(res.statusCode).toBe(200);
    }
    const refused = await saveSettings(creator, {
      email: 'try-3@example.com',
      name: 'Not Saved',
      currentPassword: creator.password,
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('You have asked for too many email changes. Please try again in an hour.');
    const row = await t.ctx.db.selectFrom('users').select('display_name').where('id', '=', creator.id).execute();
    expect(row).toEqual([{ display_name: 'Studio Name' }]);
    expect(await mailTo('try-3@example.com')).toEqual([]);
  });
});

describe(`confirming a new email on ${testDialect}`, () => {
  it('changes the email, tells the old address, and ends every session but the one that asked', async () => {
    const creator = await signedInCreator();
    const stolen = await logInCookie(t.app, creator);
    await saveSettings(creator, { email: 'moved@example.com', currentPassword: creator.password });
    const token = await tokenSentTo('moved@example.com');

    // Opened on another device, signed out.
    const res = await confirm(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: EMAIL_CHANGED_MESSAGE });
    expect(await emailOf(creator.id)).toBe('moved@example.com');

    const notice = await mailTo(creator.email);
    expect(notice).toHaveLength(1);
    expect(notice[0]?.subject).toBe('Your Not-Quite-Life email address was changed');
    expect(notice[0]?.text).toContain('moved@example.com');

    expect(await signedIn(creator.cookie)).toBe(true);
    expect(await signedIn(stolen)).toBe(false);
    const settings = await t.app.inject({ url: '/api/creator/settings', headers: { cookie: creator.cookie } });
    expect(settings.json()).toMatchObject({ profile: { email: 'moved@example.com' }, emailChange: null });

    const login = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: creator.password, accountType: 'creator' },
      });
    expect((await login('moved@example.com')).statusCode).toBe(200);
    expect((await login(creator.email)).statusCode).toBe(401);
  });

  it("keeps the confirming session when it is the account's own", async () => {
    const creator = await signedInCreator();
    const phone = await logInCookie(t.app, creator);
    const laptop = await logInCookie(t.app, creator);
    await saveSettings(creator, { email: 'from-phone@example.com', currentPassword: creator.password });
    expect((await confirm(await tokenSentTo('from-phone@example.com'), phone)).statusCode).toBe(200);
    expect(await signedIn(creator.cookie)).toBe(true);
    expect(await signedIn(phone)).toBe(true);
    expect(await signedIn(laptop)).toBe(false);
  });

  it('works once, expires after 24 hours, and a newer request voids the older link', async () => {
    const creator = await signedInCreator();
    await saveSettings(creator, { email: 'first-try@example.com', currentPassword: creator.password });
    const older = await tokenSentTo('first-try@example.com');
    await saveSettings(creator, { email: 'second-try@example.com', currentPassword: creator.password });
    const newer = await tokenSentTo('second-try@example.com');
    const voided = await confirm(older);
    expect(voided.statusCode).toBe(400);
    expect(voided.json()).toEqual({
      message: INVALID_EMAIL_CHANGE_TOKEN_MESSAGE,
      issues: [{ path: 'token', message: INVALID_EMAIL_CHANGE_TOKEN_MESSAGE }],
    });

    clock.advance(24 * 3_600_000 + 1000);
    expect((await confirm(newer)).statusCode).toBe(400);
    expect(await emailOf(creator.id)).toBe(creator.email);

    await saveSettings(creator, { email: 'third-try@example.com', currentPassword: creator.password });
    const third = await tokenSentTo('third-try@example.com');
    expect((await confirm(third)).statusCode).toBe(200);
    expect((await confirm(third)).statusCode).toBe(400);
    expect(await emailOf(creator.id)).toBe('third-try@example.com');
  });

  it('refuses the change if someone signed up with the address meanwhile', async () => {
    const creator = await signedInCreator();
    await saveSettings(creator, { email: 'contested@example.com', currentPassword: creator.password });
    const token = await tokenSentTo('contested@example.com');
    await registerAccount(t.app, { email: 'contested@example.com' });
    const res = await confirm(token);
    expect(res.statusCode).toBe(409);
    expect(await emailOf(creator.id)).toBe(creator.email);
  });

  it('refuses malformed tokens with the same message', async () => {
    for (const token of ['short', "'; drop table users; --", 'a'.repeat(43)]) {
      const res = await confirm(token);
      expect(res.statusCode, token).toBe(400);
      expect(res.json().message).toBe(INVALID_EMAIL_CHANGE_TOKEN_MESSAGE);
    }
  });
});

describe(`the member profile on ${testDialect}`, () => {
  it('keeps the email read-only', async () => {
    const member = await registerAccount(t.app);
    const cookie = await logInCookie(t.app, member);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/profile',
      headers: { cookie },
      payload: { displayName: 'M', email: 'elsewhere@example.com', bio: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(await emailOf(member.id)).toBe(member.email);
  });
});
