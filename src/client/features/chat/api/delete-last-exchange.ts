import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '../../../../shared/contracts/common.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { chatKeys } from '../../../lib/query-keys.ts';

export function deleteLastExchange(avatarId: number): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(`/api/chats/${avatarId}/last-exchange`, { method: 'DELETE' });
}

/** Deletes the visitor's last message and every reply to it; the history and what is remembered are read again. */
export function useDeleteLastExchange(avatarId: number) {
  return useMutation({
    mutationFn: () => deleteLastExchange(avatarId),
    meta: {
      invalidates: [chatKeys.history(avatarId), chatKeys.memory(avatarId)],
      errorToast: { title: 'Error', description: 'Could not delete the last exchange' },
    },
  });
}
