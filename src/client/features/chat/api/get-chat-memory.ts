import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChatMemoryEntry } from '../../../../shared/contracts/chats.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { serverMessageToast } from '../../../lib/error-toasts.ts';
import { chatKeys } from '../../../lib/query-keys.ts';

export function getChatMemory(avatarId: number, signal?: AbortSignal): Promise<ChatMemoryEntry[]> {
  return apiRequest<ChatMemoryEntry[]>(`/api/chats/${avatarId}/memory`, signal ? { signal } : {});
}

/** The memory panel's failed change (forget one thing, or everything). */
export const memoryUpdateFailed = serverMessageToast('Error', 'Could not update memory');

export const chatMemoryQueryOptions = (avatarId: number) =>
  queryOptions({
    queryKey: chatKeys.memory(avatarId),
    queryFn: ({ signal }) => getChatMemory(avatarId, signal),
    staleTime: 0,
    // The panel then says there is nothing yet; the chat works without it.
    meta: { errorToast: false },
  });

export function useChatMemory(avatarId: number) {
  return useQuery(chatMemoryQueryOptions(avatarId));
}
