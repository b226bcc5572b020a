import { randomUUID } from 'node:crypto';
import type { AppContext } from '../context.ts';
import * as repo from './job-runs.repo.ts';

/** What a job receives for one run. */
export interface JobRun {
  ctx: AppContext;
  /** The clock's time when the pass that runs it began. */
  now: Date;
  /** Aborted when the app closes: a job working in batches stops after the current one. */
  signal: AbortSignal;
}

/**
 * A named piece of periodic work that a module hands to the jobs plugin
 * (`app.jobs.define(job)`). Runs are claimed through `job_runs`, so each scheduled run
 * happens in one instance only, whichever instance gets there first.
 *
 * A run counts as done when `run` resolves and as failed when it throws; either way the
 * next one is scheduled with `nextRunAfter` (a failure is logged and simply tried again
 * then). The guarantee is "at most one instance at a time, at least once per slot", not
 * "exactly once": a run whose instance dies halfway is run again once its lease ends, and
 * one that outlives its lease may overlap the next. So a job makes its own effects
 * idempotent (conditional updates, unique keys, "where not yet done" filters): a renewal
 * or a payout records what it did in the same transaction as doing it.
 */
export interface JobDefinition {
  /** kebab-case, stable: the key of its row in job_runs and the name `npm run admin -- jobs run` takes. */
  name: string;
  /** One line for `npm run admin -- jobs list`. */
  description: string;
  /** When the next run is due, from the moment this one started (see `every`). */
  nextRunAfter(start: Date): Date;
  /**
   * How long a run is held without a sign of life before another instance assumes its
   * holder died and takes it over (default a minute; renewed every third of it while the
   * run goes on, so a long run keeps it).
   */
  leaseMs?: number;
  /** Does the work; may return how many things it handled (logged, shown by the CLI). */
  run(job: JobRun): Promise<number | undefined>;
}

/** A fixed interval: runs owed while every instance was down collapse into one. */
export function every(ms: number): (start: Date) => Date {
  return (start) => new Date(start.getTime() + ms);
}

export type JobOutcome =
  | { name: string; status: 'done'; handled: number | undefined }
  | { name: string; status: 'failed'; error: string }
  /** Forced run of a job another instance is running right now. */
  | { name: string; status: 'busy' };

export interface JobStatus {
  name: string;
  description: string;
  /** null until an instance has seen the job (it is due at once then). */
  nextRunAt: string | null;
  /** The instance holding a live lease, if a run is in progress. */
  runningOn: string | null;
  lastStartedAt: string | null;
  lastFinishedAt: string | null;
  lastError: string | null;
}

const DEFAULT_LEASE_MS = 60_000;
const NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function describeError(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}

/**
 * Runs the defined jobs that are due, one after the other, in this instance. Passes never
 * overlap within an instance (a pass asked for while one runs waits for it); across
 * instances the lease in job_runs decides. Time comes from `ctx.clock`, so tests move the
 * clock and call `runDue` instead of waiting.
 */
export class JobRunner {
  readonly instanceId = randomUUID();
  private readonly jobs = new Map<string, JobDefinition>();
  private readonly closing = new AbortController();
  private tail: Promise<unknown> = Promise.resolve();
  private pending = 0;

  constructor(private readonly ctx: AppContext) {}

  define(job: JobDefinition): void {
    if (!NAME.test(job.name)) throw new Error(`job name must be kebab-case: ${job.name}`);
    if (this.jobs.has(job.name)) throw new Error(`job defined twice: ${job.name}`);
    this.jobs.set(job.name, job);
  }

  names(): string[] {
    return [...this.jobs.keys()].sort();
  }

  /** Runs every job due at `now` that no other instance holds; resolves with what ran. */
  runDue(now: Date = this.ctx.clock.now()): Promise<JobOutcome[]> {
    return this.enqueue(() => this.pass([...this.jobs.values()], now, false));
  }

  /** Runs one job now, due or not (the admin CLI); 'busy' while another instance runs it. */
  async run(name: string, now: Date = this.ctx.clock.now()): Promise<JobOutcome> {
    const job = this.jobs.get(name);
    if (!job) throw new Error(`no job named ${name}; known: ${this.names().join(', ')}`);
    const [outcome] = await this.enqueue(() => this.pass([job], now, true));
    return outcome ?? { name, status: 'busy' };
  }

  /** The timer's entry: starts a pass unless one is already running or queued. */
  tick(): void {
    if (this.pending > 0 || this.closing.signal.aborted) return;
    this.runDue().catch((error: unknown) => this.ctx.log.error({ err: error }, 'jobs pass failed'));
  }

  async list(now: Date = this.ctx.clock.now()): Promise<JobStatus[]> {
    const rows = new Map((await repo.findJobRuns(this.ctx.db, this.names())).map((r) => [r.name, r]));
    return this.names().map((name) => {
      const row = rows.get(name);
      const leased = row?.lease_until != null && Date.parse(row.lease_until) > now.getTime();
      return {
        name,
        description: this.jobs.get(name)?.description ?? '',
        nextRunAt: row?.next_run_at ?? null,
        runningOn: leased ? (row?.lease_owner ?? null) : null,
        lastStartedAt: row?.last_started_at ?? null,
        lastFinishedAt: row?.last_finished_at ?? null,
        lastError: row?.last_error ?? null,
      };
    });
  }

  /** Starts no more runs, tells a running job to wrap up, and waits for it. */
  async stop(): Promise<void> {
    this.closing.abort(new Error('app closing'));
    await this.tail;
  }

  private enqueue<T>(work: () => Promise<T>): Promise<T> {
    this.pending++;
    const result = this.tail.then(work).finally(() => this.pending--);
    this.tail = result.catch(() => {});
    return result;
  }

  private async pass(jobs: JobDefinition[], now: Date, force: boolean): Promise<JobOutcome[]> {
    if (this.closing.signal.aborted) return [];
    const rows = new Map(
      (
        await repo.findJobRuns(
          this.ctx.db,
          jobs.map((j) => j.name),
        )
      ).map((r) => [r.name, r]),
    );
    const outcomes: JobOutcome[] = [];
    for (const job of jobs) {
      if (this.closing.signal.aborted) break;
      const row = rows.get(job.name);
      try {
        if (!row) await repo.insertJobRun(this.ctx.db, job.name, now.toISOString());
        else if (!force && Date.parse(row.next_run_at) > now.getTime()) continue;
        const outcome = await this.runOne(job, now, force);
        if (outcome) outcomes.push(outcome);
      } catch (error) {
        // The database refused the claim or the bookkeeping: the lease (if taken) runs
        // out and the run is tried again; the other jobs go on.
        this.ctx.log.error({ err: error, job: job.name }, 'job bookkeeping failed');
        outcomes.push({ name: job.name, status: 'failed', error: describeError(error) });
      }
    }
    return outcomes;
  }

  private async runOne(job: JobDefinition, now: Date, force: boolean): Promise<JobOutcome | null> {
    const { ctx, instanceId: owner } = this;
    const leaseMs = job.leaseMs ?? DEFAULT_LEASE_MS;
    const leaseUntil = new Date(now.getTime() + leaseMs).toISOString();
    const won = await repo.claimJobRun(ctx.db, { name: job.name, owner, now: now.toISOString(), leaseUntil, force });
    if (!won) return force ? { name: job.name, status: 'busy' } : null;

    // Renew the lease while the job works, so a long run is not mistaken for a dead one.
    const renewal = setInterval(
      () => {
        const until = new Date(ctx.clock.now().getTime() + leaseMs).toISOString();
        repo
          .renewJobLease(ctx.db, { name: job.name, owner, leaseUntil: until })
          .catch((error: unknown) => ctx.log.warn({ err: error, job: job.name }, 'could not renew the job lease'));
      },
      Math.max(1000, Math.floor(leaseMs / 3)),
    );
    renewal.unref();
    let outcome: JobOutcome;
    try {
      const handled = await job.run({ ctx, now, signal: this.closing.signal });
      outcome = { name: job.name, status: 'done', handled };
      if (handled) ctx.log.info({ job: job.name, handled }, 'job done');
    } catch (error) {
      outcome = { name: job.name, status: 'failed', error: describeError(error) };
      ctx.log.error({ err: error, job: job.name }, 'job failed; it runs again at its next time');
    } finally {
      clearInterval(renewal);
    }
    const kept = await repo.finishJobRun(ctx.db, {
      name: job.name,
      owner,
      nextRunAt: job.nextRunAfter(now).toISOString(),
      finishedAt: ctx.clock.now().toISOString(),
      error: outcome.status === 'failed' ? outcome.error : null,
    });
    if (!kept) ctx.log.warn({ job: job.name }, 'job ran longer than its lease; another instance may have run it too');
    return outcome;
  }
}
