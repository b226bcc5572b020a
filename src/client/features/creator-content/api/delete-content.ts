import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { serverMessageToast } from '../../../lib/error-toasts.ts';
import { creatorKeys } from '../../../lib/query-keys.ts';

export function deleteContent(id: number): Promise<void> {
  return apiRequest<void>(`/api/creator/content/${id}`, { method: 'DELETE' });
}

export function useDeleteContent() {
  return useMutation({
    mutationFn: deleteContent,
    meta: { invalidates: [creatorKeys.all], errorToast: serverMessageToast('Delete failed', 'Please try again.') },
  });
}
