import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { creatorKeys } from './creator-content-keys.ts';

export function deleteContent(id: number): Promise<void> {
  return apiRequest<void>(`/api/creator/content/${id}`, { method: 'DELETE' });
}

export function useDeleteContent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteContent,
    onSuccess: () => client.invalidateQueries({ queryKey: creatorKeys.all }),
  });
}
