import { every, type JobDefinition } from '../../jobs/job-runner.ts';
import { purgeOrphanUploads } from './creator-media.service.ts';

export const creatorMediaJobs: JobDefinition[] = [
  {
    name: 'purge-orphan-uploads',
    description: 'deletes content uploads never attached to an item within a day, with their files',
    nextRunAfter: every(60 * 60_000),
    run: ({ ctx, signal }) => purgeOrphanUploads(ctx, { signal }),
  },
];
