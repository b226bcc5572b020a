import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatMessage, SendChatMessageResponse } from '../../../../shared/contracts/chats.ts';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { chatKeys } from '../../../lib/query-keys.ts';

export function editChatMessage(avatarId: number, messageId: number, message: string) {
  return apiRequest<SendChatMessageResponse>(`/api/chats/${avatarId}/messages/${messageId}/edit`, {
    method: 'POST',
    body: { message },
  });
}

/**
 * Edits a visitor message: the edit takes its place on screen (the original stays an
 * alternative of that turn) and the companion answers it.
 */
export function useEditChatMessage(avatarId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ messageId, message }: { messageId: number; message: string }) =>
      editChatMessage(avatarId, messageId, message),
    onSuccess: (result, { messageId }) => {
      queryClient.setQueryData<ChatMessage[]>(chatKeys.history(avatarId), (old) => {
        const list = old ?? [];
        const at = list.findIndex((m) => m.id === messageId);
        const kept = at < 0 ? list : list.slice(0, at);
        const siblings = [...(list[at]?.siblings ?? [messageId]), result.message.id];
        return [...kept, { ...result.message, siblings }];
      });
    },
    meta: {
      invalidates: [chatKeys.memory(avatarId)],
      waitForRefetch: false,
      errorToast: (error) => ({
        title: 'Message Failed',
        description: (error instanceof ApiError && error.serverMessage) || 'Your edit could not be saved',
      }),
    },
  });
}
