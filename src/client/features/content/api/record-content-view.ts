import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContentItem, ContentViewResponse } from '../../../../shared/contracts/content.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { contentKeys } from '../../../lib/query-keys.ts';

/** POST /api/content/:id/views: counted once per visitor, item and day by the server. */
export function recordContentView(contentId: number): Promise<ContentViewResponse> {
  return apiRequest<ContentViewResponse>(`/api/content/${contentId}/views`, { method: 'POST' });
}

/** Counts a view when a detail dialog opens and shows the server's new figure (a miss is not the visitor's concern). */
export function useRecordContentView(avatarId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordContentView,
    meta: { errorToast: false },
    onSuccess: (result, contentId) => {
      queryClient.setQueryData<ContentItem[]>(contentKeys.forAvatar(avatarId), (items) =>
        items?.map((item) => (item.id === contentId ? { ...item, views: result.views } : item)),
      );
    },
  });
}
