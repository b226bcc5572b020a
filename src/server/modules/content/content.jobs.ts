import { every, type JobDefinition } from '../../jobs/job-runner.ts';
import { pruneContentViews } from './content.service.ts';

export const contentJobs: JobDefinition[] = [
  {
    name: 'prune-content-views',
    description: 'forgets who viewed what before yesterday (views count once per visitor and UTC day)',
    nextRunAfter: every(60 * 60_000),
    run: ({ ctx }) => pruneContentViews(ctx),
  },
];
