import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { waitFor } from '../../test/app-instances.ts';
import { listeningApps, openStream, steppedEngine } from '../../test/chat-stream-client.ts';
import { redisReachable, testRedisUrl } from '../../test/redis.ts';
import { sessionCookieFrom, testDialect } from '../../test/test-app.ts';
import { createSession } from '../sessions/sessions.service.ts';
import {
  MAX_STREAMS_PER_ADDRESS,
  MAX_STREAMS_PER_VISITOR,
  StreamLimits,
  TOO_MANY_STREAMS_MESSAGE,
} from './stream-limits.ts';

const apps = listeningApps();

describe(`chat stream (SSE) on ${testDialect}`, () => {
  it('pushes the reply as it is written and resumes after a reconnect with Last-Event-ID', async () => {
    // The safety layer lets reply text out a whole sentence at a time (see guarded-reply.ts).
    const stepped = steppedEngine(['Hello there. ', 'Good to see you. ', 'Stargazer!']);
    const app = await apps.listen({ replyEngine: stepped.engine, replyWorker: { flushIntervalMs: 0 } });
    const sent = await app.inject({ method: 'POST', url: '/api/chats/1', payload: { message: 'Hi!' } });
    const cookie = sessionCookieFrom(sent);
    const userMessageId = sent.json().message.id as number;

    stepped.release(0);
    // The first piece is in the database before anyone listens: the stream starts from there.
    await waitFor(async () => {
      const row = await app.ctx.db.selectFrom('chat_replies').select('content').executeTakeFirst();
      return row?.content === 'Hello there.';
    });
    const first = await openStream(app, 1, cookie);
    const snapshot = await first.next((e) => e.event === 'reply');
    expect(snapshot.data).toMatchObject({ userMessageId, offset: 0, content: 'Hello there.' });
    expect(snapshot.id).toMatch(/^r\d+\.0:12$/);

    stepped.release(1);
    const second = await first.next((e) => e.event === 'reply' && e.data.offset === 12);
    expect(second.data.content).toBe(' Good to see you.');
    await first.close();

    // Reconnect mid-reply from the first event: only what is missing is sent.
    const resumed = await openStream(app, 1, cookie, snapshot.id);
    const missing = await resumed.next((e) => e.event === 'reply');
    expect(missing.data).toMatchObject({ offset: 12, content: ' Good to see you.' });
    stepped.release(2);
    const done = await resumed.next((e) => e.event === 'message');
    expect(done.data).toMatchObject({
      userMessageId,
      message: { role: 'assistant', content: 'Hello there. Good to see you. Stargazer!' },
    });
    expect(done.id).toBe(`m${(done.data.message as { id: number }).id}`);
    const texts = resumed.events.filter((e) => e.event === 'reply').map((e) => e.data.content);
    expect(texts.join('')).toBe(' Good to see you. Stargazer!');
    await resumed.close();

    // A reconnect after the reply finished gets the finished message, nothing twice.
    const late = await openStream(app, 1, cookie, second.id);
    const final = await late.next((e) => e.event === 'message');
    expect(final.data.message).toMatchObject({ content: 'Hello there. Good to see you. Stargazer!' });
    await new Promise((r) => setTimeout(r, 100));
    expect(late.events).toHaveLength(1);
    await late.close();
  });

  it("never streams another visitor's conversation, and answers 204 without a session", async () => {
    const app = await apps.listen();
    const mine = sessionCookieFrom(
      await app.inject({ method: 'POST', url: '/api/chats/2', payload: { message: 'hello' } }),
    );
    const theirs = sessionCookieFrom(
      await app.inject({ method: 'POST', url: '/api/chats/2', payload: { message: 'hi' } }),
    );
    const history = async () => (await app.inject({ url: '/api/chats/2', headers: { cookie: mine } })).json();
    // As a person does, wait for the reply: a message sent while one is owed continues the
    // path from itself, and the late reply becomes an alternative off it (not counted below).
    await waitFor(async () => (await history()).length === 3);
    const watcher = await openStream(app, 2, theirs);
    await app.inject({
      method: 'POST',
      url: '/api/chats/2',
      payload: { message: 'secret words' },
      headers: { cookie: mine },
    });
    // The greeting, two messages and their replies.
    await waitFor(async () => (await history()).length === 5);
    await new Promise((r) => setTimeout(r, 100));
    for (const e of watcher.events)
      expect((e.data.message as { content?: string } | undefined)?.content ?? '').not.toContain('secret');
    expect(watcher.events.filter((e) => e.event === 'message').length).toBeLessThanOrEqual(1);
    await watcher.close();

    const { port } = app.server.address() as AddressInfo;
    const anonymous = await fetch(`http://127.0.0.1:${port}/api/chats/2/stream`);
    expect(anonymous.status).toBe(204);
    const unknown = await fetch(`http://127.0.0.1:${port}/api/chats/99999/stream`, { headers: { cookie: mine } });
    expect(unknown.status).toBe(404);
  });
});

describe(`open streams per visitor on ${testDialect}`, () => {
  it(`answers 429 beyond ${MAX_STREAMS_PER_VISITOR} open streams of one visitor, and frees a place when one closes`, async () => {
    const app = await apps.listen();
    const visitor = `sid=${(await createSession(app.ctx, { userId: null, persistent: true })).token}`;
    const streams = [];
    for (let i = 0; i < MAX_STREAMS_PER_VISITOR; i++) streams.push(await openStream(app, 1 + (i % 3), visitor));

    const { port } = app.server.address() as AddressInfo;
    const refused = await fetch(`http://127.0.0.1:${port}/api/chats/1/stream`, { headers: { cookie: visitor } });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: TOO_MANY_STREAMS_MESSAGE });
    expect(refused.headers.get('retry-after')).toBe('30');

    // Another visitor is not affected.
    const other = `sid=${(await createSession(app.ctx, { userId: null, persistent: true })).token}`;
    const theirs = await openStream(app, 1, other);

    await streams[0]?.close();
    const reopened = await waitFor(async () => {
      const res = await fetch(`http://127.0.0.1:${port}/api/chats/1/stream`, { headers: { cookie: visitor } });
      if (res.status === 429) return false;
      await res.body?.cancel();
      return res.status;
    });
    expect(reopened).toBe(200);
    for (const stream of [...streams.slice(1), theirs]) await stream.close();
  });

  it(`caps one address at ${MAX_STREAMS_PER_ADDRESS} streams whatever sessions it mints`, () => {
    const limits = new StreamLimits();
    const releases = Array.from({ length: MAX_STREAMS_PER_ADDRESS }, (_, i) => limits.acquire(`s:${i}`, '10.0.0.1'));
    expect(() => limits.acquire('s:fresh', '10.0.0.1')).toThrow(TOO_MANY_STREAMS_MESSAGE);
    expect(() => limits.acquire('s:fresh', '10.0.0.2')).not.toThrow();
    releases[0]?.();
    releases[0]?.(); // releasing twice frees one place, not two
    expect(() => limits.acquire('s:fresh', '10.0.0.1')).not.toThrow();
    expect(() => limits.acquire('s:other', '10.0.0.1')).toThrow(TOO_MANY_STREAMS_MESSAGE);
  });
});

const haveRedis = await redisReachable();
if (!haveRedis) console.warn(`Redis not reachable at ${testRedisUrl}: the cross-instance stream test is skipped`);

describe.skipIf(!haveRedis)(`chat stream across instances (Redis) on ${testDialect}`, () => {
  it('delivers a reply written on one instance to a stream open on another', async () => {
    const env = { REDIS_URL: testRedisUrl };
    const writer = await apps.listen({ env });
    // The reader's own worker stays idle, so the reply can only come from the writer.
    const reader = await apps.listen({ env, replyWorker: { pollIntervalMs: 60_000 } });
    await reader.replyWorker.stop();
    const issued = await createSession(writer.ctx, { userId: null, persistent: true });
    const cookie = `sid=${issued.token}`;

    const stream = await openStream(reader, 3, cookie);
    await new Promise((r) => setTimeout(r, 50));
    const sent = await writer.inject({
      method: 'POST',
      url: '/api/chats/3',
      payload: { message: 'Hello from afar' },
      headers: { cookie },
    });
    expect(sent.statusCode).toBe(201);
    const message = await stream.next((e) => e.event === 'message');
    expect(message.data).toMatchObject({ userMessageId: sent.json().message.id, message: { role: 'assistant' } });
    const stored = await (await apps.database()).db
      .selectFrom('chat_replies')
      .select('claimed_by')
      .executeTakeFirstOrThrow();
    expect(stored.claimed_by).toBe(writer.replyWorker.instanceId);
    await stream.close();
  });
});
