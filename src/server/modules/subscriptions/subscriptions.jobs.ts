import { every, type JobDefinition } from '../../jobs/job-runner.ts';
import { settleOpenCheckouts } from './checkout.service.ts';
import { endOwedProviderSubscriptions } from './provider-ends.service.ts';
import { expireEndedSubscriptions, renewDueSubscriptions } from './renewals.service.ts';

export const subscriptionJobs: JobDefinition[] = [
  {
    name: 'settle-checkouts',
    description: 'completes paid checkouts whose payment event was lost (a crash); closes expired ones',
    nextRunAfter: every(60_000),
    run: ({ ctx }) => settleOpenCheckouts(ctx),
  },
  {
    name: 'renew-subscriptions',
    description: 'charges renewals due within the hour and retries failed ones (each charge keyed once)',
    nextRunAfter: every(60_000),
    run: ({ ctx, signal }) => renewDueSubscriptions(ctx, signal),
  },
  {
    name: 'expire-subscriptions',
    description: 'ends cancelled subscriptions at their end and past_due ones after the grace period',
    nextRunAfter: every(60_000),
    run: ({ ctx }) => expireEndedSubscriptions(ctx),
  },
  {
    name: 'end-provider-subscriptions',
    description:
      'asks the provider again to end subscriptions whose access ended here (a refund, a dispute, cancelling while past_due)',
    nextRunAfter: every(60_000),
    run: ({ ctx, signal }) => endOwedProviderSubscriptions(ctx, signal),
  },
];
