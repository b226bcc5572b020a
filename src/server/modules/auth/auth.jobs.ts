import { every, type JobDefinition } from '../../jobs/job-runner.ts';
import { pruneLoginLimits } from './login-limits.service.ts';

export const authJobs: JobDefinition[] = [
  {
    name: 'prune-login-limits',
    description: 'forgets login counters that ended and sign-in addresses unused for 90 days',
    nextRunAfter: every(60 * 60_000),
    run: ({ ctx }) => pruneLoginLimits(ctx),
  },
];
