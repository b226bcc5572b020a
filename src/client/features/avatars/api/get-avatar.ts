import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Avatar } from '../../../../shared/contracts/avatars.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const avatarQueryKey = (id: number) => ['avatars', 'detail', id] as const;

export function getAvatar(id: number, signal?: AbortSignal): Promise<Avatar> {
  return apiRequest<Avatar>(`/api/avatars/${id}`, signal ? { signal } : {});
}

export const avatarQueryOptions = (id: number) =>
  queryOptions({ queryKey: avatarQueryKey(id), queryFn: ({ signal }) => getAvatar(id, signal) });

export function useAvatar(id: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...avatarQueryOptions(id), enabled: options.enabled ?? true });
}
