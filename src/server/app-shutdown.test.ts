import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDialect } from './test/test-app.ts';

let t: TestApp | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

describe(`graceful close on ${testDialect}`, () => {
  it('lets a request in flight finish and does not wait for its keep-alive connection afterwards', async () => {
    let received = () => {};
    const inFlight = new Promise<void>((resolve) => (received = resolve));
    t = await createTestApp({
      beforeReady: (app) => {
        app.addHook('onRequest', async (request) => {
          if (request.method === 'POST') received();
        });
      },
    });
    const { app } = t;
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;

    // A browser-like client: keeps idle connections open for as long as the server lets it.
    const agent = new http.Agent({ keepAlive: true });
    const body = JSON.stringify({ message: 'Are you still there?' });
    const request = http.request({
      port,
      host: '127.0.0.1',
      method: 'POST',
      path: '/api/chats/1',
      agent,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    const response = new Promise<{ status: number; connection: string | undefined; socket: import('node:net').Socket }>(
      (resolve, reject) => {
        request.on('error', reject);
        request.on('response', (res) => {
          res.resume();
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, socket: res.socket }),
          );
        });
      },
    );
    request.write(body.slice(0, 10));
    await inFlight;

    // Closing starts while the body is still arriving; it must wait for the request, not for the client.
    const closed = app.close();
    request.end(body.slice(10));
    const answered = await response;
    expect(answered.status).toBe(201);
    expect(answered.connection).toBe('close');
    await closed;
    const stored = await t.ctx.db.selectFrom('chat_messages').select('content').where('role', '=', 'user').execute();
    expect(stored).toEqual([{ content: 'Are you still there?' }]);
    agent.destroy();
  });

  it('closes a keep-alive connection whose streamed answer began before closing once it ends', async () => {
    // Headers that went out before close() began carry no `Connection: close`; the
    // connection turns idle only when the stream ends, after the server's one sweep of
    // idle connections, and would hold the process open for the keep-alive timeout.
    let stream: PassThrough | null = null;
    t = await createTestApp({
      beforeReady: (app) => {
        app.get('/api/test/slow-stream', async (_request, reply) => {
          stream = new PassThrough();
          stream.write('first part\n');
          return reply.type('text/plain').send(stream);
        });
      },
    });
    const { app } = t;
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true });
    const answer = await new Promise<http.IncomingMessage>((resolve, reject) => {
      http.get({ port, host: '127.0.0.1', path: '/api/test/slow-stream', agent }, resolve).on('error', reject);
    });
    expect(answer.headers.connection).toBe('keep-alive');
    const socketClosed = new Promise<void>((resolve) => answer.socket.once('close', () => resolve()));
    const body = (async () => {
      let text = '';
      for await (const chunk of answer) text += chunk;
      return text;
    })();

    const closed = app.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    if (!stream) throw new Error('the stream route did not run');
    (stream as PassThrough).end('last part\n');
    expect(await body).toBe('first part\nlast part\n');
    const outcome = await Promise.race([
      closed.then(() => 'closed'),
      new Promise((resolve) => setTimeout(() => resolve('still open after 3 s'), 3000)),
    ]);
    expect(outcome).toBe('closed');
    await socketClosed;
    agent.destroy();
  });
});
