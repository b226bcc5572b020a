import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { avatarKeys } from '../../../lib/query-keys.ts';

/** GET /api/avatar-categories: the categories present among visible avatars. */
export function getAvatarCategories(signal?: AbortSignal): Promise<string[]> {
  return apiRequest<string[]>('/api/avatar-categories', signal ? { signal } : {});
}

export const avatarCategoriesQueryOptions = queryOptions({
  queryKey: avatarKeys.categories(),
  queryFn: ({ signal }) => getAvatarCategories(signal),
  retry: 2,
  // Without them the filter offers 'All' only.
  meta: { errorToast: false },
});

export function useAvatarCategories() {
  return useQuery(avatarCategoriesQueryOptions);
}
