import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChatSummary, ChatSummaryResponse } from '../../../../shared/contracts/chat-memory.ts';
import type { ChatMemoryEntry } from '../../../../shared/contracts/chats.ts';
import type { MessageResponse } from '../../../../shared/contracts/common.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { chatKeys } from '../../../lib/query-keys.ts';
import { memoryUpdateFailed } from './get-chat-memory.ts';

/** The memory panel's edits: a fact's wording, and the rolling summary. */

export function editChatMemoryEntry(avatarId: number, memoryId: number, value: string): Promise<ChatMemoryEntry> {
  return apiRequest<ChatMemoryEntry>(`/api/chats/${avatarId}/memory/${memoryId}`, {
    method: 'PATCH',
    body: { value },
  });
}

/** Rewrites a fact; the edit form shows what is wrong beside the field, so no toast. */
export function useEditChatMemoryEntry(avatarId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ memoryId, value }: { memoryId: number; value: string }) =>
      editChatMemoryEntry(avatarId, memoryId, value),
    onSuccess: (entry) =>
      queryClient.setQueryData(chatKeys.memory(avatarId), (old: ChatMemoryEntry[] | undefined) =>
        old?.map((m) => (m.id === entry.id ? entry : m)),
      ),
    meta: { invalidates: [chatKeys.memory(avatarId)], waitForRefetch: false, errorToast: false },
  });
}

export const chatSummaryQueryOptions = (avatarId: number) =>
  queryOptions({
    queryKey: chatKeys.summary(avatarId),
    queryFn: ({ signal }) => apiRequest<ChatSummaryResponse>(`/api/chats/${avatarId}/memory/summary`, { signal }),
    select: (data) => data.summary,
    staleTime: 0,
    // The panel then shows no summary; the chat works without it.
    meta: { errorToast: false },
  });

export function useChatSummary(avatarId: number) {
  return useQuery(chatSummaryQueryOptions(avatarId));
}

/** Rewrites the summary; the form shows what is wrong in place. */
export function useEditChatSummary(avatarId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) =>
      apiRequest<ChatSummary>(`/api/chats/${avatarId}/memory/summary`, { method: 'PUT', body: { content } }),
    onSuccess: (summary) => queryClient.setQueryData(chatKeys.summary(avatarId), { summary }),
    meta: { invalidates: [chatKeys.summary(avatarId)], waitForRefetch: false, errorToast: false },
  });
}

export function useDeleteChatSummary(avatarId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<MessageResponse>(`/api/chats/${avatarId}/memory/summary`, { method: 'DELETE' }),
    onSuccess: () => queryClient.setQueryData(chatKeys.summary(avatarId), { summary: null }),
    meta: { invalidates: [chatKeys.summary(avatarId)], waitForRefetch: false, errorToast: memoryUpdateFailed },
  });
}
