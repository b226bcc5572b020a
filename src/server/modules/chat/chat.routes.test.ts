import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MESSAGE_MAX_LENGTH } from '../../../shared/constants.ts';
import { waitFor } from '../../test/app-instances.ts';
import { greetingOf, isReply, readHistory } from '../../test/chat-history.ts';
import { createTestApp, sessionCookieFrom, type TestApp, testDialect } from '../../test/test-app.ts';
import { createSession } from '../sessions/sessions.service.ts';
import { CHAT_MESSAGES_PER_MINUTE } from './chat.routes.ts';
import { HISTORY_LIMIT } from './chat.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function send(avatarId: number, message: unknown, cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/chats/${avatarId}`,
    payload: { message },
    ...(cookie ? { headers: { cookie } } : {}),
  });
}

const history = (avatarId: number, cookie?: string) => readHistory(t.app, avatarId, cookie);

/** A fresh guest with one message sent; returns its cookie. */
async function guestWith(message: string, avatarId = 1): Promise<string> {
  const res = await send(avatarId, message);
  expect(res.statusCode).toBe(201);
  return sessionCookieFrom(res);
}

async function replied(avatarId: number, cookie: string, count: number) {
  return waitFor(async () => {
    const h = await history(avatarId, cookie);
    return h.filter(isReply).length >= count ? h : undefined;
  });
}

async function memberCookie(username: string): Promise<{ cookie: string; userId: number }> {
  const now = new Date().toISOString();
  const user = await t.ctx.db
    .insertInto('users')
    .values({
      username,
      username_key: username,
      email: `${username}@example.com`,
      role: 'user',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const issued = await createSession(t.ctx, { userId: user.id, persistent: true });
  return { cookie: `sid=${issued.token}`, userId: user.id };
}

describe(`chat API on ${testDialect}`, () => {
  it.each([
    ['an empty message', '', 'Message cannot be empty'],
    ['a whitespace-only message', '   \n\t  ', 'Message cannot be empty'],
    [
      'an over-long message',
      'x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1),
      `Message must be at most ${CHAT_MESSAGE_MAX_LENGTH} characters`,
    ],
    ['a number', 42, 'Expected string, received number'],
  ])('rejects %s with 400 and stores nothing', async (_name, message, text) => {
    const before = await t.ctx.db
      .selectFrom('chat_messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const res = await send(1, message);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: text });
    const after = await t.ctx.db
      .selectFrom('chat_messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('rejects a missing message, and accepts exactly the maximum length', async () => {
    const missing = await t.app.inject({ method: 'POST', url: '/api/chats/1', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: 'Required' });
    const longest = await send(1, 'y'.repeat(CHAT_MESSAGE_MAX_LENGTH));
    expect(longest.statusCode).toBe(201);
  });

  it('answers 404 for an unknown avatar and 400 for a malformed id', async () => {
    expect((await send(99999, 'hello')).statusCode).toBe(404);
    expect((await t.app.inject('/api/chats/99999')).statusCode).toBe(404);
    expect((await t.app.inject('/api/chats/abc')).statusCode).toBe(400);
  });

  it('answers 404 once the avatar is hidden, though its card was just read for a history', async () => {
    const avatarId = 9;
    const cookie = await guestWith('hello there', avatarId);
    expect((await t.app.inject({ url: `/api/chats/${avatarId}`, headers: { cookie } })).statusCode).toBe(200);
    await t.ctx.db.updateTable('avatars').set({ is_visible: 0 }).where('id', '=', avatarId).execute();
    try {
      const hidden = await t.app.inject({ url: `/api/chats/${avatarId}`, headers: { cookie } });
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json().message).toBe('Avatar not found');
    } finally {
      await t.ctx.db.updateTable('avatars').set({ is_visible: 1 }).where('id', '=', avatarId).execute();
    }
  });

  it('stores the trimmed message before answering, then the reply arrives in the history', async () => {
    const res = await send(1, '  Hi! My name is Sam.  ');
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ replyPending: true, message: { role: 'user', content: 'Hi! My name is Sam.' } });
    const cookie = sessionCookieFrom(res);
    const stored = await t.ctx.db
      .selectFrom('chat_messages')
      .select('content')
      .where('id', '=', body.message.id)
      .executeTakeFirst();
    expect(stored?.content).toBe('Hi! My name is Sam.');

    // The conversation opened with the avatar's greeting; the message answers it.
    const h = await replied(1, cookie, 1);
    expect(h.map((m) => m.role)).toEqual(['assistant', 'user', 'assistant']);
    expect(h[0]).toMatchObject({ content: await greetingOf(t.ctx, 1), parentId: null });
    expect(h[1]).toMatchObject({ id: body.message.id, parentId: h[0]?.id });
    expect(h[2]?.content).toContain('Sam');
    expect(new Date(h[2]?.createdAt ?? '').getTime()).not.toBeNaN();
  });

  it('keeps visitors apart: guests and members see only their own conversation', async () => {
    const alice = await guestWith('I am the first guest');
    const bob = await guestWith('I am the second guest');
    const member = await memberCookie('isolda');
    expect((await send(1, 'I am the member', member.cookie)).statusCode).toBe(201);
    await replied(1, alice, 1);
    await replied(1, bob, 1);
    await replied(1, member.cookie, 1);

    const contents = async (cookie?: string) =>
      (await history(1, cookie)).filter((m) => m.role === 'user').map((m) => m.content);
    expect(await contents(alice)).toEqual(['I am the first guest']);
    expect(await contents(bob)).toEqual(['I am the second guest']);
    expect(await contents(member.cookie)).toEqual(['I am the member']);
    expect(await contents()).toEqual([]);
    // Another avatar is another conversation: it opens with that avatar's greeting alone.
    expect((await history(2, alice)).map((m) => [m.role, m.content])).toEqual([
      ['assistant', await greetingOf(t.ctx, 2)],
    ]);

    // Clearing one visitor's chat leaves the others alone.
    const cleared = await t.app.inject({ method: 'DELETE', url: '/api/chats/1', headers: { cookie: bob } });
    expect(cleared.statusCode).toBe(200);
    // Cleared, the conversation opens again with the greeting.
    expect((await history(1, bob)).map((m) => [m.role, m.content])).toEqual([
      ['assistant', await greetingOf(t.ctx, 1)],
    ]);
    expect(await contents(alice)).toEqual(['I am the first guest']);
  });

  it(`answers the newest ${HISTORY_LIMIT} messages of a longer conversation, oldest first, and only its own`, async () => {
    const talker = await memberCookie('longtalker');
    const neighbour = await memberCookie('neighbour');
    const total = HISTORY_LIMIT + 25;
    const now = Date.now();
    // Two conversations with the same avatar, interleaved, plus one with another avatar.
    const rows = Array.from({ length: total }, (_, i) => [
      { user_id: talker.userId, avatar_id: 3, content: `mine ${i}` },
      { user_id: neighbour.userId, avatar_id: 3, content: `theirs ${i}` },
      { user_id: talker.userId, avatar_id: 4, content: `elsewhere ${i}` },
    ])
      .flat()
      .map((r, i) => ({
        ...r,
        role: 'user' as const,
        created_at: new Date(now - (3 * total - i) * 1000).toISOString(),
      }));
    for (let i = 0; i < rows.length; i += 300) {
      await t.ctx.db
        .insertInto('chat_messages')
        .values(rows.slice(i, i + 300))
        .execute();
    }

    const h = await history(3, talker.cookie);
    expect(h.map((m) => m.content)).toEqual(
      Array.from({ length: HISTORY_LIMIT }, (_, i) => `mine ${total - HISTORY_LIMIT + i}`),
    );
    expect(h.map((m) => m.id)).toEqual([...h.map((m) => m.id)].sort((a, b) => a - b));
  });

  it("records a member's message in their activity, and not a guest's", async () => {
    const member = await memberCookie('marta');
    await send(3, 'Hello from a member', member.cookie);
    const events = await t.ctx.db
      .selectFrom('activity_events')
      .select(['user_id', 'avatar_id', 'type', 'preview'])
      .where('user_id', '=', member.userId)
      .execute();
    expect(events).toEqual([{ user_id: member.userId, avatar_id: 3, type: 'message', preview: 'Hello from a member' }]);
  });

  it('remembers what the visitor tells, lets them delete one entry or all, and forgets on clear', async () => {
    const cookie = await guestWith('My name is Robin and I love hiking.', 2);
    const other = await guestWith('hello', 2);
    const res = await t.app.inject({ url: '/api/chats/2/memory', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const memory = res.json() as { id: number; kind: string; value: string }[];
    expect(memory.map((m) => [m.kind, m.value])).toEqual([
      ['name', 'Robin'],
      ['like', 'hiking'],
    ]);
    const like = memory.find((m) => m.kind === 'like');
    // Someone else cannot delete it.
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/chats/2/memory/${like?.id}`,
      headers: { cookie: other },
    });
    expect(foreign.statusCode).toBe(404);
    const own = await t.app.inject({ method: 'DELETE', url: `/api/chats/2/memory/${like?.id}`, headers: { cookie } });
    expect(own.statusCode).toBe(200);
    const left = (await t.app.inject({ url: '/api/chats/2/memory', headers: { cookie } })).json();
    expect(left.map((m: { kind: string }) => m.kind)).toEqual(['name']);

    // A changed opinion replaces the old one.
    await send(2, 'I love jazz', cookie);
    await send(2, "I don't like jazz anymore", cookie);
    const changed = (await t.app.inject({ url: '/api/chats/2/memory', headers: { cookie } })).json();
    expect(changed.map((m: { kind: string; value: string }) => [m.kind, m.value])).toEqual([
      ['name', 'Robin'],
      ['dislike', 'jazz'],
    ]);

    await send(2, "I'm feeling tired", cookie);
    await t.app.inject({ method: 'DELETE', url: '/api/chats/2/memory', headers: { cookie } });
    expect((await t.app.inject({ url: '/api/chats/2/memory', headers: { cookie } })).json()).toEqual([]);

    await send(2, 'Call me Kit', cookie);
    await t.app.inject({ method: 'DELETE', url: '/api/chats/2', headers: { cookie } });
    expect((await t.app.inject({ url: '/api/chats/2/memory', headers: { cookie } })).json()).toEqual([]);
    expect((await history(2, cookie)).map((m) => m.content)).toEqual([await greetingOf(t.ctx, 2)]);
  });

  it(`rate-limits a visitor to ${CHAT_MESSAGES_PER_MINUTE} messages a minute with a 429`, async () => {
    // The first message of a new guest counts against its address; the rest against its session.
    const cookie = await guestWith('first contact', 5);
    for (let i = 1; i <= CHAT_MESSAGES_PER_MINUTE; i++) {
      expect((await send(4, `message ${i}`, cookie)).statusCode).toBe(201);
    }
    const limited = await send(4, 'one too many', cookie);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many requests/);
    // Per visitor: another guest can still talk.
    expect((await send(4, 'a different visitor')).statusCode).toBe(201);
    const stored = (await history(4, cookie)).filter((m) => m.role === 'user');
    expect(stored).toHaveLength(CHAT_MESSAGES_PER_MINUTE);
  });
});
