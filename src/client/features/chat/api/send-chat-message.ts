import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SendChatMessageBody, SendChatMessageResponse } from '../../../../shared/contracts/chats.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { appendMessage, chatHistoryQueryKey } from './get-chat-history.ts';
import { chatMemoryQueryKey } from './get-chat-memory.ts';

export function sendChatMessage(avatarId: number, body: SendChatMessageBody): Promise<SendChatMessageResponse> {
  return apiRequest<SendChatMessageResponse>(`/api/chats/${avatarId}`, { method: 'POST', body });
}

/** Sends a message; the stored message joins the cached history at once. */
export function useSendChatMessage(avatarId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendChatMessageBody) => sendChatMessage(avatarId, body),
    onSuccess: (result) => {
      queryClient.setQueryData(chatHistoryQueryKey(avatarId), (old: SendChatMessageResponse['message'][] | undefined) =>
        appendMessage(old, result.message),
      );
      // What the companion remembers may have changed with this message.
      void queryClient.invalidateQueries({ queryKey: chatMemoryQueryKey(avatarId) });
    },
  });
}
