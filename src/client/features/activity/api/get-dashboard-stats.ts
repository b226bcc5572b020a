import { queryOptions, useQuery } from '@tanstack/react-query';
import { MEMBER_DATA_STALE_MS } from '../../../../shared/constants.ts';
import type { ActivityStats } from '../../../../shared/contracts/activity.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { dashboardKeys } from '../../../lib/query-keys.ts';

export function getDashboardStats(): Promise<ActivityStats> {
  return apiRequest<ActivityStats>('/api/dashboard/stats');
}

export function dashboardStatsQueryOptions(userId: number | undefined) {
  return queryOptions({
    queryKey: dashboardKeys.statsOf(userId),
    queryFn: getDashboardStats,
    enabled: userId !== undefined,
    staleTime: MEMBER_DATA_STALE_MS,
    // The figures show '–' in place.
    meta: { errorToast: false },
  });
}

export function useDashboardStats(userId: number | undefined) {
  return useQuery(dashboardStatsQueryOptions(userId));
}
