import { queryOptions, useQuery } from '@tanstack/react-query';
import { MEMBER_DATA_STALE_MS } from '../../../../shared/constants.ts';
import type { ActivityItem } from '../../../../shared/contracts/activity.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { activityKeys } from '../../../lib/query-keys.ts';

export function getActivity(): Promise<ActivityItem[]> {
  return apiRequest<ActivityItem[]>('/api/user-activity');
}

/** Spec §7/§9: fetched only when a user exists; fresh for 1 minute. */
export function activityQueryOptions(userId: number | undefined) {
  return queryOptions({
    queryKey: activityKeys.of(userId),
    queryFn: getActivity,
    enabled: userId !== undefined,
    staleTime: MEMBER_DATA_STALE_MS,
    // The list says it could not load, in place.
    meta: { errorToast: false },
  });
}

export function useActivity(userId: number | undefined) {
  return useQuery(activityQueryOptions(userId));
}
