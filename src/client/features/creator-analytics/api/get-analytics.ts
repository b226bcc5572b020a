import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Analytics, Platform, TimeRange } from '../../../../shared/contracts/creator-analytics.ts';
import { apiRequest, withQuery } from '../../../lib/api-client.ts';
import { creatorKeys } from '../../../lib/query-keys.ts';

export function getAnalytics(range: TimeRange, platform: Platform): Promise<Analytics> {
  return apiRequest<Analytics>(withQuery('/api/creator/analytics', { range, platform }));
}

export const analyticsQuery = (range: TimeRange, platform: Platform) =>
  queryOptions({
    queryKey: creatorKeys.analytics(range, platform),
    queryFn: () => getAnalytics(range, platform),
    // The section says it could not load, in place.
    meta: { errorToast: false },
  });

export function useAnalytics(range: TimeRange, platform: Platform) {
  return useQuery({ ...analyticsQuery(range, platform), placeholderData: keepPreviousData });
}
