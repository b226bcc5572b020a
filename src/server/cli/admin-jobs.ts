import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { JobOutcome } from '../jobs/job-runner.ts';
import { type Clock, fixedClock } from '../lib/clock.ts';
import { toTable } from './table-output.ts';

export type JobsCommand =
  | { kind: 'jobs-list' }
  /** `at`: run as if the clock said so (test mode only: see runJobsCommand). */
  | { kind: 'jobs-run'; name: string | undefined; at?: string };

/**
 * Runs `fn` on the app built (not started: no listening, no timers, no reply worker) on
 * the server's database, so the CLI knows the same jobs and the same payment provider.
 */
export async function withBuiltApp<T>(
  config: Config,
  database: Database,
  fn: (app: FastifyInstance) => Promise<T>,
  clock?: Clock,
): Promise<T> {
  const app = await buildApp({
    config,
    database,
    jobs: { autoRun: false },
    logger: { level: 'warn', stream: process.stderr },
    ...(clock ? { clock } : {}),
  });
  try {
    return await fn(app);
  } finally {
    await app.close();
  }
}

/** What the admin CLI prints, and whether the command did what was asked. */
export interface JobsResult {
  output: string;
  ok: boolean;
}

function describe(outcome: JobOutcome): string {
  if (outcome.status === 'done') return `${outcome.name}: done${outcome.handled ? ` (${outcome.handled})` : ''}`;
  if (outcome.status === 'failed') return `${outcome.name}: failed: ${outcome.error}`;
  return `${outcome.name}: running on another instance right now; try again when it has finished`;
}

/**
 * `jobs list` and `jobs run [name]` against the server's database, through the same
 * leases as the server: a job an instance is running is not run twice. `jobs run` runs
 * what is due now; `jobs run <name>` runs that job whether due or not, and its next run is
 * counted from now.
 */
export async function runJobsCommand(command: JobsCommand, config: Config, database: Database): Promise<JobsResult> {
  const at = command.kind === 'jobs-run' ? command.at : undefined;
  return withBuiltApp(config, database, (app) => jobsCommand(app, command), at ? fixedClock(at) : undefined);
}

/**
 * `jobs run --at <time>` runs the jobs as if it were that time: how the end-to-end suite
 * moves a real server's renewals and payouts on. Only while the test-mode payment provider
 * runs (no real money moves); with a real provider it is refused.
 */
async function jobsCommand(app: FastifyInstance, command: JobsCommand): Promise<JobsResult> {
  if (command.kind === 'jobs-run' && command.at && !app.ctx.payments.testMode) {
    return { output: '--at moves time for the jobs: only with the test-mode payment provider.\n', ok: false };
  }
  if (command.kind === 'jobs-list') {
    const rows = await app.jobs.list();
    const table = toTable(rows, [
      { header: 'name', value: (r) => r.name },
      { header: 'next_run_at', value: (r) => r.nextRunAt ?? 'at next start' },
      { header: 'running_on', value: (r) => r.runningOn ?? '' },
      { header: 'last_finished_at', value: (r) => r.lastFinishedAt ?? '' },
      { header: 'last_error', value: (r) => r.lastError ?? '', maxWidth: 40 },
      { header: 'what it does', value: (r) => r.description, maxWidth: 60 },
    ]);
    return { output: `${table}\n`, ok: true };
  }
  if (command.name !== undefined && !app.jobs.names().includes(command.name)) {
    return { output: `Unknown job: ${command.name}. Jobs: ${app.jobs.names().join(', ')}\n`, ok: false };
  }
  const now = app.ctx.clock.now();
  const outcomes = command.name ? [await app.jobs.run(command.name, now)] : await app.jobs.runDue(now);
  if (outcomes.length === 0) return { output: 'No job was due.\n', ok: true };
  return {
    output: `${outcomes.map(describe).join('\n')}\n`,
    ok: outcomes.every((o) => o.status === 'done'),
  };
}
