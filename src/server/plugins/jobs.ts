import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { JobRunner } from '../jobs/job-runner.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** All periodic work of the app: modules `define` their jobs here (see job-runner.ts). */
    jobs: JobRunner;
  }
}

export interface JobsPluginOptions {
  /** How often this instance looks for due jobs (default 15 s; the finest schedule is a minute). */
  pollIntervalMs?: number;
  /** false: no timer, jobs run only through `app.jobs.runDue()` / `run()` (tests, the admin CLI). */
  autoRun?: boolean;
}

const DEFAULT_POLL_MS = 15_000;

/**
 * Owns the app's periodic work: one timer per instance looks for due jobs (owed runs right
 * after start-up), job_runs decides which instance runs each one, and close waits for a
 * running job. Nothing else in the server runs a setInterval for the app (lint checks it).
 */
export const jobsPlugin = fp(
  async (app: FastifyInstance, opts: JobsPluginOptions) => {
    const runner = new JobRunner(app.ctx);
    app.decorate('jobs', runner);
    let timer: NodeJS.Timeout | undefined;
    if (opts.autoRun !== false) {
      app.addHook('onReady', async () => {
        timer = setInterval(() => runner.tick(), opts.pollIntervalMs ?? DEFAULT_POLL_MS);
        timer.unref();
        runner.tick();
      });
    }
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await runner.stop();
    });
  },
  { name: 'jobs', dependencies: ['app-context'] },
);
