import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ModerationDecision, ModerationItem } from '../../../../shared/contracts/moderation.ts';
import { apiRequest } from '../../../lib/api-client.ts';

const KEY = ['moderation', 'queue'] as const;

export function getModerationQueue(): Promise<ModerationItem[]> {
  return apiRequest<ModerationItem[]>('/api/moderation/queue');
}

export const moderationQueueQuery = () => queryOptions({ queryKey: KEY, queryFn: getModerationQueue });

export function useModerationQueue() {
  return useQuery(moderationQueueQuery());
}

export function useDecide() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reject }: { id: number; reject: string | null }) =>
      apiRequest<ModerationDecision>(`/api/moderation/content/${id}/${reject === null ? 'approve' : 'reject'}`, {
        method: 'POST',
        ...(reject === null ? {} : { body: { reason: reject } }),
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
