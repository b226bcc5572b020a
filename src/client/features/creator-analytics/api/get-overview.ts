import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreatorOverview } from '../../../../shared/contracts/creator-content.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export function getOverview(): Promise<CreatorOverview> {
  return apiRequest<CreatorOverview>('/api/creator/overview');
}

export const overviewQuery = () => queryOptions({ queryKey: ['creator', 'overview'], queryFn: getOverview });

export function useOverview() {
  return useQuery(overviewQuery());
}
