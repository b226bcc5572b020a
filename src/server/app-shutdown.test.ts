import http from 'node:http';
import type { AddressInfo } from 'node:net';
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
});
