import { useMutation } from '@tanstack/react-query';
import type { CreatorContent, UpdateContentBody } from '../../../../shared/contracts/creator-content.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { serverMessageToast, unlessOnFields } from '../../../lib/error-toasts.ts';
import { creatorKeys } from '../../../lib/query-keys.ts';

export function updateContent(id: number, body: UpdateContentBody): Promise<CreatorContent> {
  return apiRequest<CreatorContent>(`/api/creator/content/${id}`, { method: 'PUT', body });
}

/** A failure the edit form places beside a field is not toasted. */
export function useUpdateContent() {
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateContentBody }) => updateContent(id, body),
    meta: {
      invalidates: [creatorKeys.all],
      errorToast: unlessOnFields(serverMessageToast('Update failed', 'Please try again.')),
    },
  });
}
