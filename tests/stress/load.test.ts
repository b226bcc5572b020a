import http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { expect, it } from 'vitest';
import { HttpClient } from './support/http.ts';
import { percentile, printTable, RequestStats } from './support/stats.ts';
import { forEachDialect } from './support/suite.ts';
import { sleep } from './support/wait.ts';
import {
  type Action,
  drive,
  expectNothingLost,
  ledgerCounts,
  newLedger,
  Visitor,
  visibleAvatarIds,
  type World,
} from './support/workload.ts';

/**
 * 200 concurrent visitors for 60 s (STRESS_LOAD_SECONDS) of mixed reads and writes against
 * the built server: browse, profile, search, sign-up + login, favourite, chat send and
 * history. Every request must be answered as expected (0 errors), every acknowledged
 * write must be found afterwards (0 lost), and the latencies are printed.
 *
 * RATE_LIMIT_MULTIPLIER=1000: all 200 visitors come from 127.0.0.1, so the per-address
 * auth limit (60/min) and the per-visitor chat limit (20/min) would otherwise turn the
 * load into 429s. The limiter itself is proven in the scale-out test.
 */
const VISITORS = 200;
const SECONDS = Number(process.env.STRESS_LOAD_SECONDS ?? 60);

/** When each visitor signs up (half of them do, spread over the run) and logs in again. */
function mixedTraffic(startedAt: number) {
  const signUpAt = new WeakMap<Visitor, number>();
  const reloginAt = new WeakMap<Visitor, number>();
  const at = (from: number, to: number) => startedAt + (from + Math.random() * (to - from)) * SECONDS * 1000;
  return (v: Visitor): Action => {
    if (!signUpAt.has(v)) {
      signUpAt.set(v, Math.random() < 0.5 ? at(0, 0.7) : Number.POSITIVE_INFINITY);
      reloginAt.set(v, Math.random() < 0.3 ? at(0.7, 0.9) : Number.POSITIVE_INFINITY);
    }
    const now = Date.now();
    if (!v.isMember && now >= (signUpAt.get(v) ?? 0)) {
      signUpAt.set(v, Number.POSITIVE_INFINITY);
      return 'sign-up';
    }
    if (v.isMember && now >= (reloginAt.get(v) ?? 0)) {
      reloginAt.set(v, Number.POSITIVE_INFINITY);
      return 'relogin';
    }
    const r = Math.random();
    if (r < 0.2) return 'browse';
    if (r < 0.3) return 'profile';
    if (r < 0.45) return 'search';
    if (r < 0.65) return 'chat';
    if (r < 0.8) return 'history';
    if (r < 0.9) return 'favourite';
    return v.isMember ? 'favourites' : 'browse';
  };
}

/**
 * While the visitors keep the server busy, a newcomer opens a fresh connection every 3 s and
 * times its first answer. Printed, not asserted: a saturated server accepts one new
 * connection per event-loop turn (libuv since Node 20), and on SQLite a turn can take a
 * second or more, so this is where saturation shows first.
 */
async function newcomerLatencies(url: string, done: () => boolean): Promise<number[]> {
  const times: number[] = [];
  while (!done()) {
    await sleep(3000);
    if (done()) break;
    const agent = new http.Agent({ keepAlive: false });
    try {
      times.push((await new HttpClient(url, { agent, timeoutMs: 120_000 }).get('/api/avatars?limit=8')).ms);
    } catch {
      times.push(Number.POSITIVE_INFINITY);
    } finally {
      agent.destroy();
    }
  }
  return times.sort((a, b) => a - b);
}

forEachDialect('Load', (dialect, resources) => {
  it(`${VISITORS} concurrent visitors for ${SECONDS} s: 0 errors, 0 lost writes`, async () => {
    const database = await resources.database(dialect);
    const server = await resources.server({ env: { ...database.env, RATE_LIMIT_MULTIPLIER: '1000' } });
    const world: World = {
      ledger: newLedger(),
      stats: new RequestStats(),
      avatarIds: await visibleAvatarIds(server.url),
      agent: new http.Agent({ keepAlive: true }),
    };
    const url = server.url;
    const visitors = Array.from({ length: VISITORS }, () => new Visitor(url, world));
    // Every visitor's keep-alive connection is open before the clock starts (see newcomers below).
    await Promise.all(visitors.map((v) => v.client.get('/api/health')));
    // The load runs in this process: if its own event loop stalls, the latencies mean little.
    const clientLag = monitorEventLoopDelay({ resolution: 20 });
    clientLag.enable();
    const startedAt = Date.now();
    const endsAt = startedAt + SECONDS * 1000;
    const done = () => Date.now() >= endsAt;
    const [newcomers] = await Promise.all([
      newcomerLatencies(url, done),
      drive(visitors, mixedTraffic(startedAt), done),
    ]);
    const elapsed = (Date.now() - startedAt) / 1000;
    clientLag.disable();

    printTable(
      `Load on ${dialect}: ${VISITORS} visitors, ${elapsed.toFixed(1)} s, ${world.stats.succeeded} requests answered (latency in ms, measured by the client on the same 2 cores)`,
      world.stats.rows(elapsed),
    );
    printTable(`Load on ${dialect}: acknowledged writes`, [ledgerCounts(world.ledger)]);
    console.log(
      `Load on ${dialect}: the load generator's own event loop lagged at most ${Math.round(clientLag.max / 1e6)} ms`,
    );
    console.log(
      `Load on ${dialect}: a newcomer (new connection) waited p50 ${Math.round(percentile(newcomers, 50))} ms, max ${Math.round(newcomers.at(-1) ?? 0)} ms for its first answer (${newcomers.length} tries, measured, not judged)`,
    );
    if (server.errorLines().length > 0) console.log(server.errorLines().slice(0, 10).join('\n'));
    expect(world.stats.failureSummary(), 'failed requests').toEqual([]);

    await expectNothingLost(world.ledger, database, url);
    for (const [kind, count] of Object.entries(ledgerCounts(world.ledger))) {
      expect(count, kind).toBeGreaterThan(0);
    }
    console.log(`Load on ${dialect}: p99 ${Math.round(world.stats.p99())} ms over all requests`);

    world.agent.destroy();
    const exit = await server.stop();
    expect(exit.code).toBe(0);
    expect(server.errorLines()).toEqual([]);
  });
});
