import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../shared/contracts/chats.ts';
import { logInCookie, registerAccount, signedInMember } from '../../test/accounts.ts';
import { chatTurn, waitFor } from '../../test/app-instances.ts';
import { greetingOf, readHistory as history, isReply } from '../../test/chat-history.ts';
import { MULTIPART_TYPE, multipartBody } from '../../test/creator-fixtures.ts';
import { llmHarness } from '../../test/llm-harness.ts';
import { sessionCookieFrom, testDialect } from '../../test/test-app.ts';
import { createSession } from '../sessions/sessions.service.ts';
import { CHAT_MESSAGES_PER_MINUTE } from './chat.routes.ts';
import { chatOwner, getChatHistory } from './chat.service.ts';

const h = llmHarness();

const ALTERNATES = ['Second hello from {{char}}.', 'Third one, {{user}}: what brings you here?'];

/** Gives a seed avatar alternate greetings (its first message stays the first). */
async function withAlternates(app: FastifyInstance, avatarId: number): Promise<string[]> {
  const row = await app.ctx.db
    .updateTable('avatars')
    .set({ alternate_greetings: JSON.stringify(ALTERNATES) })
    .where('id', '=', avatarId)
    .returning(['first_message', 'name'])
    .executeTakeFirstOrThrow();
  return [row.first_message, `Second hello from ${row.name}.`, ALTERNATES[1] as string];
}

async function choose(app: FastifyInstance, avatarId: number, cookie: string, messageId: number) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/chats/${avatarId}/messages/${messageId}/choose`,
    headers: { cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ChatMessage[];
}

/** The greeting rows stored for a conversation, first first. */
async function greetingRows(app: FastifyInstance, avatarId: number) {
  return app.ctx.db
    .selectFrom('chat_messages')
    .select(['alternative', 'on_path', 'selected', 'user_id', 'session_id'])
    .where('avatar_id', '=', avatarId)
    .where('parent_id', 'is', null)
    .where('role', '=', 'assistant')
    .orderBy('alternative')
    .execute();
}

const texts = (messages: { content: string }[]) => messages.map((m) => m.content);

describe(`greetings on ${testDialect}`, { timeout: 60_000 }, () => {
  it('opens a new conversation with the greeting at the first look, its alternate greetings as swipes of that turn', async () => {
    const app = await h.start();
    const greetings = await withAlternates(app, 5);
    // A visitor with no session yet: a guest session keeps the conversation the greeting opened.
    const first = await app.inject({ url: '/api/chats/5' });
    expect(first.statusCode).toBe(200);
    const cookie = sessionCookieFrom(first);
    const opened = first.json() as ChatMessage[];
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatchObject({ role: 'assistant', content: greetings[0], parentId: null, alternative: 0 });
    const siblings = opened[0]?.siblings ?? [];
    expect(siblings).toHaveLength(3);
    // The same greeting on the next look; nothing is owed, so nothing counts as a reply.
    expect(await history(app, 5, cookie)).toEqual(opened);
    expect(await app.ctx.db.selectFrom('chat_replies').select('id').execute()).toEqual([]);
    // A greeting is no reply: nothing to regenerate or delete yet.
    const regen = await app.inject({ method: 'POST', url: '/api/chats/5/regenerate', headers: { cookie } });
    expect(regen.statusCode).toBe(409);
    const del = await app.inject({ method: 'DELETE', url: '/api/chats/5/last-exchange', headers: { cookie } });
    expect(del.statusCode).toBe(404);

    // → to the third greeting ({{user}} is a guest's 'friend'), and talk from there.
    const third = await choose(app, 5, cookie, siblings[2] as number);
    expect(third.map((m) => [m.content, m.alternative])).toEqual([['Third one, friend: what brings you here?', 2]]);
    const turn = await chatTurn(app, 'Just curious about you.', { avatarId: 5, cookie });
    expect(texts(turn.history).slice(0, 2)).toEqual([
      'Third one, friend: what brings you here?',
      'Just curious about you.',
    ]);
    expect(turn.history[1]?.parentId).toBe(siblings[2]);
    // ← back to the first greeting: the exchange stays on the third's branch, and comes back with it.
    expect(texts(await choose(app, 5, cookie, siblings[0] as number))).toEqual([greetings[0]]);
    expect(texts(await choose(app, 5, cookie, siblings[2] as number))).toEqual(texts(turn.history));

    // The export carries the greetings as the first turn's swipes; an import gives them back.
    const exported = await app.inject({ url: '/api/chats/5/export?format=jsonl', headers: { cookie } });
    const [, opening] = exported.body
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(opening).toMatchObject({
      is_user: false,
      mes: 'Third one, friend: what brings you here?',
      swipes: [greetings[0], greetings[1], 'Third one, friend: what brings you here?'],
      swipe_id: 2,
    });
    const imported = await app.inject({
      method: 'POST',
      url: '/api/chats/6/import',
      headers: { cookie, 'content-type': MULTIPART_TYPE },
      payload: multipartBody('chat.jsonl', 'application/jsonl', Buffer.from(exported.body)),
    });
    expect(imported.statusCode, imported.body).toBe(201);
    const copy = await history(app, 6, cookie);
    expect(texts(copy)).toEqual(texts(turn.history));
    expect(copy[0]?.siblings).toHaveLength(3);
  });

  it('sends the model the greeting the visitor chose, and the offline companion does not say its greeting twice', async () => {
    const app = await h.start(h.modelEnv());
    const greetings = await withAlternates(app, 5);
    const member = await signedInMember(app);
    const [greeting] = await history(app, 5, member.cookie);
    // A member is greeted by name.
    await choose(app, 5, member.cookie, greeting?.siblings?.[2] as number);
    const chosen = `Third one, ${member.username}: what brings you here?`;
    expect(texts(await history(app, 5, member.cookie))).toEqual([chosen]);
    h.llm.answer({ kind: 'stream', chunks: ['Curiosity, mostly.'] });
    await chatTurn(app, 'Hi!', { avatarId: 5, cookie: member.cookie });
    const messages = h.llm.requests.at(-1)?.body.messages ?? [];
    expect(messages.slice(1).map((m) => [m.role, m.content])).toEqual([
      ['user', `(A visitor opens a chat with ${await avatarName(app, 5)}.)`],
      ['assistant', chosen],
      ['user', 'Hi!'],
    ]);
    const sent = h.llm.requests.flatMap((r) => (r.body.messages ?? []).map((m) => m.content));
    expect(sent.some((content) => content.includes(greetings[0] as string))).toBe(false);

    // Offline, the reply to a hello answers the greeting rather than repeating it. The model's
    // app goes first: on the same database, its reply worker could take the offline app's jobs.
    await h.stop(app);
    const offline = await h.start();
    const { reply, history: shown } = await chatTurn(offline, 'Hello!', { avatarId: 1 });
    const opening = await greetingOf(offline.ctx, 1);
    expect(shown[0]?.content).toBe(opening);
    expect(reply).not.toContain(opening.slice(0, 30));
    // Its first hello after its own greeting is no 'again'.
    expect(reply).not.toMatch(/again|there you are/i);
    const named = await chatTurn(offline, 'Hi! My name is Sam.', { avatarId: 2 });
    expect(named.reply).toContain('Sam');
    expect(named.reply).not.toMatch(/again|there you are/i);
  });

  it('stores one set of greetings when first opens race, and the first message of an unopened conversation follows it', async () => {
    const app = await h.start();
    await withAlternates(app, 7);
    const { session } = await createSession(app.ctx, { userId: null, persistent: true });
    const owner = chatOwner(session);
    const answers = await Promise.all(Array.from({ length: 8 }, () => getChatHistory(app.ctx, { owner, avatarId: 7 })));
    for (const answer of answers) expect(answer.map((m) => m.alternative)).toEqual([0]);
    expect(new Set(answers.map((a) => a[0]?.id)).size).toBe(1);
    const rows = await greetingRows(app, 7);
    expect(rows.map((r) => [r.alternative, r.on_path, r.selected])).toEqual([
      [0, 1, 1],
      [1, 0, 0],
      [2, 0, 0],
    ]);

    // Looks and first messages at once, through the API, for another visitor.
    const { token } = await createSession(app.ctx, { userId: null, persistent: true });
    const cookie = `sid=${token}`;
    const results = await Promise.all([
      ...Array.from({ length: 4 }, () => app.inject({ url: '/api/chats/8', headers: { cookie } })),
      app.inject({ method: 'POST', url: '/api/chats/8', headers: { cookie }, payload: { message: 'Hi there' } }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 201]);
    const after = await waitFor(async () => {
      const shown = await history(app, 8, cookie);
      return shown.some(isReply) ? shown : undefined;
    });
    expect(after.map((m) => [m.role, m.parentId === null])).toEqual([
      ['assistant', true],
      ['user', false],
      ['assistant', false],
    ]);
    expect(after[1]?.parentId).toBe(after[0]?.id);
    expect(await greetingRows(app, 8)).toHaveLength(1);
  });

  it('opens again with the greeting after a clear; an avatar with no greeting opens empty, with no session', async () => {
    const app = await h.start();
    const { cookie, history: talked } = await chatTurn(app, 'Hello there', { avatarId: 2 });
    const cleared = await app.inject({ method: 'DELETE', url: '/api/chats/2', headers: { cookie } });
    expect(cleared.statusCode).toBe(200);
    const reopened = await history(app, 2, cookie);
    expect(texts(reopened)).toEqual([talked[0]?.content]);
    expect(reopened[0]?.id).not.toBe(talked[0]?.id);

    await app.ctx.db.updateTable('avatars').set({ first_message: '  ' }).where('id', '=', 3).execute();
    const silent = await app.inject({ url: '/api/chats/3' });
    expect(silent.json()).toEqual([]);
    expect(silent.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    const quiet = await chatTurn(app, 'Hello?', { avatarId: 3 });
    expect(quiet.history.map((m) => [m.role, m.parentId])).toEqual([
      ['user', null],
      ['assistant', quiet.history[0]?.id],
    ]);
  });

  it('keeps one greeting per conversation when a guest signs in, and counts no greeting against the send limit', async () => {
    const app = await h.start();
    const account = await registerAccount(app);
    const memberCookie = await logInCookie(app, account);
    // The member talked with avatar 4 before; as a guest they talk with 4 again, look at 6 and choose a greeting of 7.
    const before = await chatTurn(app, 'Member here.', { avatarId: 4, cookie: memberCookie });
    await history(app, 6, memberCookie);
    await withAlternates(app, 7);
    const guestCookie = sessionCookieFrom(await app.inject({ url: '/api/chats/6' }));
    const guestTalk = await chatTurn(app, 'Guest here.', { avatarId: 4, cookie: guestCookie });
    const [guestGreeting] = await history(app, 7, guestCookie);
    await choose(app, 7, guestCookie, guestGreeting?.siblings?.[1] as number);
    await chatTurn(app, 'Hello seven.', { avatarId: 7, cookie: guestCookie });

    const signedIn = await logInCookie(app, account, { cookie: guestCookie });
    // 4: the member's conversation goes on with the guest's turns, under the member's greeting.
    const four = await history(app, 4, signedIn);
    expect(texts(four)).toEqual([...texts(before.history), ...texts(guestTalk.history).slice(1)]);
    expect(four[3]?.parentId).toBe(four[2]?.id);
    // 6: the guest only looked, the member's greeting stays; 7: the guest's conversation, as chosen.
    expect(await history(app, 6, signedIn)).toHaveLength(1);
    const seven = await history(app, 7, signedIn);
    expect(seven[0]).toMatchObject({ content: `Second hello from ${await avatarName(app, 7)}.`, alternative: 1 });
    expect(seven[0]?.siblings).toHaveLength(3);
    for (const avatarId of [4, 6]) expect(await greetingRows(app, avatarId)).toHaveLength(1);
    expect((await greetingRows(app, 7)).every((r) => r.user_id === account.id)).toBe(true);

    // Opening conversations wrote no reply: the whole send budget is still there.
    const fresh = sessionCookieFrom(await app.inject({ url: '/api/chats/1' }));
    for (const avatarId of [2, 3, 5]) await history(app, avatarId, fresh);
    for (let i = 0; i < CHAT_MESSAGES_PER_MINUTE; i++) {
      const sent = await app.inject({
        method: 'POST',
        url: '/api/chats/1',
        headers: { cookie: fresh },
        payload: { message: `n${i}` },
      });
      expect(sent.statusCode).toBe(201);
    }
    const over = await app.inject({
      method: 'POST',
      url: '/api/chats/1',
      headers: { cookie: fresh },
      payload: { message: 'x' },
    });
    expect(over.statusCode).toBe(429);
  });
});

async function avatarName(app: FastifyInstance, id: number): Promise<string | undefined> {
  return (await app.ctx.db.selectFrom('avatars').select('name').where('id', '=', id).executeTakeFirst())?.name;
}
