import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../../test/app-instances.ts';
import { greetingOf, isReply } from '../../test/chat-history.ts';
import { createTestApp, sessionCookieFrom, type TestApp, testDialect } from '../../test/test-app.ts';

// GET /api/chats/:avatarId answers from a cache while the write mark stands, where that
// mark sees every writer (SQLite; chat.service.ts, getChatHistoryJson). Nothing stale may
// come out of it: a message, a reply or a clear shows at once.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Message = { role: string; content: string; parentId: number | null };

async function history(cookie: string, avatarId = 1): Promise<Message[]> {
  const res = await t.app.inject({ url: `/api/chats/${avatarId}`, headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  return res.json() as Message[];
}

async function send(message: string, cookie?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/chats/1',
    payload: { message },
    ...(cookie ? { headers: { cookie } } : {}),
  });
  expect(res.statusCode, res.body).toBe(201);
  return cookie ?? sessionCookieFrom(res);
}

const replies = (messages: Message[]) => messages.filter(isReply).length;

describe(`chat history cache on ${testDialect}`, () => {
  it("shows each message, its reply and a clear at once, and never another visitor's", async () => {
    const cookie = await send('Hello, I love rainy days');
    const other = await send('Hi there, I am a night owl');
    await waitFor(async () => (replies(await history(cookie)) >= 1 ? true : undefined), 20_000);
    expect((await history(cookie)).map((m) => m.content)).toContain('Hello, I love rainy days');
    expect((await history(cookie)).map((m) => m.content)).not.toContain('Hi there, I am a night owl');

    await send('Tell me about your day', cookie);
    expect(await history(cookie)).toContainEqual(
      expect.objectContaining({ role: 'user', content: 'Tell me about your day' }),
    );
    await waitFor(async () => (replies(await history(cookie)) >= 2 ? true : undefined), 20_000);

    const cleared = await t.app.inject({ method: 'DELETE', url: '/api/chats/1', headers: { cookie } });
    expect(cleared.statusCode).toBe(200);
    // What shows at once is the conversation opened again: the greeting alone.
    expect((await history(cookie)).map((m) => [m.role, m.content])).toEqual([
      ['assistant', await greetingOf(t.ctx, 1)],
    ]);
    expect((await history(other)).map((m) => m.content)).toContain('Hi there, I am a night owl');
  });

  it(
    testDialect === 'sqlite'
      ? 'serves the stored history while the mark stands (SQLite: the mark sees every writer)'
      : 'reads the history each time (PostgreSQL: the mark misses other instances)',
    async () => {
      const cookie = await send('Good morning');
      await waitFor(async () => (replies(await history(cookie)) >= 1 ? true : undefined), 20_000);
      const stored = await history(cookie);
      const realMark = t.database.writeMark;
      t.database.writeMark = () => 'frozen';
      try {
        await history(cookie);
        // Written behind the app's back, under a mark that does not move.
        await t.database.db.updateTable('chat_messages').set({ content: 'Changed' }).execute();
        const answer = await history(cookie);
        if (testDialect === 'sqlite') expect(answer).toEqual(stored);
        else expect(answer.every((m) => m.content === 'Changed')).toBe(true);
      } finally {
        t.database.writeMark = realMark;
      }
      expect((await history(cookie)).every((m) => m.content === 'Changed')).toBe(true);
    },
  );
});
