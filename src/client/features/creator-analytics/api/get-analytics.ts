import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Analytics, Platform, TimeRange } from '../../../../shared/contracts/creator-analytics.ts';
import { apiRequest, withQuery } from '../../../lib/api-client.ts';

export function getAnalytics(range: TimeRange, platform: Platform): Promise<Analytics> {
  return apiRequest<Analytics>(withQuery('/api/creator/analytics', { range, platform }));
}

export const analyticsQuery = (range: TimeRange, platform: Platform) =>
  queryOptions({
    queryKey: ['creator', 'analytics', { range, platform }],
    queryFn: () => getAnalytics(range, platform),
  });

export function useAnalytics(range: TimeRange, platform: Platform) {
  return useQuery({ ...analyticsQuery(range, platform), placeholderData: keepPreviousData });
}
