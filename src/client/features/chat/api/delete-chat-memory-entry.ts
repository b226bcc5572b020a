import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatMemoryEntry } from '../../../../shared/contracts/chats.ts';
import type { MessageResponse } from '../../../../shared/contracts/common.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { chatKeys } from '../../../lib/query-keys.ts';
import { memoryUpdateFailed } from './get-chat-memory.ts';

export function deleteChatMemoryEntry(avatarId: number, memoryId: number): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(`/api/chats/${avatarId}/memory/${memoryId}`, { method: 'DELETE' });
}

export function useDeleteChatMemoryEntry(avatarId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memoryId: number) => deleteChatMemoryEntry(avatarId, memoryId),
    onSuccess: (_result, memoryId) =>
      queryClient.setQueryData(chatKeys.memory(avatarId), (old: ChatMemoryEntry[] | undefined) =>
        old?.filter((m) => m.id !== memoryId),
      ),
    // Shown changed at once, then read again (not waited for: the change is already on screen).
    meta: { invalidates: [chatKeys.memory(avatarId)], waitForRefetch: false, errorToast: memoryUpdateFailed },
  });
}
