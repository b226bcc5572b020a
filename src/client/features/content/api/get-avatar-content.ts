import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentItem } from '../../../../shared/contracts/content.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import type { ErrorToast } from '../../../lib/query-client.ts';
import { contentKeys } from '../../../lib/query-keys.ts';

/** GET /api/avatars/:id/content: published items; premium ones arrive locked without their text. */
export function getAvatarContent(avatarId: number, signal?: AbortSignal): Promise<ContentItem[]> {
  return apiRequest<ContentItem[]>(`/api/avatars/${avatarId}/content`, signal ? { signal } : {});
}

export function avatarContentQueryOptions(avatarId: number) {
  return queryOptions({
    queryKey: contentKeys.forAvatar(avatarId),
    queryFn: ({ signal }) => getAvatarContent(avatarId, signal),
  });
}

export function useAvatarContent(avatarId: number, options: { enabled: boolean; errorToast: ErrorToast }) {
  return useQuery({
    ...avatarContentQueryOptions(avatarId),
    enabled: options.enabled,
    meta: { errorToast: options.errorToast },
  });
}
