import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '../../../../shared/contracts/common.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { chatKeys } from '../../../lib/query-keys.ts';

export function clearChatHistory(avatarId: number): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(`/api/chats/${avatarId}`, { method: 'DELETE' });
}

/** Clears the conversation (and memory); the history is then refetched. */
export function useClearChatHistory(avatarId: number) {
  return useMutation({
    mutationFn: () => clearChatHistory(avatarId),
    meta: {
      invalidates: [chatKeys.of(avatarId)],
      errorToast: { title: 'Error', description: 'Could not clear chat history' },
    },
  });
}
