import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreatorEarnings } from '../../../../shared/contracts/earnings.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { creatorKeys } from '../../../lib/query-keys.ts';

export const earningsQuery = () =>
  queryOptions({
    queryKey: creatorKeys.earnings(),
    queryFn: ({ signal }) => apiRequest<CreatorEarnings>('/api/creator/earnings', { signal }),
    // The statements panel says so in place.
    meta: { errorToast: false },
  });

/** Balance, next payout and payout statements, from the ledger. */
export function useEarnings() {
  return useQuery(earningsQuery());
}
