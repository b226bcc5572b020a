import { useQuery } from '@tanstack/react-query';
import type { Billing } from '../../../../shared/contracts/subscriptions.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { subscriptionKeys } from '../../../lib/query-keys.ts';

/** The member's subscriptions, saved card (masked) and receipts. */
export function useBilling(userId: number) {
  return useQuery({
    queryKey: subscriptionKeys.billing(userId),
    queryFn: ({ signal }) => apiRequest<Billing>('/api/billing', { signal }),
  });
}
