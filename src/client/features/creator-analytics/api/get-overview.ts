import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreatorOverview } from '../../../../shared/contracts/creator-content.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { creatorKeys } from '../../../lib/query-keys.ts';

export function getOverview(): Promise<CreatorOverview> {
  return apiRequest<CreatorOverview>('/api/creator/overview');
}

export const overviewQuery = () =>
  queryOptions({
    queryKey: creatorKeys.overview(),
    queryFn: getOverview,
    // The sidebar says the stats are unavailable, in place.
    meta: { errorToast: false },
  });

export function useOverview() {
  return useQuery(overviewQuery());
}
