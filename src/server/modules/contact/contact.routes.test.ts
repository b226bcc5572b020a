import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_SUCCESS_MESSAGES } from '../../../shared/contracts/contact.ts';
import { createTestApp, type TestApp, testDialect } from '../../test/test-app.ts';
import { listContactMessages } from './contact.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => t.close());

let addressCounter = 0;
function send(payload: unknown, remoteAddress = `10.4.0.${++addressCounter}`) {
  return t.app.inject({ method: 'POST', url: '/api/contact', payload: payload as object, remoteAddress });
}

async function rowsFor(email: string) {
  return t.ctx.db.selectFrom('contact_messages').selectAll().where('email', '=', email).orderBy('id').execute();
}

describe(`POST /api/contact on ${testDialect}`, () => {
  it('stores a plain message and answers with portfolioDetected false', async () => {
    const res = await send({ email: ' Grace@Example.com', message: '  Hello there, a question about chats.  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ portfolioDetected: false, message: CONTACT_SUCCESS_MESSAGES.general });
    const rows = await rowsFor('grace@example.com');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ message: 'Hello there, a question about chats.', portfolio_detected: 0 });
  });

  it('detects a portfolio link and stores the flag', async () => {
    const res = await send({ email: 'artist@example.com', message: 'I am a creator, see behance.net/artist please' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ portfolioDetected: true, message: CONTACT_SUCCESS_MESSAGES.portfolio });
    expect(await rowsFor('artist@example.com')).toEqual([expect.objectContaining({ portfolio_detected: 1 })]);
  });

  it('does not mistake an email address in the message for a portfolio', async () => {
    const res = await send({ email: 'mail@example.com', message: 'Please reply to me at other.me@gmail.com' });
    expect(res.json().portfolioDetected).toBe(false);
  });

  it('keeps every message, also repeated ones from the same sender', async () => {
    await send({ email: 'repeat@example.com', message: 'First message here.' });
    await send({ email: 'repeat@example.com', message: 'Second message here.' });
    expect((await rowsFor('repeat@example.com')).map((r) => r.message)).toEqual([
      'First message here.',
      'Second message here.',
    ]);
  });

  it.each([
    [{ email: 'short@example.com', message: 'Too short' }, 'message', 'Message must be at least 10 characters long'],
    [
      { email: 'short@example.com', message: '   padded    ' },
      'message',
      'Message must be at least 10 characters long',
    ],
    [{ email: 'nope', message: 'A long enough message' }, 'email', 'Please enter a valid email address'],
    [
      { email: 'long@example.com', message: 'x'.repeat(5001) },
      'message',
      'Message must be at most 5000 characters long',
    ],
    [{ email: 'type@example.com', message: 1234567890 }, 'message', 'Expected string, received number'],
    [{ email: 'missing@example.com' }, 'message', 'Required'],
  ])('answers 400 for %j', async (payload, path, message) => {
    const before = (await listContactMessages(t.ctx)).length;
    const res = await send(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(res.json().issues).toContainEqual({ path, message });
    expect(await listContactMessages(t.ctx)).toHaveLength(before);
  });

  it('answers 413 JSON for an oversized body', async () => {
    const res = await send({ email: 'big@example.com', message: 'y'.repeat(30_000) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'Request body is too large' });
  });

  it('rate-limits one address to 5 messages a minute', async () => {
    const address = '10.5.0.1';
    for (let i = 0; i < 5; i++) {
      expect((await send({ email: 'burst@example.com', message: `Burst message ${i}` }, address)).statusCode).toBe(201);
    }
    const limited = await send({ email: 'burst@example.com', message: 'Burst message 5' }, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many requests/);
    expect(await rowsFor('burst@example.com')).toHaveLength(5);
  });
});
