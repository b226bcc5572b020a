import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '../../../../shared/contracts/chats.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { chatKeys } from '../../../lib/query-keys.ts';

export type Rating = 1 | -1 | null;

export function rateChatMessage(avatarId: number, messageId: number, rating: Rating): Promise<ChatMessage> {
  return apiRequest<ChatMessage>(`/api/chats/${avatarId}/messages/${messageId}/rating`, {
    method: 'PUT',
    body: { rating },
  });
}

/** Thumbs up / down on a reply (pressing the same one again takes it back). */
export function useRateChatMessage(avatarId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ messageId, rating }: { messageId: number; rating: Rating }) =>
      rateChatMessage(avatarId, messageId, rating),
    onSuccess: (message) =>
      queryClient.setQueryData<ChatMessage[]>(chatKeys.history(avatarId), (old) =>
        old?.map((m) => (m.id === message.id ? { ...m, rating: message.rating } : m)),
      ),
    meta: { errorToast: { title: 'Error', description: 'Could not save your rating' } },
  });
}
