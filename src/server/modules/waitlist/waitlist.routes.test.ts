import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WAITLIST_JOINED_MESSAGE } from '../../../shared/contracts/waitlist.ts';
import { memoryMailer } from '../../lib/mailer.ts';
import { createTestApp, type TestApp, testDialect } from '../../test/test-app.ts';
import { listWaitlistEntries } from './waitlist.service.ts';

let t: TestApp;
const mailer = memoryMailer();
beforeAll(async () => {
  t = await createTestApp({ seed: false, mailer });
});
afterAll(async () => t.close());

// Each test posts from its own address so the per-address rate limit of one test does not
// leak into another.
let addressCounter = 0;
function join(payload: unknown, remoteAddress = `10.1.0.${++addressCounter}`) {
  return t.app.inject({ method: 'POST', url: '/api/nqw-waitlist', payload: payload as object, remoteAddress });
}

async function rowsFor(email: string) {
  return t.ctx.db.selectFrom('waitlist_entries').selectAll().where('email', '=', email).execute();
}

describe(`POST /api/nqw-waitlist on ${testDialect}`, () => {
  it('stores a new sign-up, normalised, and answers 201', async () => {
    const res = await join({ email: '  Ada.Lovelace@Example.COM ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: WAITLIST_JOINED_MESSAGE });
    const rows = await rowsFor('ada.lovelace@example.com');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('answers a second sign-up exactly like the first (it reveals nothing), without a second row', async () => {
    const first = await join({ email: 'twice@example.com' });
    const again = await join({ email: 'TWICE@example.com' });
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.body).toBe(first.body);
    expect(again.json()).toEqual({ message: WAITLIST_JOINED_MESSAGE });
    expect(await rowsFor('twice@example.com')).toHaveLength(1);
  });

  it('emails a confirmation for a first sign-up only', async () => {
    const sentTo = () => mailer.messages.filter((m) => m.to === 'confirm@example.com');
    expect((await join({ email: 'confirm@example.com' })).statusCode).toBe(201);
    await t.ctx.background.drain();
    expect(sentTo()).toHaveLength(1);
    expect(sentTo()[0]?.subject).toBe("You're on the Not-Quite-Wife waitlist");
    expect(sentTo()[0]?.text).toContain("You're on the list!");
    expect((await join({ email: 'confirm@example.com' })).statusCode).toBe(201);
    await t.ctx.background.drain();
    expect(sentTo()).toHaveLength(1);
  });

  it('keeps one row when the same address arrives several times at once', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => join({ email: 'race@example.com' }, '10.9.9.9')));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(await rowsFor('race@example.com')).toHaveLength(1);
  });

  it('rejects an invalid address with the spec message and stores nothing', async () => {
    const before = await listWaitlistEntries(t.ctx);
    const res = await join({ email: 'not-an-email' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Please enter a valid email address',
      issues: [{ path: 'email', message: 'Please enter a valid email address' }],
    });
    expect(await listWaitlistEntries(t.ctx)).toHaveLength(before.length);
  });

  it.each([
    [{}, 'Required'],
    [{ email: 42 }, 'Expected string, received number'],
    [{ email: `${'a'.repeat(250)}@example.com` }, 'Email must be at most 254 characters'],
  ])('answers 400 for %j', async (payload, message) => {
    const res = await join(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('answers 400 JSON for a malformed body and 413 for an oversized one', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/nqw-waitlist',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
      remoteAddress: '10.2.0.1',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: 'Malformed JSON body' });

    const huge = await join({ email: 'big@example.com', padding: 'x'.repeat(10_000) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ message: 'Request body is too large' });
    expect(await rowsFor('big@example.com')).toHaveLength(0);
  });

  it('rate-limits one address to 10 sign-ups a minute with a 429 JSON answer', async () => {
    const address = '10.3.0.1';
    for (let i = 0; i < 10; i++) {
      expect((await join({ email: `burst${i}@example.com` }, address)).statusCode).toBe(201);
    }
    const limited = await join({ email: 'burst10@example.com' }, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many requests\. Please try again in \d+ seconds?\.$/);
    expect(await rowsFor('burst10@example.com')).toHaveLength(0);
    // Another address is not affected.
    expect((await join({ email: 'burst10@example.com' }, '10.3.0.2')).statusCode).toBe(201);
  });
});
