import { queryOptions, useQuery } from '@tanstack/react-query';
import { ONLINE_REFETCH_MS, ONLINE_STALE_MS } from '../../../../shared/constants.ts';
import type { OnlineAvatar } from '../../../../shared/contracts/avatars.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { onlineAvatarKeys } from '../../../lib/query-keys.ts';

export function getOnlineAvatars(signal?: AbortSignal): Promise<OnlineAvatar[]> {
  return apiRequest<OnlineAvatar[]>('/api/online-avatars', signal ? { signal } : {});
}

/** Spec §7/§9: polled every 60 s, fresh for 30 s. */
export const onlineAvatarsQueryOptions = queryOptions({
  queryKey: onlineAvatarKeys.all,
  queryFn: ({ signal }) => getOnlineAvatars(signal),
  refetchInterval: ONLINE_REFETCH_MS,
  staleTime: ONLINE_STALE_MS,
  // Polled in the header on every page: the menu keeps what it last had.
  meta: { errorToast: false },
});

export function useOnlineAvatars() {
  return useQuery(onlineAvatarsQueryOptions);
}
