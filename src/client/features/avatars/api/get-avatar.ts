import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { AvatarProfile } from '../../../../shared/contracts/avatars.ts';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { appConfig } from '../../../lib/app-config.ts';
import type { ErrorToast } from '../../../lib/query-client.ts';
import { avatarKeys } from '../../../lib/query-keys.ts';

export function getAvatar(id: number, signal?: AbortSignal): Promise<AvatarProfile> {
  return apiRequest<AvatarProfile>(`/api/avatars/${id}`, signal ? { signal } : {});
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** Not toasted by itself (a prefetch that fails is asked again by its screen); the screens word their failure. */
export function avatarQueryOptions(id: number) {
  return queryOptions({
    queryKey: avatarKeys.detail(id),
    queryFn: ({ signal }) => getAvatar(id, signal),
    meta: { errorToast: false },
  });
}

/** One avatar; `errorToast` is how this screen tells that it could not be loaded. */
export function useAvatar(id: number | null, errorToast: ErrorToast | ((error: unknown) => ErrorToast)) {
  return useQuery({ ...avatarQueryOptions(id ?? 0), enabled: id !== null, meta: { errorToast } });
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
