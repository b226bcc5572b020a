import { useMutation } from '@tanstack/react-query';
import type { ChatReplyResponse } from '../../../../shared/contracts/chats.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { chatKeys } from '../../../lib/query-keys.ts';

export function stopReply(avatarId: number): Promise<ChatReplyResponse> {
  return apiRequest<ChatReplyResponse>(`/api/chats/${avatarId}/stop`, { method: 'POST' });
}

/** Stops the reply being written; what was shown stays as the reply, and the history is read again. */
export function useStopReply(avatarId: number) {
  return useMutation({
    mutationFn: () => stopReply(avatarId),
    meta: {
      invalidates: [chatKeys.history(avatarId)],
      // Nothing left to stop (it had just finished): the history shows the whole reply.
      errorToast: false,
    },
  });
}
