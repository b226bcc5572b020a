import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentLikesOfAvatar } from '../../../../shared/contracts/content-likes.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const contentLikesKey = (avatarId: number) => ['content', 'likes', avatarId] as const;

/** GET /api/avatars/:id/content-likes: the avatar's items the signed-in member likes. */
export function getContentLikes(avatarId: number): Promise<ContentLikesOfAvatar> {
  return apiRequest<ContentLikesOfAvatar>(`/api/avatars/${avatarId}/content-likes`);
}

export function contentLikesQueryOptions(avatarId: number, signedIn: boolean) {
  return queryOptions({
    queryKey: contentLikesKey(avatarId),
    queryFn: () => getContentLikes(avatarId),
    enabled: signedIn,
  });
}

/** Which items the member likes (empty for a guest, who is invited to sign in instead). */
export function useContentLikes(avatarId: number, signedIn: boolean): ReadonlySet<number> {
  const { data } = useQuery(contentLikesQueryOptions(avatarId, signedIn));
  return new Set(data?.contentIds ?? []);
}
