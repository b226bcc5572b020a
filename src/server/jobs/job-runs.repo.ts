import type { Kysely, Selectable } from 'kysely';
import type { DB, JobRunsTable } from '../db/schema.ts';

/** SQL for job_runs: one row per named job, claimed with a lease (see job-runner.ts). */
export type JobRunRow = Selectable<JobRunsTable>;

export async function findJobRuns(db: Kysely<DB>, names: string[]): Promise<JobRunRow[]> {
  if (names.length === 0) return [];
  return db.selectFrom('job_runs').selectAll().where('name', 'in', names).orderBy('name').execute();
}

/** A job seen for the first time is due at once; an existing row (another instance's) is kept. */
export async function insertJobRun(db: Kysely<DB>, name: string, nextRunAt: string): Promise<void> {
  await db
    .insertInto('job_runs')
    .values({ name, next_run_at: nextRunAt })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}

/**
 * Takes the next run of a job for one instance. A single conditional UPDATE: of several
 * instances racing for the same run, exactly one still finds it due and unleased
 * (PostgreSQL re-checks the WHERE after the row lock; SQLite has one writer). `force`
 * claims it whether due or not (an admin's `jobs run <name>`), never from a live lease.
 */
export async function claimJobRun(
  db: Kysely<DB>,
  args: { name: string; owner: string; now: string; leaseUntil: string; force: boolean },
): Promise<boolean> {
  let query = db
    .updateTable('job_runs')
    .set({ lease_owner: args.owner, lease_until: args.leaseUntil, last_started_at: args.now })
    .where('name', '=', args.name)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', args.now)]));
  if (!args.force) query = query.where('next_run_at', '<=', args.now);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Extends the lease of a run this instance still holds (it is alive and working). */
export async function renewJobLease(
  db: Kysely<DB>,
  args: { name: string; owner: string; leaseUntil: string },
): Promise<void> {
  await db
    .updateTable('job_runs')
    .set({ lease_until: args.leaseUntil })
    .where('name', '=', args.name)
    .where('lease_owner', '=', args.owner)
    .execute();
}

/** Ends a run this instance still holds: schedules the next one and records how it went. */
export async function finishJobRun(
  db: Kysely<DB>,
  args: { name: string; owner: string; nextRunAt: string; finishedAt: string; error: string | null },
): Promise<boolean> {
  const result = await db
    .updateTable('job_runs')
    .set({
      next_run_at: args.nextRunAt,
      lease_owner: null,
      lease_until: null,
      last_finished_at: args.finishedAt,
      last_error: args.error,
    })
    .where('name', '=', args.name)
    .where('lease_owner', '=', args.owner)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
