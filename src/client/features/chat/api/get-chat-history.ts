import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChatMessage } from '../../../../shared/contracts/chats.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { chatKeys } from '../../../lib/query-keys.ts';

export function getChatHistory(avatarId: number, signal?: AbortSignal): Promise<ChatMessage[]> {
  return apiRequest<ChatMessage[]>(`/api/chats/${avatarId}`, signal ? { signal } : {});
}

/** The conversation changes under our feet (replies), so it is never considered fresh. */
export const chatHistoryQueryOptions = (avatarId: number) =>
  queryOptions({
    queryKey: chatKeys.history(avatarId),
    queryFn: ({ signal }) => getChatHistory(avatarId, signal),
    staleTime: 0,
    // Spec §8; the history then shows empty.
    meta: { errorToast: { title: 'Error', description: 'Could not load chat history' } },
  });

export function useChatHistory(avatarId: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...chatHistoryQueryOptions(avatarId), enabled: options.enabled ?? true });
}

/** Adds a message to the cached history unless it is already there (streams and refetches overlap). */
export function appendMessage(history: ChatMessage[] | undefined, message: ChatMessage): ChatMessage[] {
  const list = history ?? [];
  return list.some((m) => m.id === message.id) ? list : [...list, message].sort((a, b) => a.id - b.id);
}
