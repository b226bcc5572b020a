import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SendChatMessageBody, SendChatMessageResponse } from '../../../../shared/contracts/chats.ts';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { chatKeys } from '../../../lib/query-keys.ts';
import { appendMessage } from './get-chat-history.ts';

export function sendChatMessage(avatarId: number, body: SendChatMessageBody): Promise<SendChatMessageResponse> {
  return apiRequest<SendChatMessageResponse>(`/api/chats/${avatarId}`, { method: 'POST', body });
}

/** Spec §8 'Message Failed'; when the visitor is sending too fast, the server says how long to wait. */
function sendFailed(error: unknown) {
  const limited = error instanceof ApiError && error.status === 429 && error.serverMessage;
  return { title: 'Message Failed', description: limited || 'Your message could not be sent' };
}

/**
 * Sends a message; the stored message joins the cached history at once. What the
 * companion remembers may have changed with it: the memory is read again, without
 * holding the send up.
 */
export function useSendChatMessage(avatarId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendChatMessageBody) => sendChatMessage(avatarId, body),
    onSuccess: (result) => {
      queryClient.setQueryData(chatKeys.history(avatarId), (old: SendChatMessageResponse['message'][] | undefined) =>
        appendMessage(old, result.message),
      );
    },
    meta: { invalidates: [chatKeys.memory(avatarId)], waitForRefetch: false, errorToast: sendFailed },
  });
}
