import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { type BuildAppOptions, buildApp } from '../app.ts';
import type { ReplyEngine } from '../chat/reply-engine.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { prepareDatabase } from '../db/prepare.ts';
import { systemClock } from '../lib/clock.ts';
import { createTestDatabase, sessionCookieFrom, type TestDatabase } from './test-app.ts';

/** A migrated, seeded throw-away database the test drops itself (several apps may share it). */
export async function createSharedDatabase(): Promise<TestDatabase> {
  const testDb = await createTestDatabase({ migrated: true, seeded: true });
  await prepareDatabase(testDb.database, { seed: true, clock: systemClock });
  return testDb;
}

/**
 * An app on a database the test owns, so several apps (instances, or one before and one
 * after a restart) can share it. Redis is used only when `env.REDIS_URL` is given; the
 * jobs timer only when `jobs` asks for it.
 */
export async function buildAppOn(
  database: Database,
  options: {
    env?: Record<string, string>;
    replyEngine?: ReplyEngine;
    replyWorker?: BuildAppOptions['replyWorker'];
    random?: BuildAppOptions['random'];
    clock?: BuildAppOptions['clock'];
    logger?: BuildAppOptions['logger'];
    jobs?: BuildAppOptions['jobs'];
    /** Runs after all plugins and routes are registered, before the app is ready. */
    beforeReady?: (app: FastifyInstance) => void;
  } = {},
): Promise<FastifyInstance> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'companions-chat-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...options.env });
  const app = await buildApp({
    config,
    database,
    ...(config.redisUrl ? {} : { redis: null }),
    ...(options.replyEngine ? { replyEngine: options.replyEngine } : {}),
    ...(options.replyWorker ? { replyWorker: options.replyWorker } : {}),
    ...(options.random ? { random: options.random } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
    jobs: options.jobs ?? { autoRun: false },
  });
  app.addHook('onClose', async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  options.beforeReady?.(app);
  await app.ready();
  return app;
}

/** Polls until `check` returns a value (not undefined/false), or fails after `timeoutMs`. */
export async function waitFor<T>(check: () => Promise<T | undefined | false>, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error('waitFor timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** An engine that never answers until aborted: leaves a job running for restart tests. */
export const hangingEngine: ReplyEngine = {
  name: 'hanging',
  async *generate(input) {
    await new Promise((_, reject) => {
      // A worker stopping between its claim and this call has aborted already: no event will come.
      if (input.signal.aborted) reject(input.signal.reason ?? new Error('aborted'));
      input.signal.addEventListener('abort', () => reject(input.signal.reason ?? new Error('aborted')), { once: true });
    });
    yield '';
  },
};

/**
 * Sends one visitor message through the API and waits for the companion's reply to it.
 * Returns the session cookie (created by the first message) and the reply.
 */
export async function chatTurn(
  app: FastifyInstance,
  message: string,
  options: { avatarId?: number; cookie?: string; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<{
  cookie: string;
  reply: string;
  history: { id: number; role: string; content: string; parentId: number | null }[];
}> {
  const avatarId = options.avatarId ?? 1;
  const sent = await app.inject({
    method: 'POST',
    url: `/api/chats/${avatarId}`,
    payload: { message },
    headers: { ...options.headers, ...(options.cookie ? { cookie: options.cookie } : {}) },
  });
  if (sent.statusCode !== 201) throw new Error(`sending failed: ${sent.statusCode} ${sent.body}`);
  const cookie = options.cookie ?? sessionCookieFrom(sent);
  const sentId = sent.json().message.id as number;
  const history = await waitFor(async () => {
    const h = (await app.inject({ url: `/api/chats/${avatarId}`, headers: { cookie } })).json() as {
      id: number;
      role: string;
      content: string;
      parentId: number | null;
    }[];
    return h.some((m) => m.role === 'assistant' && m.id > sentId) ? h : undefined;
  }, options.timeoutMs ?? 10_000);
  const reply = history.find((m) => m.role === 'assistant' && m.id > sentId)?.content ?? '';
  return { cookie, reply, history };
}

/** A logger that keeps the app's log lines (warnings and worse) as parsed objects. */
export function capturedLogs(): { logger: { level: string; stream: Writable }; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      done();
    },
  });
  return { logger: { level: 'warn', stream }, lines };
}

/**
 * Runs the summaries job once the last reply's growth check has marked its conversation:
 * that check runs just after the reply is stored, so a test that has read the reply can
 * get there first (the job then finds nothing due). Any outcome other than 'done, nothing
 * handled' is returned at once.
 */
export async function foldDueSummaries(app: FastifyInstance) {
  return waitFor(async () => {
    const outcome = await app.jobs.run('fold-chat-summaries');
    return outcome.status !== 'done' || (outcome.handled ?? 0) > 0 ? outcome : undefined;
  });
}
