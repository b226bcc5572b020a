import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentStats } from '../../../../shared/contracts/creator-content.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { creatorKeys } from '../../../lib/query-keys.ts';

export function getContentStats(id: number): Promise<ContentStats> {
  return apiRequest<ContentStats>(`/api/creator/content/${id}/stats`);
}

export const contentStatsQuery = (id: number) =>
  queryOptions({
    queryKey: creatorKeys.contentStats(id),
    queryFn: () => getContentStats(id),
    // The dialog says it could not load, in place.
    meta: { errorToast: false },
  });

export function useContentStats(id: number | null) {
  return useQuery({ ...contentStatsQuery(id ?? 0), enabled: id !== null });
}
