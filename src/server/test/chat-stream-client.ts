import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach, expect } from 'vitest';
import type { ReplyEngine } from '../chat/reply-engine.ts';
import type { Database } from '../db/database.ts';
import { buildAppOn, createSharedDatabase, waitFor } from './app-instances.ts';
import type { TestDatabase } from './test-app.ts';

/**
 * Reading the chat stream (Server-Sent Events) in tests, the apps it is read from, and an
 * engine a test writes step by step.
 */

/**
 * For a test file whose apps listen on a port (the stream is read over fetch): after each
 * test they close and their shared database is dropped. Call at the top of the file.
 */
export function listeningApps() {
  let testDb: TestDatabase | null = null;
  const apps: FastifyInstance[] = [];
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    await testDb?.drop();
    testDb = null;
  });
  /** The test's database (made on first use; the apps of one test share it). */
  const database = async (): Promise<Database> => {
    testDb ??= await createSharedDatabase();
    return testDb.database;
  };
  return {
    database,
    /** An app on the test's database, listening on a free port; closed after the test unless stopped before. */
    async listen(options: Parameters<typeof buildAppOn>[1] = {}): Promise<FastifyInstance> {
      const app = await buildAppOn(await database(), options);
      apps.push(app);
      await app.listen({ port: 0, host: '127.0.0.1' });
      return app;
    },
    /** Stops an app mid-test (a restart), leaving the database to the next one. */
    async stop(app: FastifyInstance): Promise<void> {
      apps.splice(apps.indexOf(app), 1);
      await app.close();
    },
  };
}

export interface SseEvent {
  id?: string;
  event?: string;
  data: Record<string, unknown>;
}

/** A Server-Sent Events reader over fetch, for tests. */
export async function openStream(app: FastifyInstance, avatarId: number, cookie: string, lastEventId?: string) {
  const { port } = app.server.address() as AddressInfo;
  const controller = new AbortController();
  const res = await fetch(`http://127.0.0.1:${port}/api/chats/${avatarId}/stream`, {
    headers: { cookie, ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
    signal: controller.signal,
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  // A stream writes its own head: the security headers every answer carries must be in it.
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  const events: SseEvent[] = [];
  let buffer = '';
  let ended = false;
  const pump = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let cut = buffer.indexOf('\n\n');
        while (cut >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const fields = Object.fromEntries(
            block
              .split('\n')
              .filter((l) => !l.startsWith(':') && l.includes(': '))
              .map((l) => [l.slice(0, l.indexOf(': ')), l.slice(l.indexOf(': ') + 2)]),
          );
          if (fields.data) events.push({ id: fields.id, event: fields.event, data: JSON.parse(fields.data) });
          cut = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // aborted by the test
    } finally {
      ended = true;
    }
  })();
  return {
    events,
    next: (predicate: (e: SseEvent) => boolean) => waitFor(async () => events.find(predicate), 8000),
    close: async () => {
      controller.abort();
      await pump;
    },
    get ended() {
      return ended;
    },
  };
}

/** An engine that writes its reply in steps the test releases one by one. */
export function steppedEngine(pieces: string[]) {
  const gates = pieces.map(() => {
    let release = () => {};
    const opened = new Promise<void>((resolve) => (release = resolve));
    return { opened, release };
  });
  const engine: ReplyEngine = {
    name: 'stepped',
    async *generate(input) {
      const aborted = new Promise<never>((_, reject) =>
        input.signal.addEventListener('abort', () => reject(input.signal.reason), { once: true }),
      );
      aborted.catch(() => {});
      for (let i = 0; i < pieces.length; i++) {
        await Promise.race([gates[i]?.opened, aborted]);
        yield pieces[i] as string;
      }
    },
  };
  return { engine, release: (i: number) => gates[i]?.release() };
}
