import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock.ts';
import { registerAccount, type TestAccount } from '../../test/accounts.ts';
import { createTestApp, type TestApp, testDialect } from '../../test/test-app.ts';
import { addressKey } from './login-limits.service.ts';

/** Issue 19, items 4 and 5: the login limits hold under parallel requests and lock out guessers, not owners. */
const clock = fixedClock('2026-04-01T08:00:00.000Z');
let t: TestApp;
beforeAll(async () => {
  // The per-address request limit (60/min) is not what these tests are about.
  t = await createTestApp({ clock, seed: false, env: { RATE_LIMIT_MULTIPLIER: '1000' } });
});
afterAll(async () => t.close());

function login(account: Pick<TestAccount, 'email'>, password: string, from: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: account.email, password },
    remoteAddress: from,
  });
}

let addressCounter = 0;
/** A fresh address nobody has used yet. */
const newAddress = () => `10.77.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

describe(`parallel guesses on ${testDialect}`, () => {
  it('checks exactly LOGIN_MAX_FAILURES of 25 parallel wrong passwords from one address', async () => {
    const account = await registerAccount(t.app);
    const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => login(account, `wrong-${i}`, '10.1.1.1')));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
  });

  it('checks exactly LOGIN_MAX_FAILURES of 25 parallel wrong passwords from 25 addresses', async () => {
    const account = await registerAccount(t.app);
    const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => login(account, `wrong-${i}`, newAddress())));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
  });
});

describe(`lockout by address and account on ${testDialect}`, () => {
  it("locks the guessing address, while the owner's own address still signs in", async () => {
    const account = await registerAccount(t.app);
    const home = newAddress();
    expect((await login(account, account.password, home)).statusCode).toBe(200);

    const attacker = newAddress();
    for (let i = 0; i < 5; i++) expect((await login(account, `guess-${i}`, attacker)).statusCode).toBe(401);
    const locked = await login(account, account.password, attacker);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('Too many failed login attempts. Please try again in 15 minutes.');
    expect(locked.headers['retry-after']).toBe('900');

    // Other addresses keep guessing: the account as a whole slows down, its owner does not.
    for (let i = 0; i < 3; i++) await login(account, `more-${i}`, newAddress());
    expect((await login(account, 'a typo', home)).statusCode).toBe(401);
    expect((await login(account, account.password, home)).statusCode).toBe(200);
    // The guessing address stays locked for its window, right password or not.
    expect((await login(account, account.password, attacker)).statusCode).toBe(429);
  });

  it('spaces attempts on the account from unknown addresses with growing delays, capped at the window', async () => {
    const account = await registerAccount(t.app);
    for (let i = 0; i < 5; i++) expect((await login(account, `spread-${i}`, newAddress())).statusCode).toBe(401);
    const waits: number[] = [];
    for (let i = 0; i < 7; i++) {
      const held = await login(account, `spread-more-${i}`, newAddress());
      expect(held.statusCode).toBe(429);
      const wait = Number(held.headers['retry-after']);
      waits.push(wait);
      clock.advance(wait * 1000);
      expect((await login(account, `spread-after-${i}`, newAddress())).statusCode).toBe(401);
    }
    expect(waits).toEqual([30, 60, 120, 240, 480, 900, 900]);
    const held = await login(account, 'one more', newAddress());
    expect(held.json().message).toBe('Too many failed login attempts. Please try again in 15 minutes.');
    clock.advance(15 * 60_000);
  });

  it('says the wait in seconds when it is under a minute', async () => {
    const account = await registerAccount(t.app);
    for (let i = 0; i < 5; i++) await login(account, `wrong-w-${i}`, newAddress());
    const held = await login(account, 'wrong-next', newAddress());
    expect(held.json().message).toBe('Too many failed login attempts. Please try again in 30 seconds.');
    clock.advance(60_000);
  });

  it('lets the owner in from a new address once the delay has passed, and knows that address afterwards', async () => {
    const account = await registerAccount(t.app);
    for (let i = 0; i < 5; i++) await login(account, `wrong-x-${i}`, newAddress());
    const travel = newAddress();
    const held = await login(account, account.password, travel);
    expect(held.statusCode).toBe(429);
    clock.advance(Number(held.headers['retry-after']) * 1000);
    expect((await login(account, account.password, travel)).statusCode).toBe(200);
    // From now on that address is the owner's: the account-wide delays no longer apply to it.
    for (let i = 0; i < 3; i++) await login(account, `wrong-y-${i}`, newAddress());
    expect((await login(account, account.password, travel)).statusCode).toBe(200);
    clock.advance(60 * 60_000);
  });

  it('keeps LOGIN_MAX_FAILURES and LOGIN_LOCKOUT_MINUTES meaningful for both limits', async () => {
    const strict = await createTestApp({
      clock,
      seed: false,
      env: { LOGIN_MAX_FAILURES: '2', LOGIN_LOCKOUT_MINUTES: '1', RATE_LIMIT_MULTIPLIER: '1000' },
    });
    try {
      const account = await registerAccount(strict.app);
      const call = (password: string, from: string) =>
        strict.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: account.email, password },
          remoteAddress: from,
        });
      expect((await call('wrong-1', '10.9.0.1')).statusCode).toBe(401);
      expect((await call('wrong-2', '10.9.0.1')).statusCode).toBe(401);
      const locked = await call('wrong-3', '10.9.0.1');
      expect(locked.statusCode).toBe(429);
      expect(locked.headers['retry-after']).toBe('60');
      // Account-wide: two attempts from unknown addresses used the free ones; the delay is capped at the window.
      const spread = await call('wrong-4', '10.9.0.2');
      expect(spread.statusCode).toBe(429);
      expect(Number(spread.headers['retry-after'])).toBeLessThanOrEqual(60);
      clock.advance(60_000);
      expect((await call(account.password, '10.9.0.1')).statusCode).toBe(200);
    } finally {
      await strict.close();
    }
  });
});

describe('the address a limit is kept for', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::9', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('%s -> %s', (ip, key) => {
    expect(addressKey(ip)).toBe(key);
  });
});
