import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AvatarImageDecision, AvatarImageReviewItem } from '../../../../shared/contracts/moderation.ts';
import { apiRequest } from '../../../lib/api-client.ts';

const KEY = ['moderation', 'avatar-images'] as const;

/** GET /api/moderation/avatar-images: avatar pictures waiting for review. */
export function getAvatarImageQueue(): Promise<AvatarImageReviewItem[]> {
  return apiRequest<AvatarImageReviewItem[]>('/api/moderation/avatar-images');
}

export const avatarImageQueueQuery = () => queryOptions({ queryKey: KEY, queryFn: getAvatarImageQueue });

export function useAvatarImageQueue() {
  return useQuery(avatarImageQueueQuery());
}

/** Approves (reject null) or refuses a picture; the queue is read again either way. */
export function useDecideAvatarImage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ mediaId, reject }: { mediaId: number; reject: string | null }) =>
      apiRequest<AvatarImageDecision>(
        `/api/moderation/avatar-images/${mediaId}/${reject === null ? 'approve' : 'reject'}`,
        { method: 'POST', ...(reject === null ? {} : { body: { reason: reject } }) },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
