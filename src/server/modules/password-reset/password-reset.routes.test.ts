import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock.ts';
import { memoryMailer } from '../../lib/mailer.ts';
import { logInCookie, registerAccount } from '../../test/accounts.ts';
import { createTestApp, type TestApp, testDialect } from '../../test/test-app.ts';

const clock = fixedClock('2026-06-01T12:00:00.000Z');
const mailer = memoryMailer();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock, mailer, env: { PUBLIC_URL: 'https://companions.example' } });
});
afterAll(async () => t.close());

/** Asks for a reset link; the email is sent after the answer, so wait for it too. */
async function forgot(email: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, headers });
  await t.ctx.background.drain();
  return res;
}
const reset = (token: string, password: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { token, password },
    headers: cookie ? { cookie } : {},
  });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

function lastTokenFor(email: string): string {
  const message = mailer.messages.filter((m) => m.to === email).at(-1);
  if (!message) throw new Error(`no email to ${email}`);
  const match = /\/reset-password#token=([A-Za-z0-9_-]+)/.exec(message.text);
  if (!match?.[1]) throw new Error('no token in the email');
  return match[1];
}

describe(`password reset on ${testDialect}`, () => {
  it('answers the same for a known and an unknown address, and only emails the known one', async () => {
    const account = await registerAccount(t.app);
    const before = mailer.messages.length;
    const known = await forgot(account.email.toUpperCase());
    const unknown = await forgot('nobody-at-all@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().message).toMatch(/If an account exists/);
    expect(mailer.messages.length).toBe(before + 1);
    const message = mailer.messages.at(-1);
    expect(message?.to).toBe(account.email);
    expect(message?.subject).toMatch(/Reset your .+ password/);
    expect(message?.text).toContain('https://companions.example/reset-password#token=');
    expect(message?.html).toContain('https://companions.example/reset-password#token=');
    // Only a hash is stored.
    const rows = await t.ctx.db.selectFrom('password_reset_tokens').select('id').execute();
    expect(rows.map((r) => r.id)).not.toContain(lastTokenFor(account.email));
  });

  it('builds the link from PUBLIC_URL only, whatever Host or X-Forwarded-Host the request names', async () => {
    const account = await registerAccount(t.app);
    await forgot(account.email, { host: 'attacker.example', 'x-forwarded-host': 'attacker.example' });
    const message = mailer.messages.filter((m) => m.to === account.email).at(-1);
    expect(message?.text).toContain('https://companions.example/reset-password#token=');
    expect(`${message?.text} ${message?.html}`).not.toContain('attacker.example');
  });

  it('sets a new password once, ends every session, and the old password stops working', async () => {
    const account = await registerAccount(t.app);
    const phone = await logInCookie(t.app, account, { rememberMe: true });
    const laptop = await logInCookie(t.app, account);
    await forgot(account.email);
    const token = lastTokenFor(account.email);

    const done = await reset(token, 'brand new pass');
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toMatch(/password has been reset/);
    for (const cookie of [phone, laptop]) {
      expect((await t.app.inject({ url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(401);
    }
    expect((await login(account.email, account.password)).statusCode).toBe(401);
    expect((await login(account.email, 'brand new pass')).statusCode).toBe(200);

    const again = await reset(token, 'another pass');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This reset link is invalid or has expired. Please request a new one.');
    expect((await login(account.email, 'another pass')).statusCode).toBe(401);
  });

  it('keeps the session of the member who resets while signed in, ending the others', async () => {
    const account = await registerAccount(t.app);
    const here = await logInCookie(t.app, account);
    const elsewhere = await logInCookie(t.app, account);
    await forgot(account.email);
    expect((await reset(lastTokenFor(account.email), 'fresh password', here)).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/auth/user', headers: { cookie: here } })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/auth/user', headers: { cookie: elsewhere } })).statusCode).toBe(401);
  });

  it('expires a link after one hour, and a newer reset voids the older links', async () => {
    const account = await registerAccount(t.app);
    await forgot(account.email);
    const stale = lastTokenFor(account.email);
    clock.advance(60 * 60_000 + 1000);
    expect((await reset(stale, 'too late pass')).statusCode).toBe(400);

    await forgot(account.email);
    const first = lastTokenFor(account.email);
    await forgot(account.email);
    const second = lastTokenFor(account.email);
    expect((await reset(second, 'second pass')).statusCode).toBe(200);
    expect((await reset(first, 'first pass')).statusCode).toBe(400);
  });

  it('checks the new password with the sign-up rules and refuses malformed tokens', async () => {
    const short = await reset('a'.repeat(43), '123');
    expect(short.statusCode).toBe(400);
    expect(short.json().issues).toEqual([{ path: 'password', message: 'Password must be at least 6 characters' }]);
    const bad = await reset("'; drop table users; --", 'long enough');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('This reset link is invalid or has expired. Please request a new one.');
    expect((await reset('b'.repeat(43), 'long enough')).statusCode).toBe(400);
  });

  it('sends at most 3 reset emails per account per hour', async () => {
    const account = await registerAccount(t.app);
    for (let i = 0; i < 5; i++) expect((await forgot(account.email)).statusCode).toBe(200);
    expect(mailer.messages.filter((m) => m.to === account.email)).toHaveLength(3);
    clock.advance(60 * 60_000 + 1000);
    await forgot(account.email);
    expect(mailer.messages.filter((m) => m.to === account.email)).toHaveLength(4);
  });

  it('unlocks a locked-out account', async () => {
    const account = await registerAccount(t.app);
    for (let i = 0; i < 5; i++) await login(account.email, 'wrong-password');
    expect((await login(account.email, account.password)).statusCode).toBe(429);
    await forgot(account.email);
    await reset(lastTokenFor(account.email), 'unlocked pass');
    expect((await login(account.email, 'unlocked pass')).statusCode).toBe(200);
  });
});

describe(`links without PUBLIC_URL on ${testDialect}`, () => {
  it('points at localhost on the configured port, never at the Host header', async () => {
    const own = memoryMailer();
    const app = await createTestApp({ mailer: own, env: { PORT: '4123', TRUST_PROXY: 'true' } });
    try {
      const account = await registerAccount(app.app);
      for (const headers of [{ host: 'attacker.example' }, { 'x-forwarded-host': 'attacker.example' }]) {
        const res = await app.app.inject({
          method: 'POST',
          url: '/api/auth/forgot-password',
          payload: { email: account.email },
          headers,
        });
        expect(res.statusCode).toBe(200);
      }
      await app.ctx.background.drain();
      expect(own.messages).toHaveLength(2);
      for (const message of own.messages) {
        expect(message.text).toMatch(/http:\/\/localhost:4123\/reset-password#token=[A-Za-z0-9_-]{43}/);
        expect(`${message.text} ${message.html}`).not.toContain('attacker.example');
      }
    } finally {
      await app.close();
    }
  });
});

describe(`mail without SMTP on ${testDialect}`, () => {
  it('writes each email to MAIL_OUTBOX_DIR as JSON (and to the log)', async () => {
    const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'companions-outbox-'));
    const app = await createTestApp({ env: { MAIL_OUTBOX_DIR: outbox } });
    try {
      const account = await registerAccount(app.app);
      await app.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: account.email } });
      let files: string[] = [];
      for (let i = 0; i < 50 && files.length === 0; i++) {
        files = fs.readdirSync(outbox).filter((f) => f.endsWith('.json'));
        if (files.length === 0) await new Promise((r) => setTimeout(r, 20));
      }
      expect(files).toHaveLength(1);
      const mail = JSON.parse(fs.readFileSync(path.join(outbox, files[0] as string), 'utf8'));
      expect(mail).toMatchObject({ to: account.email, subject: expect.any(String), sentAt: expect.any(String) });
      expect(mail.text).toMatch(/http:\/\/localhost(:\d+)?\/reset-password#token=[A-Za-z0-9_-]{43}/);
    } finally {
      await app.close();
      fs.rmSync(outbox, { recursive: true, force: true });
    }
  });
});
