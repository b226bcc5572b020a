import { every, type JobDefinition } from '../../jobs/job-runner.ts';
import { runDueSummaries } from './memory-summary.service.ts';

/**
 * Summaries are jobs of the jobs plugin rather than of the reply worker: nobody waits for
 * one (the turns they fold have just left the prompt), and job_runs already gives a single
 * winner across instances and runs owed after a restart; the "due" mark is a row.
 */
export const chatJobs: JobDefinition[] = [
  {
    name: 'fold-chat-summaries',
    description: 'folds the oldest turns of conversations that outgrew the prompt into their rolling summary',
    nextRunAfter: every(60_000),
    // A model call per conversation: give a slow one room before another instance takes over.
    leaseMs: 5 * 60_000,
    run: ({ ctx, signal }) => runDueSummaries(ctx, { signal }),
  },
];
