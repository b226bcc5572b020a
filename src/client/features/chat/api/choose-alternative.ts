import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '../../../../shared/contracts/chats.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { chatKeys } from '../../../lib/query-keys.ts';

export function chooseAlternative(avatarId: number, messageId: number): Promise<ChatMessage[]> {
  return apiRequest<ChatMessage[]>(`/api/chats/${avatarId}/messages/${messageId}/choose`, { method: 'POST' });
}

/** Moves to another alternative of a turn (← →); the answer is the history along the new path. */
export function useChooseAlternative(avatarId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: number) => chooseAlternative(avatarId, messageId),
    onSuccess: (history) => queryClient.setQueryData(chatKeys.history(avatarId), history),
    meta: {
      // The path's memory came with it: the panel reads it again.
      invalidates: [chatKeys.memory(avatarId)],
      waitForRefetch: false,
      errorToast: { title: 'Error', description: 'Could not show that alternative' },
    },
  });
}
