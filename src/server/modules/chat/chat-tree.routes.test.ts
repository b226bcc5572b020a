import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../shared/contracts/chats.ts';
import { buildAppOn, chatTurn, createSharedDatabase, waitFor } from '../../test/app-instances.ts';
import { greetingOf, readHistory } from '../../test/chat-history.ts';
import { type FakeLlmServer, startFakeLlmServer } from '../../test/fake-llm-server.ts';
import { type TestDatabase, testDialect } from '../../test/test-app.ts';
import { createSession } from '../sessions/sessions.service.ts';
import { CHAT_MESSAGES_PER_MINUTE } from './chat.routes.ts';
import { chatOwner } from './chat.service.ts';
import { sendChatMessage } from './chat-send.service.ts';
import { getReplyQuality, regenerateReply } from './chat-tree.service.ts';

let testDb: TestDatabase | null = null;
const apps: FastifyInstance[] = [];
let llm: FakeLlmServer;

beforeAll(async () => {
  llm = await startFakeLlmServer();
});
afterAll(async () => llm.close());
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
  await testDb?.drop();
  testDb = null;
  llm.reset();
});

async function start(options: Parameters<typeof buildAppOn>[1] = {}) {
  testDb = await createSharedDatabase();
  const app = await buildAppOn(testDb.database, options);
  apps.push(app);
  return app;
}

const history = (app: FastifyInstance, cookie: string, avatarId = 1) => readHistory(app, avatarId, cookie);

/** Regenerates the last reply and waits for the new alternative to be on the path. */
async function regenerate(app: FastifyInstance, cookie: string): Promise<ChatMessage[]> {
  const before = (await history(app, cookie)).at(-1);
  const res = await app.inject({ method: 'POST', url: '/api/chats/1/regenerate', headers: { cookie } });
  expect(res.statusCode).toBe(202);
  return waitFor(async () => {
    const h = await history(app, cookie);
    const last = h.at(-1);
    return last?.role === 'assistant' && last.id !== before?.id ? h : undefined;
  });
}

function choose(app: FastifyInstance, cookie: string, messageId: number) {
  return app.inject({ method: 'POST', url: `/api/chats/1/messages/${messageId}/choose`, headers: { cookie } });
}

const contents = (h: { content: string }[]) => h.map((m) => m.content);

describe(`conversation tree on ${testDialect}`, () => {
  it('regenerates the last reply as a new alternative, chooses between them and continues from the chosen one', async () => {
    const app = await start();
    const { cookie, reply: first } = await chatTurn(app, 'Tell me something about the stars.');
    const second = await regenerate(app, cookie);
    const third = await regenerate(app, cookie);
    const alternatives = third.at(-1)?.siblings ?? [];
    expect(alternatives).toHaveLength(3);
    expect(third.at(-1)?.alternative).toBe(2);
    // The offline engine writes a different reply each time.
    const texts = [first, second.at(-1)?.content, third.at(-1)?.content];
    expect(new Set(texts).size).toBe(3);
    // The greeting the conversation opened with, the message, the reply.
    expect(third).toHaveLength(3);

    // ← to the first alternative, then the conversation goes on from it.
    const chosen = await choose(app, cookie, alternatives[0] as number);
    expect(chosen.statusCode).toBe(200);
    expect(contents(chosen.json()).at(-1)).toBe(first);
    const next = await chatTurn(app, 'And what about the moon?', { cookie });
    const userTurn = next.history.find((m) => m.content === 'And what about the moon?') as ChatMessage;
    expect(userTurn.parentId).toBe(alternatives[0]);
    expect(next.history).toHaveLength(5);

    // → to the third: the continuation steps aside; back to the first: it is there again.
    const other = (await choose(app, cookie, alternatives[2] as number)).json() as ChatMessage[];
    expect(contents(other)).toEqual([await greetingOf(app.ctx, 1), 'Tell me something about the stars.', texts[2]]);
    const back = (await choose(app, cookie, alternatives[0] as number)).json() as ChatMessage[];
    expect(contents(back)).toEqual(contents(next.history));

    // Creator analytics: two first replies (the stars, the moon), two regenerations.
    expect((await getReplyQuality(app.ctx, [1])).get(1)).toMatchObject({ replies: 2, regenerations: 2 });

    // Another visitor cannot move this conversation.
    const notMine = await app.inject({ method: 'POST', url: `/api/chats/1/messages/${alternatives[0]}/choose` });
    expect(notMine.statusCode).toBe(404);
  });

  it(`counts regenerations and edits against the ${CHAT_MESSAGES_PER_MINUTE} replies a minute of the send limit`, async () => {
    const app = await start();
    const { cookie, history: h } = await chatTurn(app, 'Hello!');
    const regenerated = await regenerate(app, cookie);
    expect(regenerated.at(-1)?.siblings).toHaveLength(2);
    // The first message counted against the address (no session yet); the regeneration and these against the session.
    for (let i = 1; i < CHAT_MESSAGES_PER_MINUTE; i++) {
      const sent = await app.inject({
        method: 'POST',
        url: '/api/chats/1',
        headers: { cookie },
        payload: { message: `n${i}` },
      });
      expect(sent.statusCode).toBe(201);
    }
    const over = await app.inject({ method: 'POST', url: '/api/chats/1/regenerate', headers: { cookie } });
    expect(over.statusCode).toBe(429);
    const edit = await app.inject({
      method: 'POST',
      url: `/api/chats/1/messages/${h[0]?.id}/edit`,
      headers: { cookie },
      payload: { message: 'Hi!' },
    });
    expect(edit.statusCode).toBe(429);
  });

  it('edits a visitor message into a new alternative of its turn; the old branch stays reachable', async () => {
    const app = await start();
    const { cookie } = await chatTurn(app, 'I love tea.');
    const before = (await chatTurn(app, 'I also like rain.', { cookie })).history;
    const original = before[3] as ChatMessage;

    const edited = await app.inject({
      method: 'POST',
      url: `/api/chats/1/messages/${original.id}/edit`,
      headers: { cookie },
      payload: { message: 'I also like snow.' },
    });
    expect(edited.statusCode).toBe(201);
    const after = await waitFor(async () => {
      const h = await history(app, cookie);
      return h.length === 5 && h[4]?.role === 'assistant' ? h : undefined;
    });
    expect(contents(after).slice(0, 4)).toEqual([
      await greetingOf(app.ctx, 1),
      'I love tea.',
      before[2]?.content,
      'I also like snow.',
    ]);
    expect(after[3]?.siblings).toEqual([original.id, edited.json().message.id]);

    const old = (await choose(app, cookie, original.id)).json() as ChatMessage[];
    expect(contents(old)).toEqual(contents(before));

    // Only the visitor's own messages are edited, and only by their owner.
    const reply = await app.inject({
      method: 'POST',
      url: `/api/chats/1/messages/${before[2]?.id}/edit`,
      headers: { cookie },
      payload: { message: 'no' },
    });
    expect(reply.statusCode).toBe(400);
    const stranger = await app.inject({
      method: 'POST',
      url: `/api/chats/1/messages/${original.id}/edit`,
      payload: { message: 'mine now' },
    });
    expect(stranger.statusCode).toBe(404);
  });

  it('deletes the last exchange, every alternative of it included, and rates replies', async () => {
    const app = await start();
    const { cookie, history: first } = await chatTurn(app, 'Hello!');
    await chatTurn(app, 'How are you?', { cookie });
    await regenerate(app, cookie);

    const rated = await app.inject({
      method: 'PUT',
      url: `/api/chats/1/messages/${first[2]?.id}/rating`,
      headers: { cookie },
      payload: { rating: -1 },
    });
    expect(rated.statusCode).toBe(200);
    expect(rated.json().rating).toBe(-1);
    const userRated = await app.inject({
      method: 'PUT',
      url: `/api/chats/1/messages/${first[1]?.id}/rating`,
      headers: { cookie },
      payload: { rating: 1 },
    });
    expect(userRated.statusCode).toBe(400);

    const deleted = await app.inject({ method: 'DELETE', url: '/api/chats/1/last-exchange', headers: { cookie } });
    expect(deleted.statusCode).toBe(200);
    const left = await history(app, cookie);
    expect(contents(left)).toEqual(contents(first));
    expect(left[2]?.rating).toBe(-1);
    // The greeting, the first message and its reply.
    const rows = await app.ctx.db.selectFrom('chat_messages').select('content').execute();
    expect(rows).toHaveLength(3);
    expect(await app.ctx.db.selectFrom('chat_replies').select('id').execute()).toHaveLength(1);
    // Creators see it: one first reply, rated down; the deleted exchange's two replies are gone.
    expect((await getReplyQuality(app.ctx, [1])).get(1)).toEqual({
      replies: 1,
      regenerations: 0,
      thumbsUp: 0,
      thumbsDown: 1,
    });
  });

  it('stops a reply being written and keeps what was shown as that alternative', async () => {
    llm.answer(
      { kind: 'stream', chunks: ['Once upon a time. '] },
      { kind: 'stream', chunks: ['The first part is here. ', 'And then'], delayMs: 30, end: 'stall' },
    );
    const app = await start({
      env: { LLM_BASE_URL: llm.baseUrl, LLM_MODEL: 'test-model', LLM_IDLE_TIMEOUT_MS: '120000' },
    });
    const { cookie } = await chatTurn(app, 'Tell me a story.');
    const res = await app.inject({ method: 'POST', url: '/api/chats/1/regenerate', headers: { cookie } });
    expect(res.statusCode).toBe(202);
    await waitFor(async () => {
      const row = await app.ctx.db.selectFrom('chat_replies').select('content').executeTakeFirst();
      return row?.content === 'The first part is here.';
    });
    const stopped = await app.inject({ method: 'POST', url: '/api/chats/1/stop', headers: { cookie } });
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json()).toMatchObject({ replyPending: false, message: { content: 'The first part is here.' } });
    const h = await history(app, cookie);
    expect(contents(h)).toEqual([await greetingOf(app.ctx, 1), 'Tell me a story.', 'The first part is here.']);
    expect(h[2]?.siblings).toHaveLength(2);
    // The model was asked once per attempt; the stopped stream was abandoned, not retried.
    expect(llm.requests).toHaveLength(2);
    const again = await app.inject({ method: 'POST', url: '/api/chats/1/stop', headers: { cookie } });
    expect(again.statusCode).toBe(409);
  });

  it('finishes a regeneration whose worker crashed mid-stream on another worker (lease takeover)', async () => {
    const app = await start({ replyWorker: { pollIntervalMs: 50 } });
    await app.replyWorker.stop();
    const { session } = await createSession(app.ctx, { userId: null, persistent: true });
    const owner = chatOwner(session);
    const { message } = await sendChatMessage(app.ctx, { owner, avatarId: 1, message: 'Hi Nova' });
    await app.ctx.db
      .updateTable('chat_replies')
      .set({ status: 'done' })
      .where('user_message_id', '=', message.id)
      .execute();
    await app.ctx.db
      .insertInto('chat_messages')
      .values({
        avatar_id: 1,
        user_id: null,
        session_id: session.id,
        role: 'assistant',
        content: 'First answer.',
        reply_to: message.id,
        parent_id: message.id,
        created_at: new Date().toISOString(),
      })
      .execute();
    await regenerateReply(app.ctx, { owner, avatarId: 1 });
    // A crashed instance held the regeneration: running, half-written, lease long gone.
    await app.ctx.db
      .updateTable('chat_replies')
      .set({ status: 'running', claimed_by: 'crashed', content: 'Hal', lease_until: '2000-01-01T00:00:00.000Z' })
      .execute();
    app.replyWorker.start();
    const done = await waitFor(async () => {
      const row = await app.ctx.db.selectFrom('chat_replies').selectAll().executeTakeFirst();
      return row?.status === 'done' ? row : undefined;
    });
    expect(done.claimed_by).toBe(app.replyWorker.instanceId);
    const answers = await app.ctx.db
      .selectFrom('chat_messages')
      .select(['content', 'alternative', 'on_path'])
      .where('reply_to', '=', message.id)
      .orderBy('alternative')
      .execute();
    expect(answers.map((a) => [a.alternative, a.on_path])).toEqual([
      [0, 0],
      [1, 1],
    ]);
    expect(answers[1]?.content).not.toBe('Hal');
  });
});
