import { queryOptions, useQuery } from '@tanstack/react-query';
import { FAVORITES_FALLBACK_COUNT, TODAYS_PICKS_COUNT } from '../../../../shared/constants.ts';
import type { Avatar } from '../../../../shared/contracts/avatars.ts';
import { apiRequest, withQuery } from '../../../lib/api-client.ts';
import { avatarKeys } from '../../../lib/query-keys.ts';

const SUGGESTION_COUNT = Math.max(FAVORITES_FALLBACK_COUNT, TODAYS_PICKS_COUNT);

/** The first avatars of the catalogue: the dashboard's favourites fallback and Today's Picks. */
export function getSuggestedAvatars(): Promise<Avatar[]> {
  return apiRequest<Avatar[]>(withQuery('/api/avatars', { limit: SUGGESTION_COUNT, offset: 0 }));
}

export const suggestedAvatarsQueryOptions = queryOptions({
  queryKey: avatarKeys.suggestions(SUGGESTION_COUNT),
  queryFn: getSuggestedAvatars,
  // The dashboard shows its sections without them.
  meta: { errorToast: false },
});

export function useSuggestedAvatars() {
  return useQuery(suggestedAvatarsQueryOptions);
}
