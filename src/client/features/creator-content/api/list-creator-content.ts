import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentTab, CreatorContent } from '../../../../shared/contracts/creator-content.ts';
import { apiRequest, withQuery } from '../../../lib/api-client.ts';
import { creatorKeys } from '../../../lib/query-keys.ts';

export function listCreatorContent(tab: ContentTab, search: string): Promise<CreatorContent[]> {
  return apiRequest<CreatorContent[]>(withQuery('/api/creator/content', { tab, search }));
}

export const creatorContentQuery = (tab: ContentTab, search: string) =>
  queryOptions({
    queryKey: creatorKeys.content(tab, search),
    queryFn: () => listCreatorContent(tab, search),
    // The dashboard says it could not load, in place.
    meta: { errorToast: false },
  });

export function useCreatorContent(tab: ContentTab, search: string) {
  return useQuery({ ...creatorContentQuery(tab, search), placeholderData: keepPreviousData });
}
