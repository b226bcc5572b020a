import type { Migration } from 'kysely/migration';
import { type MigrationDb, timestampType } from './helpers.ts';

/**
 * Periodic work as leases (issue 20): one row per named job, shared by every instance.
 * A run is claimed with one conditional UPDATE (due, and nobody holds an unexpired lease),
 * so of several instances exactly one runs each slot; a lease left by a crashed instance
 * runs out and the job is taken over. `next_run_at` survives restarts, so a run owed while
 * every instance was down happens at the next start. See docs/decisions/jobs.md.
 */
export const jobRunsMigration: Migration = {
  async up(db: MigrationDb) {
    const ts = timestampType(db);
    await db.schema
      .createTable('job_runs')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('next_run_at', ts, (c) => c.notNull())
      .addColumn('lease_owner', 'text')
      .addColumn('lease_until', ts)
      .addColumn('last_started_at', ts)
      .addColumn('last_finished_at', ts)
      // null after a run that succeeded; the message of the failure otherwise.
      .addColumn('last_error', 'text')
      .execute();
  },

  async down(db: MigrationDb) {
    await db.schema.dropTable('job_runs').ifExists().execute();
  },
};
