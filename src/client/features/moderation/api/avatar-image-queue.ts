import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { AvatarImageDecision, AvatarImageReviewItem } from '../../../../shared/contracts/moderation.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { serverMessageToast } from '../../../lib/error-toasts.ts';
import { moderationKeys } from '../../../lib/query-keys.ts';

/** GET /api/moderation/avatar-images: avatar pictures waiting for review. */
export function getAvatarImageQueue(): Promise<AvatarImageReviewItem[]> {
  return apiRequest<AvatarImageReviewItem[]>('/api/moderation/avatar-images');
}

export const avatarImageQueueQuery = () =>
  queryOptions({
    queryKey: moderationKeys.avatarImages(),
    queryFn: getAvatarImageQueue,
    // The queue says it could not load, in place.
    meta: { errorToast: false },
  });

export function useAvatarImageQueue() {
  return useQuery(avatarImageQueueQuery());
}

/**
 * Approves (reject null) or refuses a picture; the queue is read again either way: a refused
 * decision (409, another moderator decided it first) then drops the picture from the list.
 */
export function useDecideAvatarImage() {
  return useMutation({
    mutationFn: ({ mediaId, reject }: { mediaId: number; reject: string | null }) =>
      apiRequest<AvatarImageDecision>(
        `/api/moderation/avatar-images/${mediaId}/${reject === null ? 'approve' : 'reject'}`,
        { method: 'POST', ...(reject === null ? {} : { body: { reason: reject } }) },
      ),
    meta: {
      invalidates: [moderationKeys.avatarImages()],
      invalidatesOnError: true,
      errorToast: serverMessageToast('Could not decide', 'Please try again.'),
    },
  });
}
