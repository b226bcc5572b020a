import { every, type JobDefinition } from '../../jobs/job-runner.ts';
import { pruneChangeTokens } from './email-change.service.ts';

export const emailChangeJobs: JobDefinition[] = [
  {
    name: 'prune-email-change-tokens',
    description: 'deletes expired email-change links',
    nextRunAfter: every(60 * 60_000),
    run: ({ ctx }) => pruneChangeTokens(ctx),
  },
];
