import { every, type JobDefinition } from '../../jobs/job-runner.ts';
import { publishDueContent } from './creator-content.service.ts';

export const creatorContentJobs: JobDefinition[] = [
  {
    // Every 30 s, looked for every 15 s: an item goes live within a minute of its time
    // even when nobody is looking (a creator's own list publishes due items at once).
    name: 'publish-scheduled-content',
    description: 'publishes scheduled content whose time has come',
    nextRunAfter: every(30_000),
    run: ({ ctx }) => publishDueContent(ctx),
  },
];
