import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatReplyResponse } from '../../../../shared/contracts/chats.ts';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { chatKeys } from '../../../lib/query-keys.ts';

/**
 * Stops the reply being written. Null when there was nothing left to stop (409): the reply
 * finished before Stop reached the server. That is the usual case with a fast engine, which
 * answers well within the typing delay the page holds replies back for (usePendingReply),
 * so it is an outcome, not a failure: nothing to toast or log, and the history read again
 * shows the reply.
 */
export async function stopReply(avatarId: number): Promise<ChatReplyResponse | null> {
  try {
    return await apiRequest<ChatReplyResponse>(`/api/chats/${avatarId}/stop`, { method: 'POST' });
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) return null;
    throw error;
  }
}

/** Stops the reply being written; what was shown stays as the reply, and the history is read again. */
export function useStopReply(avatarId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => stopReply(avatarId),
    // Also after a failed Stop: the page stops waiting either way, and a reply held back
    // during the typing delay would otherwise show only after a reload.
    onError: () => queryClient.invalidateQueries({ queryKey: chatKeys.history(avatarId), exact: true }),
    meta: {
      invalidates: [chatKeys.history(avatarId)],
      errorToast: { title: 'Error', description: 'Could not stop the reply' },
    },
  });
}
