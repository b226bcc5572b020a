import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../lib/clock.ts';
import { waitFor } from '../test/app-instances.ts';
import { createTestApp, sessionCookieFrom, type TestApp } from '../test/test-app.ts';

/** A Wednesday. */
const clock = fixedClock('2026-06-03T09:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());

type Memory = { id: number; kind: string; value: string }[];

/** Sends a message as the visitor with this cookie (a new guest without one) and waits for the reply. */
async function say(message: string, cookie?: string): Promise<{ cookie: string; reply: string }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/chats/3',
    payload: { message },
    ...(cookie ? { headers: { cookie } } : {}),
  });
  expect(res.statusCode).toBe(201);
  const visitor = cookie ?? sessionCookieFrom(res);
  const sent = (res.json() as { message: { id: number } }).message.id;
  const reply = await waitFor(async () => {
    const history = (await t.app.inject({ url: '/api/chats/3', headers: { cookie: visitor } })).json() as {
      id: number;
      role: string;
      content: string;
    }[];
    return history.find((m) => m.role === 'assistant' && m.id > sent)?.content;
  });
  return { cookie: visitor, reply };
}

async function memory(cookie: string): Promise<Memory> {
  return (await t.app.inject({ url: '/api/chats/3/memory', headers: { cookie } })).json() as Memory;
}

describe('what the companion remembers, through the chat API', () => {
  it('stores pets, people, places and dated plans; answers from them; asks about a plan on its day; forgets', async () => {
    const { cookie, reply } = await say("Hi Marco, I'm Sam! I have a cat called Miso and my exam is on Friday.");
    expect(reply).toMatch(/Sam/);
    expect((await memory(cookie)).map((m) => [m.kind, m.value])).toEqual([
      ['name', 'Sam'],
      ['pet', 'cat called Miso'],
      ['plan', 'exam on Friday, 5 June 2026'],
    ]);

    // Told again without the name, the cat adds nothing; a sister's news is kept.
    await say('I have a cat, you know. My sister just had a baby girl!', cookie);
    expect((await memory(cookie)).map((m) => m.kind)).toEqual(['name', 'pet', 'plan', 'news']);

    expect((await say("What's my cat's name again?", cookie)).reply).toMatch(/Miso/);

    // Friday: the companion asks how the exam went.
    clock.set('2026-06-05T17:00:00Z');
    const friday = await say('Hello again!', cookie);
    expect(friday.reply).toMatch(/exam/);
    expect(friday.reply).toMatch(/how (?:did|is) it/i);

    // Forgotten, the cat's name is gone from what the engine sees, even in earlier replies.
    const pet = (await memory(cookie)).find((m) => m.kind === 'pet');
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/chats/3/memory/${pet?.id}`,
      headers: { cookie },
    });
    expect(deleted.statusCode).toBe(200);
    const after = await say("What's my cat's name?", cookie);
    expect(after.reply).not.toMatch(/Miso/);
  });
});
