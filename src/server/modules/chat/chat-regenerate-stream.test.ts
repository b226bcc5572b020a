import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../shared/contracts/chats.ts';
import type { ReplyEngine } from '../../chat/reply-engine.ts';
import { chatTurn, waitFor } from '../../test/app-instances.ts';
import { listeningApps, openStream, steppedEngine } from '../../test/chat-stream-client.ts';
import { testDialect } from '../../test/test-app.ts';

// A regenerated reply is a reply like any other: it streams over the open stream as the
// next alternative of its turn, resumes after a reconnect, and survives a restart mid-stream.

const apps = listeningApps();

/**
 * A listening app whose engine answers the first message at once; every later reply (the
 * regeneration) writes `pieces`, each when the test releases it.
 */
async function regeneratingInSteps(pieces: string[]) {
  const stepped = steppedEngine(pieces);
  let calls = 0;
  const replyEngine: ReplyEngine = {
    name: 'first-then-stepped',
    async *generate(input) {
      if (calls++ === 0) {
        yield 'First answer.';
        return;
      }
      yield* stepped.engine.generate(input);
    },
  };
  const app = await apps.listen({ replyEngine, replyWorker: { flushIntervalMs: 0 } });
  return { app, release: stepped.release };
}

async function regenerate(app: FastifyInstance, cookie: string) {
  const res = await app.inject({ method: 'POST', url: '/api/chats/1/regenerate', headers: { cookie } });
  expect(res.statusCode, res.body).toBe(202);
  return res.json() as { userMessageId: number };
}

const turnReplies = async (app: FastifyInstance, userMessageId: number) =>
  app.ctx.db
    .selectFrom('chat_messages')
    .select(['content', 'alternative', 'on_path'])
    .where('reply_to', '=', userMessageId)
    .orderBy('alternative')
    .execute();

describe(`regenerating over the chat stream on ${testDialect}`, () => {
  it('streams the new alternative over the open stream and resumes it after a reconnect', async () => {
    const { app, release } = await regeneratingInSteps(['Another take. ', 'Still here.']);
    const { cookie } = await chatTurn(app, 'Hi!');
    const stream = await openStream(app, 1, cookie);
    const { userMessageId } = await regenerate(app, cookie);

    release(0);
    const first = await stream.next((e) => e.event === 'reply');
    expect(first.data).toMatchObject({ userMessageId, alternative: 1, offset: 0, content: 'Another take.' });
    await stream.close();

    // Reconnect from that event: only what is missing comes, then the finished alternative.
    const resumed = await openStream(app, 1, cookie, first.id);
    release(1);
    const done = await resumed.next((e) => e.event === 'message');
    const pieces = resumed.events.filter((e) => e.event === 'reply').map((e) => e.data.content);
    expect(pieces.join('')).toBe(' Still here.');
    expect(done.data).toMatchObject({
      userMessageId,
      message: { role: 'assistant', alternative: 1, content: 'Another take. Still here.' },
    });
    await resumed.close();
    const history = (await app.inject({ url: '/api/chats/1', headers: { cookie } })).json() as ChatMessage[];
    expect(history.at(-1)).toMatchObject({ content: 'Another take. Still here.', alternative: 1 });
    expect(history.at(-1)?.siblings).toHaveLength(2);
  });

  it('finishes a regeneration after a restart mid-stream, once, as the same alternative', async () => {
    const { app: before, release } = await regeneratingInSteps(['Half of a new', ' take that never ends.']);
    const { cookie } = await chatTurn(before, 'Tell me about Saturn.');
    const { userMessageId } = await regenerate(before, cookie);
    release(0);
    await waitFor(async () => {
      const row = await before.ctx.db.selectFrom('chat_replies').select(['status', 'alternative']).executeTakeFirst();
      return row?.status === 'running' && row.alternative === 1;
    });
    // The process stops mid-stream: the job is handed back, nothing half-written is stored as a reply.
    await apps.stop(before);
    expect(await turnReplies(before, userMessageId)).toEqual([
      { content: 'First answer.', alternative: 0, on_path: 0 },
    ]);

    // After the restart (the offline engine now), the regeneration ends as alternative 1, on the path.
    const after = await apps.listen();
    await waitFor(async () => {
      const row = await after.ctx.db.selectFrom('chat_replies').select('status').executeTakeFirst();
      return row?.status === 'done';
    });
    const answers = await turnReplies(after, userMessageId);
    expect(answers.map((a) => [a.alternative, a.on_path])).toEqual([
      [0, 0],
      [1, 1],
    ]);
    expect(answers[1]?.content).not.toBe('First answer.');
    const job = await after.ctx.db.selectFrom('chat_replies').select(['status', 'alternative']).executeTakeFirst();
    expect(job).toEqual({ status: 'done', alternative: 1 });
  });
});
