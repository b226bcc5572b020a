import { every, type JobDefinition } from '../../jobs/job-runner.ts';
import { runPayouts } from './payouts.service.ts';

export const earningsJobs: JobDefinition[] = [
  {
    name: 'pay-out-creators',
    description: "pays each creator's earnings on their schedule's day (monthly, bi-weekly, weekly), netting refunds",
    nextRunAfter: every(60 * 60_000),
    leaseMs: 5 * 60_000,
    run: ({ ctx, now }) => runPayouts(ctx, now),
  },
];
