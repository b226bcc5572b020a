import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreatorEarnings } from '../../../../shared/contracts/earnings.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const earningsQuery = () =>
  queryOptions({
    queryKey: ['creator', 'earnings'],
    queryFn: ({ signal }) => apiRequest<CreatorEarnings>('/api/creator/earnings', { signal }),
  });

/** Balance, next payout and payout statements, from the ledger. */
export function useEarnings() {
  return useQuery(earningsQuery());
}
