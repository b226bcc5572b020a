/**
 * The money path: how long a member waits from Subscribe to reading what it unlocks, and
 * what the entitlement check costs the content route. Through the real app (`app.inject`,
 * one request at a time), with the offline test provider, on a throw-away database:
 * - checkout to entitlement: POST checkout, the provider's card field (token), pay (the
 *   charge, the subscription, the ledger in one transaction), then GET is-subscribed
 *   answering true; one fresh member per run;
 * - GET /api/avatars/:id/content for a subscriber (the entitlement is looked up) and for a
 *   guest (no lookup), on an avatar with 12 items, 6 of them subscriber-only.
 * Prints p50/p99 in milliseconds. `npm run bench` runs it (alone with BENCH_ONLY=economy).
 *
 * Options (env): BENCH_RUNS (default 200), BENCH_DIALECT (sqlite | postgres | both; default
 * both when TEST_DATABASE_URL is set).
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/database.ts';
import { prepareDatabase } from '../../src/server/db/prepare.ts';
import { systemClock } from '../../src/server/lib/clock.ts';
import { createUser } from '../../src/server/test/creator-fixtures.ts';
import { createPaidAvatar, subscribeWithCard } from '../../src/server/test/economy-fixtures.ts';
import { throwAwayDatabase } from './lib/server.mjs';
import { printTable } from './lib/table.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const WARM_UP = 5;

interface Timing {
  label: string;
  p50: number;
  p99: number;
}

function summary(label: string, samples: number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
  return { label, p50: at(50), p99: at(99) };
}

const since = (t0: bigint) => Number(process.hrtime.bigint() - t0) / 1e6;

async function checkoutToEntitlement(app: FastifyInstance, avatarId: number): Promise<Timing[]> {
  const whole: number[] = [];
  const pay: number[] = [];
  for (let i = 0; i < RUNS + WARM_UP; i++) {
    const member = await createUser(app.ctx, 'user');
    const t0 = process.hrtime.bigint();
    const { res } = await subscribeWithCard(app, { cookie: member.cookie, avatarId });
    const paid = since(t0);
    const check = await app.inject({
      url: `/api/avatars/${avatarId}/is-subscribed`,
      headers: { cookie: member.cookie },
    });
    if (res.statusCode !== 200 || check.json().isSubscribed !== true) {
      throw new Error(`run ${i}: ${res.statusCode} ${res.body} / ${check.body}`);
    }
    if (i >= WARM_UP) {
      whole.push(since(t0));
      pay.push(paid);
    }
  }
  return [
    summary('Subscribe → card → pay → is-subscribed true (4 requests)', whole),
    summary('Subscribe → card → pay (3 requests)', pay),
  ];
}

async function contentRoute(app: FastifyInstance, avatarId: number, label: string, cookie?: string): Promise<Timing> {
  const samples: number[] = [];
  for (let i = 0; i < RUNS + WARM_UP; i++) {
    const t0 = process.hrtime.bigint();
    const res = await app.inject({ url: `/api/avatars/${avatarId}/content`, headers: cookie ? { cookie } : {} });
    const ms = since(t0);
    if (res.statusCode !== 200) throw new Error(`${label}: ${res.statusCode} ${res.body}`);
    if (i >= WARM_UP) samples.push(ms);
  }
  return summary(label, samples);
}

async function benchDialect(kind: 'sqlite' | 'postgres'): Promise<Timing[]> {
  const throwaway = await throwAwayDatabase(kind, process.env.TEST_DATABASE_URL, 'bench');
  const dataDir = throwaway.env.DATA_DIR;
  const database = throwaway.env.DATABASE_URL
    ? openDatabase({ kind: 'postgres', url: throwaway.env.DATABASE_URL, poolSize: 4 })
    : openDatabase({ kind: 'sqlite', file: path.join(dataDir, 'bench.db') });
  try {
    await prepareDatabase(database, { seed: false, clock: systemClock });
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      RATE_LIMIT_MULTIPLIER: '1000',
    });
    const app = await buildApp({ config, database, redis: null, jobs: { autoRun: false } });
    await app.ready();
    try {
      const paid = await createPaidAvatar(app.ctx);
      // Twelve items, half of them subscriber-only (the fixture made four: add eight).
      for (let i = 0; i < 8; i++) {
        await app.ctx.db
          .insertInto('content_items')
          .values({
            avatar_id: paid.avatarId,
            title: `Bench ${i}`,
            type: 'text',
            content_details: `details ${i}`,
            is_preview: i % 2 === 0 ? 0 : 1,
            status: 'published',
            published_at: new Date().toISOString(),
            created_at: new Date().toISOString(),
            updated_at: new Date().toISOString(),
          })
          .execute();
      }
      const timings = await checkoutToEntitlement(app, paid.avatarId);
      const subscriber = await createUser(app.ctx, 'user');
      await subscribeWithCard(app, { cookie: subscriber.cookie, avatarId: paid.avatarId });
      timings.push(
        await contentRoute(app, paid.avatarId, 'GET /api/avatars/:id/content, subscriber', subscriber.cookie),
      );
      timings.push(await contentRoute(app, paid.avatarId, 'GET /api/avatars/:id/content, guest (no session)'));
      await app.ctx.background.drain();
      return timings;
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    await throwaway.drop();
  }
}

function print(kind: string, timings: Timing[]): void {
  printTable(
    `${kind}: the money path, ${RUNS} runs each (through app.inject, test-mode provider)`,
    ['case', 'p50 ms', 'p99 ms'],
    timings.map((t) => ({ case: t.label, 'p50 ms': t.p50.toFixed(2), 'p99 ms': t.p99.toFixed(2) })),
  );
}

const dialectEnv = process.env.BENCH_DIALECT ?? (process.env.TEST_DATABASE_URL ? 'both' : 'sqlite');
if ((dialectEnv === 'postgres' || dialectEnv === 'both') && !process.env.TEST_DATABASE_URL) {
  throw new Error('PostgreSQL needs TEST_DATABASE_URL (an admin connection that may create databases)');
}
if (dialectEnv === 'sqlite' || dialectEnv === 'both') print('SQLite', await benchDialect('sqlite'));
if (dialectEnv === 'postgres' || dialectEnv === 'both') print('PostgreSQL', await benchDialect('postgres'));
