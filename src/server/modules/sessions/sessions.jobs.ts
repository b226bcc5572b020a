import { every, type JobDefinition } from '../../jobs/job-runner.ts';
import { purgeExpiredSessions } from './sessions.service.ts';

export const sessionJobs: JobDefinition[] = [
  {
    name: 'purge-expired-sessions',
    description: "deletes expired sessions, with a guest's chats, memory and favourites",
    nextRunAfter: every(60 * 60_000),
    run: ({ ctx, signal }) => purgeExpiredSessions(ctx, { signal }),
  },
];
