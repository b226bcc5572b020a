import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '../../../../shared/contracts/common.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { chatQueryKey } from './get-chat-history.ts';

export function clearChatHistory(avatarId: number): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(`/api/chats/${avatarId}`, { method: 'DELETE' });
}

/** Clears the conversation (and memory); the history is then refetched. */
export function useClearChatHistory(avatarId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => clearChatHistory(avatarId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatQueryKey(avatarId) }),
  });
}
