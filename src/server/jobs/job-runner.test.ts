import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { type Database, databaseOptionsFor, openDatabase } from '../db/database.ts';
import { fixedClock } from '../lib/clock.ts';
import { buildAppOn, createSharedDatabase, waitFor } from '../test/app-instances.ts';
import { type TestDatabase, testDialect } from '../test/test-app.ts';
import { every, type JobDefinition, type JobOutcome } from './job-runner.ts';

const HOUR = 60 * 60_000;
const T0 = '2030-01-01T00:00:00.000Z';

let testDb: TestDatabase;
/** A second connection to the same database, as another instance opens it. */
let other: Database;
const apps: FastifyInstance[] = [];
let n = 0;

beforeAll(async () => {
  testDb = await createSharedDatabase();
  other = openDatabase(databaseOptionsFor(loadConfig(testDb.env)));
});
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});
afterAll(async () => {
  await other.close();
  await testDb.drop();
});

async function track(app: Promise<FastifyInstance>): Promise<FastifyInstance> {
  const built = await app;
  apps.push(built);
  return built;
}

/** A job with a name of its own (the database is shared by the tests) that counts its runs. */
function countingJob(overrides: Partial<JobDefinition> = {}) {
  const runs: Date[] = [];
  const job: JobDefinition = {
    name: `test-counting-${++n}`,
    description: 'counts',
    nextRunAfter: every(HOUR),
    run: async ({ now }) => {
      runs.push(now);
      // Long enough for a racing instance to try its claim while this run holds the lease.
      await new Promise((resolve) => setTimeout(resolve, 20));
      return runs.length;
    },
    ...overrides,
  };
  return { job, runs };
}

/** The outcomes of this file's jobs (the app's own jobs run beside them). */
function mine(outcomes: JobOutcome[]): JobOutcome[] {
  return outcomes.filter((o) => o.name.startsWith('test-'));
}

async function status(app: FastifyInstance, name: string) {
  return (await app.jobs.list()).find((s) => s.name === name);
}

describe(`jobs on ${testDialect}`, () => {
  it('runs each due job in one instance only when two share the database', async () => {
    const clock = fixedClock(T0);
    const a = await track(buildAppOn(testDb.database, { clock }));
    const b = await track(buildAppOn(other, { clock }));
    const { job, runs } = countingJob();
    a.jobs.define(job);
    b.jobs.define(job);

    for (let slot = 0; slot < 4; slot++) {
      const [fromA, fromB] = await Promise.all([a.jobs.runDue(), b.jobs.runDue()]);
      expect(mine([...fromA, ...fromB])).toEqual([expect.objectContaining({ name: job.name, status: 'done' })]);
      expect(runs).toHaveLength(slot + 1);
      // Asked again at the same moment: nothing is due any more, in either instance.
      expect(mine([...(await a.jobs.runDue()), ...(await b.jobs.runDue())])).toEqual([]);
      clock.advance(HOUR);
    }
  });

  it('runs when the clock reaches its time, not before', async () => {
    const clock = fixedClock(T0);
    const app = await track(buildAppOn(testDb.database, { clock }));
    const { job, runs } = countingJob();
    app.jobs.define(job);

    await app.jobs.runDue();
    expect(runs).toHaveLength(1);
    clock.advance(HOUR - 1);
    await app.jobs.runDue();
    expect(runs).toHaveLength(1);
    clock.advance(1);
    await app.jobs.runDue();
    expect(runs.map((d) => d.toISOString())).toEqual([T0, '2030-01-01T01:00:00.000Z']);
    expect(await status(app, job.name)).toMatchObject({ nextRunAt: '2030-01-01T02:00:00.000Z', lastError: null });
  });

  it('runs a job owed while the process was down once, right after the restart', async () => {
    const clock = fixedClock(T0);
    const { job, runs } = countingJob();
    const before = await track(buildAppOn(testDb.database, { clock }));
    before.jobs.define(job);
    await before.jobs.runDue();
    expect(runs).toHaveLength(1);
    await before.close();
    apps.splice(apps.indexOf(before), 1);

    // Three slots pass while no instance runs; the restarted one starts its timer as usual.
    clock.advance(3 * HOUR + 5 * 60_000);
    const after = await track(
      buildAppOn(testDb.database, {
        clock,
        jobs: { pollIntervalMs: 60 * 60_000 },
        beforeReady: (app) => app.jobs.define(job),
      }),
    );
    await waitFor(async () => runs.length === 2);
    await after.jobs.runDue();
    expect(runs).toHaveLength(2);
    expect((await status(after, job.name))?.nextRunAt).toBe('2030-01-01T04:05:00.000Z');
  });

  it('logs a failing job, runs the others, and tries it again at its next time', async () => {
    const clock = fixedClock(T0);
    const lines: string[] = [];
    const app = await track(
      buildAppOn(testDb.database, {
        clock,
        logger: { level: 'error', stream: { write: (line: string) => void lines.push(line) } },
      }),
    );
    let failures = 1;
    const failing: JobDefinition = {
      name: `test-failing-${++n}`,
      description: 'fails once',
      nextRunAfter: every(HOUR),
      run: async () => {
        if (failures-- > 0) throw new Error('provider unreachable');
        return undefined;
      },
    };
    const { job: counting, runs } = countingJob();
    app.jobs.define(failing);
    app.jobs.define(counting);

    const first = mine(await app.jobs.runDue());
    expect(first).toEqual([
      { name: failing.name, status: 'failed', error: 'provider unreachable' },
      { name: counting.name, status: 'done', handled: 1 },
    ]);
    expect(lines.some((l) => l.includes(failing.name) && l.includes('provider unreachable'))).toBe(true);
    expect((await status(app, failing.name))?.lastError).toBe('provider unreachable');

    expect(mine(await app.jobs.runDue())).toEqual([]);
    clock.advance(HOUR);
    const second = mine(await app.jobs.runDue());
    expect(second.map((o) => [o.name, o.status])).toEqual([
      [failing.name, 'done'],
      [counting.name, 'done'],
    ]);
    expect(runs).toHaveLength(2);
    expect((await status(app, failing.name))?.lastError).toBeNull();
  });

  it('takes over a run whose instance died once its lease has run out', async () => {
    const clock = fixedClock(T0);
    const app = await track(buildAppOn(testDb.database, { clock }));
    const { job, runs } = countingJob({ leaseMs: 10 * 60_000 });
    app.jobs.define(job);
    // A crashed instance's claim: due, leased until T0 + 10 min.
    await testDb.database.db
      .insertInto('job_runs')
      .values({ name: job.name, next_run_at: T0, lease_owner: 'crashed', lease_until: '2030-01-01T00:10:00.000Z' })
      .execute();

    await app.jobs.runDue();
    expect(await app.jobs.run(job.name)).toEqual({ name: job.name, status: 'busy' });
    expect((await status(app, job.name))?.runningOn).toBe('crashed');
    clock.advance(10 * 60_000);
    await app.jobs.runDue();
    expect(runs).toHaveLength(1);
    expect((await status(app, job.name))?.runningOn).toBeNull();
  });

  it('keeps the lease of a long run alive, so no other instance takes it over', async () => {
    const clock = fixedClock(T0);
    const a = await track(buildAppOn(testDb.database, { clock }));
    const b = await track(buildAppOn(other, { clock }));
    const later = '2030-01-01T00:00:05.000Z';
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { job, runs } = countingJob({
      leaseMs: 3000,
      run: async ({ now }) => {
        runs.push(now);
        await gate;
        return undefined;
      },
    });
    a.jobs.define(job);
    b.jobs.define(job);
    const running = a.jobs.runDue();
    try {
      await waitFor(async () => runs.length === 1);
      // The run outlives its first lease (T0 + 3 s) on the clock…
      clock.set(later);
      const leaseUntil = async () =>
        (
          await testDb.database.db.selectFrom('job_runs').select('lease_until').where('name', '=', job.name).execute()
        )[0]?.lease_until;
      // …and its instance renews it (every second of real time) from the clock's now.
      await waitFor(async () => (await leaseUntil()) === '2030-01-01T00:00:08.000Z', 15_000);
      expect(await b.jobs.run(job.name)).toEqual({ name: job.name, status: 'busy' });
    } finally {
      release();
      await running;
    }
    expect(runs).toHaveLength(1);
  });

  it('waits for a running job when the app closes, and tells it to wrap up', async () => {
    const app = await buildAppOn(testDb.database, { clock: fixedClock(T0) });
    const order: string[] = [];
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started = false;
    let aborted = false;
    app.jobs.define({
      name: `test-slow-${++n}`,
      description: 'waits for the test',
      nextRunAfter: every(HOUR),
      run: async ({ signal }) => {
        started = true;
        signal.addEventListener('abort', () => {
          aborted = true;
        });
        await gate;
        order.push('job finished');
        return undefined;
      },
    });
    const pass = app.jobs.runDue();
    await waitFor(async () => started);
    const closed = app.close().then(() => order.push('app closed'));
    await waitFor(async () => aborted);
    expect(order).toEqual([]);
    release();
    await closed;
    await pass;
    expect(order).toEqual(['job finished', 'app closed']);
  });
});
