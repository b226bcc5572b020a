import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChatMemoryEntry } from '../../../../shared/contracts/chats.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const chatMemoryQueryKey = (avatarId: number) => ['chats', avatarId, 'memory'] as const;

export function getChatMemory(avatarId: number, signal?: AbortSignal): Promise<ChatMemoryEntry[]> {
  return apiRequest<ChatMemoryEntry[]>(`/api/chats/${avatarId}/memory`, signal ? { signal } : {});
}

export const chatMemoryQueryOptions = (avatarId: number) =>
  queryOptions({
    queryKey: chatMemoryQueryKey(avatarId),
    queryFn: ({ signal }) => getChatMemory(avatarId, signal),
    staleTime: 0,
  });

export function useChatMemory(avatarId: number) {
  return useQuery(chatMemoryQueryOptions(avatarId));
}
