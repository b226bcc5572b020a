import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { chatTurn } from '../../test/app-instances.ts';
import { greetingOf, readHistory } from '../../test/chat-history.ts';
import { listeningApps } from '../../test/chat-stream-client.ts';
import { sessionCookieFrom, testDialect } from '../../test/test-app.ts';

/**
 * Stop at the two moments the page offers it before any text has streamed: the reply is
 * still queued (nobody has claimed it), or it has already finished (a fast engine answers
 * within the typing delay the page holds replies back for). A stop while text streams is
 * in chat-tree.routes.test.ts.
 */

const { listen: start } = listeningApps();

const stop = (app: FastifyInstance, cookie: string) =>
  app.inject({ method: 'POST', url: '/api/chats/1/stop', headers: { cookie } });

describe(`Stop before the reply streams on ${testDialect}`, () => {
  it('cancels a reply still queued: never written, the conversation ends with the message and goes on', async () => {
    const app = await start();
    // No worker: the reply stays queued until Stop.
    await app.replyWorker.stop();
    const sent = await app.inject({ method: 'POST', url: '/api/chats/1', payload: { message: 'Hi Nova!' } });
    expect(sent.statusCode).toBe(201);
    const cookie = sessionCookieFrom(sent);
    const userMessageId = sent.json().message.id as number;

    const stopped = await stop(app, cookie);
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json()).toEqual({ userMessageId, replyPending: false, message: null });

    // A worker coming back finds nothing to write for it.
    app.replyWorker.start();
    await app.replyWorker.idle();
    const row = await app.ctx.db.selectFrom('chat_replies').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'done', stop_requested: 1, attempts: 0, assistant_message_id: null });
    const h = await readHistory(app, 1, cookie);
    expect(h.map((m) => m.content)).toEqual([await greetingOf(app.ctx, 1), 'Hi Nova!']);
    expect((await stop(app, cookie)).statusCode).toBe(409);

    // The conversation goes on: the next message is answered after the unanswered one.
    const next = await chatTurn(app, 'Are you there?', { cookie });
    expect(next.reply).not.toBe('');
    expect(next.history.map((m) => m.role)).toEqual(['assistant', 'user', 'user', 'assistant']);
  });

  it('leaves a reply that finished before Stop arrived as it is, and says there was nothing to stop', async () => {
    const app = await start();
    const { cookie, reply, history } = await chatTurn(app, 'Tell me about Saturn.');
    const before = await app.ctx.db.selectFrom('chat_replies').selectAll().executeTakeFirstOrThrow();

    const late = await stop(app, cookie);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: 'No reply is being written' });

    // The reply is whole, on the path, and its job is not marked as stopped.
    expect(await readHistory(app, 1, cookie)).toEqual(history);
    expect(history.at(-1)).toMatchObject({ role: 'assistant', content: reply });
    const after = await app.ctx.db.selectFrom('chat_replies').selectAll().executeTakeFirstOrThrow();
    expect(after).toEqual(before);
    expect(after.stop_requested).toBe(0);
  });
});
