import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { AvatarProfile } from '../../../../shared/contracts/avatars.ts';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { appConfig } from '../../../lib/app-config.ts';
import { avatarKeys } from './get-avatars.ts';

export function getAvatar(id: number, signal?: AbortSignal): Promise<AvatarProfile> {
  return apiRequest<AvatarProfile>(`/api/avatars/${id}`, signal ? { signal } : {});
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

export function avatarQueryOptions(id: number) {
  return queryOptions({
    queryKey: avatarKeys.detail(id),
    queryFn: ({ signal }) => getAvatar(id, signal),
  });
}

export function useAvatar(id: number | null) {
  return useQuery({ ...avatarQueryOptions(id ?? 0), enabled: id !== null });
}

// A page served for /avatar/:id or /avatar-chat/:id arrives with that avatar (index.html):
// it seeds the query once, so the screen renders without waiting for the API.
let pageAvatar = appConfig.initialAvatar;

/** The first screen's avatar: from the page when it came with it, else fetched. */
export function prefetchAvatar(queryClient: QueryClient, id: number): void {
  const fromPage = pageAvatar;
  pageAvatar = undefined;
  if (fromPage?.id === id) queryClient.setQueryData(avatarKeys.detail(id), fromPage);
  void queryClient.prefetchQuery(avatarQueryOptions(id));
}
