import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateContentBodyInput, CreatorContent } from '../../../../shared/contracts/creator-content.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { creatorKeys } from './creator-content-keys.ts';

export function createContent(body: CreateContentBodyInput): Promise<CreatorContent> {
  return apiRequest<CreatorContent>('/api/creator/content', { method: 'POST', body });
}

export function useCreateContent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createContent,
    onSuccess: () => client.invalidateQueries({ queryKey: creatorKeys.all }),
  });
}
