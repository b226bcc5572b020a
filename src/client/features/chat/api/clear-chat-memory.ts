import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '../../../../shared/contracts/common.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { chatKeys } from '../../../lib/query-keys.ts';
import { memoryUpdateFailed } from './get-chat-memory.ts';

export function clearChatMemory(avatarId: number): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(`/api/chats/${avatarId}/memory`, { method: 'DELETE' });
}

export function useClearChatMemory(avatarId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => clearChatMemory(avatarId),
    onSuccess: () => queryClient.setQueryData(chatKeys.memory(avatarId), []),
    // Shown changed at once, then read again (not waited for: the change is already on screen).
    meta: { invalidates: [chatKeys.memory(avatarId)], waitForRefetch: false, errorToast: memoryUpdateFailed },
  });
}
