import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentLikesOfAvatar } from '../../../../shared/contracts/content-likes.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { contentKeys } from '../../../lib/query-keys.ts';

/** GET /api/avatars/:id/content-likes: the avatar's items the signed-in member likes. */
export function getContentLikes(avatarId: number): Promise<ContentLikesOfAvatar> {
  return apiRequest<ContentLikesOfAvatar>(`/api/avatars/${avatarId}/content-likes`);
}

export function contentLikesQueryOptions(avatarId: number, signedIn: boolean) {
  return queryOptions({
    queryKey: contentKeys.likes(avatarId),
    queryFn: () => getContentLikes(avatarId),
    enabled: signedIn,
    // The hearts show as not liked.
    meta: { errorToast: false },
  });
}

/** Which items the member likes (empty for a guest, who is invited to sign in instead). */
export function useContentLikes(avatarId: number, signedIn: boolean): ReadonlySet<number> {
  const { data } = useQuery(contentLikesQueryOptions(avatarId, signedIn));
  return new Set(data?.contentIds ?? []);
}
