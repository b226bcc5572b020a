import { queryOptions, useQuery } from '@tanstack/react-query';
import { MEMBER_DATA_STALE_MS } from '../../../../shared/constants.ts';
import type { Avatar } from '../../../../shared/contracts/avatars.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { favoriteKeys } from '../../../lib/query-keys.ts';

export function getFavorites(): Promise<Avatar[]> {
  return apiRequest<Avatar[]>('/api/user-favorites');
}

/**
 * Spec §7/§9: fresh for 1 minute. The spec fetched them for members only; a guest's
 * favourites are kept with the guest session now (issue 21), so guests ask too.
 */
export function favoritesQueryOptions(userId: number | undefined) {
  return queryOptions({
    queryKey: favoriteKeys.of(userId),
    queryFn: getFavorites,
    staleTime: MEMBER_DATA_STALE_MS,
    // The hearts show empty and the dashboard its suggestions instead.
    meta: { errorToast: false },
  });
}

export function useFavorites(userId: number | undefined) {
  return useQuery(favoritesQueryOptions(userId));
}
