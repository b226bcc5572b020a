import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ModerationDecision, ModerationItem } from '../../../../shared/contracts/moderation.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { serverMessageToast } from '../../../lib/error-toasts.ts';
import { moderationKeys } from '../../../lib/query-keys.ts';

export function getModerationQueue(): Promise<ModerationItem[]> {
  return apiRequest<ModerationItem[]>('/api/moderation/queue');
}

export const moderationQueueQuery = () =>
  queryOptions({
    queryKey: moderationKeys.queue(),
    queryFn: getModerationQueue,
    // The queue says it could not load, in place.
    meta: { errorToast: false },
  });

export function useModerationQueue() {
  return useQuery(moderationQueueQuery());
}

/**
 * Approves (reject null) or rejects an item; `failed` titles the toast of a failure. The queue
 * is read again either way: a refused approval (409, the creator no longer approved for the
 * mature area) then shows the item's note and a disabled Approve.
 */
export function useDecide(failed: 'Could not approve' | 'Could not reject') {
  return useMutation({
    mutationFn: ({ id, reject }: { id: number; reject: string | null }) =>
      apiRequest<ModerationDecision>(`/api/moderation/content/${id}/${reject === null ? 'approve' : 'reject'}`, {
        method: 'POST',
        ...(reject === null ? {} : { body: { reason: reject } }),
      }),
    meta: {
      invalidates: [moderationKeys.queue()],
      invalidatesOnError: true,
      errorToast: serverMessageToast(failed, 'Please try again.'),
    },
  });
}
