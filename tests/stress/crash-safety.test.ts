import http from 'node:http';
import { expect, it } from 'vitest';
import type { StressDatabase } from './support/databases.ts';
import { printTable, RequestStats } from './support/stats.ts';
import { forEachDialect } from './support/suite.ts';
import { sleep, until } from './support/wait.ts';
import {
  drive,
  expectNothingLost,
  type Ledger,
  ledgerCounts,
  newLedger,
  Visitor,
  visibleAvatarIds,
  type World,
  writeHeavy,
} from './support/workload.ts';

/**
 * A server taking sign-ups, chat messages and favourites from concurrent visitors is
 * killed with SIGKILL at a random moment, five times. After each kill the database must
 * open cleanly, and after each restart every write the server acknowledged (2xx) must be
 * there, including the reply job each chat message is owed, which the restarted server
 * then answers.
 */
const ROUNDS = 5;
const VISITORS = 12;
/**
 * The reply worker's lease (REPLY_LEASE_SECONDS; 30 by default, shortened here so the wait
 * after each dialect's last kill is short): jobs a killed server was writing are taken over after it.
 */
const REPLY_LEASE_SECONDS = 5;
const REPLY_LEASE_MS = REPLY_LEASE_SECONDS * 1000;

/** Waits until every acknowledged chat message has its assistant reply; returns how long it took. */
async function waitForReplies(database: StressDatabase, ledger: Ledger, timeoutMs: number): Promise<number> {
  const started = Date.now();
  const reader = database.open();
  const ids = [...ledger.messages.keys()];
  try {
    await until(
      async () => {
        let answered = 0;
        for (let i = 0; i < ids.length; i += 400) {
          const part = ids.slice(i, i + 400);
          answered += (await reader.db.selectFrom('chat_messages').select('id').where('reply_to', 'in', part).execute())
            .length;
        }
        return answered === ids.length;
      },
      `replies to all ${ids.length} acknowledged chat messages`,
      timeoutMs,
    );
    return Date.now() - started;
  } finally {
    await reader.close();
  }
}

forEachDialect('Crash safety', (dialect, resources) => {
  it(`keeps every acknowledged write through ${ROUNDS} SIGKILLs at random moments`, async () => {
    const database = await resources.database(dialect);
    const env = { ...database.env, RATE_LIMIT_MULTIPLIER: '1000', REPLY_LEASE_SECONDS: String(REPLY_LEASE_SECONDS) };
    let server = await resources.server({ env });
    const world: World = {
      ledger: newLedger(),
      stats: new RequestStats(),
      avatarIds: await visibleAvatarIds(server.url),
      agent: new http.Agent({ keepAlive: true }),
    };
    // The same browsers across rounds: their sessions must survive the crashes too.
    const visitors = Array.from({ length: VISITORS }, () => new Visitor(server.url, world));
    const rows: Array<Record<string, string | number>> = [];
    let unanswered = 0;

    for (let round = 1; round <= ROUNDS; round++) {
      world.stats = new RequestStats();
      let killed = false;
      const load = drive(visitors, writeHeavy, () => killed);
      // The random moment counts from the round's first answer: on a busy machine a
      // restarted server can take longer than the whole window to answer at all, and a
      // round killed before it did would prove nothing (every kind of write must be
      // acknowledged at some point, below).
      await until(async () => world.stats.succeeded > 0, 'the first answer of the round', 30_000);
      const killAfterMs = Math.round(300 + Math.random() * 1700);
      await sleep(killAfterMs);
      const exit = await server.kill();
      killed = true;
      await load;
      expect(exit.signal).toBe('SIGKILL');
      // Before the kill every request was answered as expected: no 5xx, no surprise 4xx.
      expect(world.stats.badResponses.slice(0, 10)).toEqual([]);
      expect(server.errorLines()).toEqual([]);
      unanswered += world.stats.unanswered.length;

      expect(await database.problems()).toEqual([]);
      server = await resources.server({ env, port: server.port });
      await expectNothingLost(world.ledger, database, server.url);
      rows.push({
        round,
        'killed ms after its first answer': killAfterMs,
        'answered 2xx': world.stats.succeeded,
        'cut off': world.stats.unanswered.length,
        ...ledgerCounts(world.ledger),
      });
    }
    printTable(`Crash safety on ${dialect}: acknowledged writes so far, all present after each restart`, rows);

    // The kills landed mid-load, and every kind of write was acknowledged at some point.
    expect(unanswered).toBeGreaterThan(0);
    for (const [kind, count] of Object.entries(ledgerCounts(world.ledger))) {
      expect(count, kind).toBeGreaterThan(0);
    }
    // Replies owed when the server died are produced after the restart (jobs the dead
    // server was writing are taken over once their lease runs out).
    const tookMs = await waitForReplies(database, world.ledger, REPLY_LEASE_MS + 20_000);
    console.log(
      `Crash safety on ${dialect}: all ${world.ledger.messages.size} owed replies produced ${tookMs} ms after the last restart`,
    );

    world.agent.destroy();
    const exit = await server.stop();
    expect(exit.code).toBe(0);
    expect(server.errorLines()).toEqual([]);
  });
});
