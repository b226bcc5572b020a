import { queryOptions, useQuery } from '@tanstack/react-query';
import { MEMBER_DATA_STALE_MS } from '../../../../shared/constants.ts';
import type { Avatar } from '../../../../shared/contracts/avatars.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const favoritesQueryKey = ['user-favorites'] as const;

/** The cache key of a member's favourites, or (no user id) the guest's, kept with their session. */
export const favoritesKeyFor = (userId: number | undefined) => [...favoritesQueryKey, userId ?? 'guest'] as const;

export function getFavorites(): Promise<Avatar[]> {
  return apiRequest<Avatar[]>('/api/user-favorites');
}

/**
 * Spec §7/§9: fresh for 1 minute. The spec fetched them for members only; a guest's
 * favourites are kept with the guest session now (issue 21), so guests ask too.
 */
export function favoritesQueryOptions(userId: number | undefined) {
  return queryOptions({
    queryKey: favoritesKeyFor(userId),
    queryFn: getFavorites,
    staleTime: MEMBER_DATA_STALE_MS,
  });
}

export function useFavorites(userId: number | undefined) {
  return useQuery(favoritesQueryOptions(userId));
}
