import { queryOptions, useQuery } from '@tanstack/react-query';
import { MEMBER_DATA_STALE_MS } from '../../../../shared/constants.ts';
import type { Avatar } from '../../../../shared/contracts/avatars.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const favoritesQueryKey = ['user-favorites'] as const;

export function getFavorites(): Promise<Avatar[]> {
  return apiRequest<Avatar[]>('/api/user-favorites');
}

/** Spec §7/§9: fetched only when a user id exists; fresh for 1 minute. */
export function favoritesQueryOptions(userId: number | undefined) {
  return queryOptions({
    queryKey: [...favoritesQueryKey, userId],
    queryFn: getFavorites,
    enabled: userId !== undefined,
    staleTime: MEMBER_DATA_STALE_MS,
  });
}

export function useFavorites(userId: number | undefined) {
  return useQuery(favoritesQueryOptions(userId));
}
