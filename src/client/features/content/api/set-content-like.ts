import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContentItem } from '../../../../shared/contracts/content.ts';
import type { ContentLikeResponse, ContentLikesOfAvatar } from '../../../../shared/contracts/content-likes.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { contentKeys } from '../../../lib/query-keys.ts';

/** PUT (like) or DELETE (unlike) /api/content/:id/like. */
export function setContentLike(contentId: number, liked: boolean): Promise<ContentLikeResponse> {
  return apiRequest<ContentLikeResponse>(`/api/content/${contentId}/like`, { method: liked ? 'PUT' : 'DELETE' });
}

/** The like toggle: on success the item's count and the member's likes show the server's figures. */
export function useSetContentLike(avatarId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ contentId, liked }: { contentId: number; liked: boolean }) => setContentLike(contentId, liked),
    onSuccess: (result) => {
      queryClient.setQueryData<ContentItem[]>(contentKeys.forAvatar(avatarId), (items) =>
        items?.map((item) => (item.id === result.contentId ? { ...item, likes: result.likes } : item)),
      );
      queryClient.setQueryData<ContentLikesOfAvatar>(contentKeys.likes(avatarId), (old) => {
        const ids = new Set(old?.contentIds ?? []);
        if (result.liked) ids.add(result.contentId);
        else ids.delete(result.contentId);
        return { contentIds: [...ids] };
      });
    },
    meta: { errorToast: { title: 'Error', description: 'Could not update your like. Please try again.' } },
  });
}
