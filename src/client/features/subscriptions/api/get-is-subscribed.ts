import { queryOptions, useQuery } from '@tanstack/react-query';
import type { IsSubscribedResponse } from '../../../../shared/contracts/avatars.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { subscriptionKeys } from '../../../lib/query-keys.ts';

/** Spec §6: fetched only for a signed-in user; false when the call fails. */
export async function getIsSubscribed(avatarId: number, signal?: AbortSignal): Promise<boolean> {
  try {
    const res = await apiRequest<IsSubscribedResponse>(
      `/api/avatars/${avatarId}/is-subscribed`,
      signal ? { signal } : {},
    );
    return res.isSubscribed;
  } catch {
    return false;
  }
}

export function isSubscribedQueryOptions(userId: number, avatarId: number) {
  return queryOptions({
    queryKey: subscriptionKeys.isSubscribed(userId, avatarId),
    queryFn: ({ signal }) => getIsSubscribed(avatarId, signal),
  });
}

export function useIsSubscribed(userId: number | null, avatarId: number) {
  return useQuery({ ...isSubscribedQueryOptions(userId ?? 0, avatarId), enabled: userId !== null });
}
