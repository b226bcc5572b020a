import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatMessage, ChatReplyResponse } from '../../../../shared/contracts/chats.ts';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { chatKeys } from '../../../lib/query-keys.ts';

export function regenerateReply(avatarId: number): Promise<ChatReplyResponse> {
  return apiRequest<ChatReplyResponse>(`/api/chats/${avatarId}/regenerate`, { method: 'POST' });
}

/**
 * Writes the last reply again: the reply on screen steps aside at once (it stays an
 * alternative of its turn) and the new one streams in like any reply.
 */
export function useRegenerateReply(avatarId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => regenerateReply(avatarId),
    onSuccess: (result) => {
      queryClient.setQueryData<ChatMessage[]>(chatKeys.history(avatarId), (old) =>
        old?.filter((m) => m.id <= result.userMessageId),
      );
    },
    meta: {
      invalidates: [chatKeys.history(avatarId)],
      waitForRefetch: false,
      errorToast: (error) => ({
        title: 'Could not regenerate',
        description: (error instanceof ApiError && error.serverMessage) || 'Please try again.',
      }),
    },
  });
}
