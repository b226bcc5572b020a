import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '../../../../shared/contracts/common.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { chatMemoryQueryKey } from './get-chat-memory.ts';

export function clearChatMemory(avatarId: number): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(`/api/chats/${avatarId}/memory`, { method: 'DELETE' });
}

export function useClearChatMemory(avatarId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => clearChatMemory(avatarId),
    onSuccess: () => {
      queryClient.setQueryData(chatMemoryQueryKey(avatarId), []);
      return queryClient.invalidateQueries({ queryKey: chatMemoryQueryKey(avatarId) });
    },
  });
}
