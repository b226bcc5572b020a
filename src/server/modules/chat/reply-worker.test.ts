import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildAppOn, createSharedDatabase, hangingEngine, waitFor } from '../../test/app-instances.ts';
import { greetingOf } from '../../test/chat-history.ts';
import { sessionCookieFrom, type TestDatabase, testDialect } from '../../test/test-app.ts';
import { createSession } from '../sessions/sessions.service.ts';
import { chatOwner } from './chat.service.ts';
import { claimReplyJob } from './chat-replies.service.ts';
import { sendChatMessage } from './chat-send.service.ts';

let testDb: TestDatabase | null = null;
const apps: FastifyInstance[] = [];

async function freshDatabase() {
  testDb = await createSharedDatabase();
  return testDb.database;
}

async function track(app: Promise<FastifyInstance>) {
  const a = await app;
  apps.push(a);
  return a;
}

afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
  await testDb?.drop();
  testDb = null;
});

async function replyRow(app: FastifyInstance, userMessageId: number) {
  return app.ctx.db
    .selectFrom('chat_replies')
    .selectAll()
    .where('user_message_id', '=', userMessageId)
    .executeTakeFirst();
}

// Each test starts and stops several apps on one database: a busy machine needs more than 20 s.
describe(`reply worker on ${testDialect}`, { timeout: 60_000 }, () => {
  it('produces after a restart the reply that was owed when the process stopped', async () => {
    const database = await freshDatabase();
    const before = await track(buildAppOn(database, { replyEngine: hangingEngine }));
    const sent = await before.inject({
      method: 'POST',
      url: '/api/chats/1',
      payload: { message: 'Hello, are you there?' },
    });
    expect(sent.statusCode).toBe(201);
    const cookie = sessionCookieFrom(sent);
    const userMessageId = sent.json().message.id as number;
    await waitFor(async () => (await replyRow(before, userMessageId))?.status === 'running');
    await before.close();
    apps.splice(apps.indexOf(before), 1);

    // Stopped mid-reply: the job is handed back, the user's message is kept, no answer yet.
    const db = database.db;
    expect(await db.selectFrom('chat_replies').select(['status', 'claimed_by']).executeTakeFirst()).toEqual({
      status: 'pending',
      claimed_by: null,
    });
    expect(await db.selectFrom('chat_messages').select(['role', 'content']).orderBy('id').execute()).toEqual([
      { role: 'assistant', content: await greetingOf(before.ctx, 1) },
      { role: 'user', content: 'Hello, are you there?' },
    ]);

    const after = await track(buildAppOn(database));
    const history = await waitFor(async () => {
      const h = (await after.inject({ url: '/api/chats/1', headers: { cookie } })).json() as { role: string }[];
      return h.length === 3 ? h : undefined;
    });
    expect(history.map((m) => m.role)).toEqual(['assistant', 'user', 'assistant']);
    expect((await replyRow(after, userMessageId))?.status).toBe('done');
  });

  it('takes over a job whose worker crashed (lease expired) and answers it once', async () => {
    const database = await freshDatabase();
    const app = await track(buildAppOn(database, { replyWorker: { pollIntervalMs: 50 } }));
    await app.replyWorker.stop();
    const { session } = await createSession(app.ctx, { userId: null, persistent: true });
    const { message } = await sendChatMessage(app.ctx, { owner: chatOwner(session), avatarId: 2, message: 'Hi Sage' });
    // A crashed instance held it: running, half-written, lease long gone.
    await app.ctx.db
      .updateTable('chat_replies')
      .set({
        status: 'running',
        claimed_by: 'crashed-instance',
        content: 'Hel',
        lease_until: '2000-01-01T00:00:00.000Z',
      })
      .execute();
    app.replyWorker.start();
    const done = await waitFor(async () => {
      const row = await replyRow(app, message.id);
      return row?.status === 'done' ? row : undefined;
    });
    expect(done.claimed_by).toBe(app.replyWorker.instanceId);
    const answers = await app.ctx.db
      .selectFrom('chat_messages')
      .select('content')
      .where('reply_to', '=', message.id)
      .execute();
    expect(answers).toHaveLength(1);
    expect(answers[0]?.content).not.toBe('Hel');
  });

  it('never lets two instances on one database answer the same message twice', async () => {
    const database = await freshDatabase();
    const slow = { replyWorker: { pollIntervalMs: 60_000 } };
    const a = await track(buildAppOn(database, slow));
    const b = await track(buildAppOn(database, slow));
    await a.replyWorker.stop();
    await b.replyWorker.stop();

    // The claim itself: of two instances racing for each job, exactly one wins.
    const owner = chatOwner((await createSession(a.ctx, { userId: null, persistent: true })).session);
    const raced: number[] = [];
    for (let i = 0; i < 10; i++) {
      const { replyId } = await sendChatMessage(a.ctx, { owner, avatarId: 3, message: `race ${i}` });
      raced.push(replyId);
    }
    for (const replyId of raced) {
      const wins = await Promise.all([
        claimReplyJob(a.ctx, { replyId, instanceId: 'racer-a', leaseMs: 60_000 }),
        claimReplyJob(b.ctx, { replyId, instanceId: 'racer-b', leaseMs: 60_000 }),
      ]);
      expect(wins.filter(Boolean)).toHaveLength(1);
    }

    // Whole workers: both started on the same backlog; every message answered exactly once.
    const other = chatOwner((await createSession(a.ctx, { userId: null, persistent: true })).session);
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) {
      const sent = await sendChatMessage(a.ctx, { owner: other, avatarId: 4, message: `message ${i}` });
      ids.push(sent.message.id);
    }
    a.replyWorker.start();
    b.replyWorker.start();
    await waitFor(async () => {
      const rows = await a.ctx.db
        .selectFrom('chat_replies')
        .select('status')
        .where('user_message_id', 'in', ids)
        .execute();
      return rows.every((r) => r.status === 'done');
    }, 15_000);
    const answers = await a.ctx.db
      .selectFrom('chat_messages')
      .select('reply_to')
      .where('role', '=', 'assistant')
      .where('reply_to', 'in', ids)
      .execute();
    expect(answers.map((r) => r.reply_to).sort((x, y) => Number(x) - Number(y))).toEqual(ids);
    const jobs = await a.ctx.db
      .selectFrom('chat_replies')
      .select(['attempts', 'claimed_by'])
      .where('user_message_id', 'in', ids)
      .execute();
    expect(jobs.every((j) => j.attempts === 1)).toBe(true);
    const workers = new Set(jobs.map((j) => j.claimed_by));
    expect([...workers].every((w) => w === a.replyWorker.instanceId || w === b.replyWorker.instanceId)).toBe(true);
  });
});
