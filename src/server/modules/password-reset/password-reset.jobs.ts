import { every, type JobDefinition } from '../../jobs/job-runner.ts';
import { pruneResetTokens } from './password-reset.service.ts';

export const passwordResetJobs: JobDefinition[] = [
  {
    name: 'prune-password-reset-tokens',
    description: 'deletes expired password-reset links',
    nextRunAfter: every(60 * 60_000),
    run: ({ ctx }) => pruneResetTokens(ctx),
  },
];
