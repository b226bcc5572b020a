import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatorContent, UpdateContentBody } from '../../../../shared/contracts/creator-content.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { creatorKeys } from './creator-content-keys.ts';

export function updateContent(id: number, body: UpdateContentBody): Promise<CreatorContent> {
  return apiRequest<CreatorContent>(`/api/creator/content/${id}`, { method: 'PUT', body });
}

export function useUpdateContent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateContentBody }) => updateContent(id, body),
    onSuccess: () => client.invalidateQueries({ queryKey: creatorKeys.all }),
  });
}
