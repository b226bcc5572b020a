import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatMemoryEntry } from '../../../../shared/contracts/chats.ts';
import type { MessageResponse } from '../../../../shared/contracts/common.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { chatMemoryQueryKey } from './get-chat-memory.ts';

export function deleteChatMemoryEntry(avatarId: number, memoryId: number): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(`/api/chats/${avatarId}/memory/${memoryId}`, { method: 'DELETE' });
}

export function useDeleteChatMemoryEntry(avatarId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memoryId: number) => deleteChatMemoryEntry(avatarId, memoryId),
    onSuccess: (_result, memoryId) => {
      queryClient.setQueryData(chatMemoryQueryKey(avatarId), (old: ChatMemoryEntry[] | undefined) =>
        old?.filter((m) => m.id !== memoryId),
      );
      return queryClient.invalidateQueries({ queryKey: chatMemoryQueryKey(avatarId) });
    },
  });
}
