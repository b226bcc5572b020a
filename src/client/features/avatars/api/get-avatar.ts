import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AvatarProfile } from '../../../../shared/contracts/avatars.ts';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { avatarKeys } from './get-avatars.ts';

export function getAvatar(id: number, signal?: AbortSignal): Promise<AvatarProfile> {
  return apiRequest<AvatarProfile>(`/api/avatars/${id}`, signal ? { signal } : {});
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

export function avatarQueryOptions(id: number) {
  return queryOptions({
    queryKey: avatarKeys.detail(id),
    queryFn: ({ signal }) => getAvatar(id, signal),
  });
}

export function useAvatar(id: number | null) {
  return useQuery({ ...avatarQueryOptions(id ?? 0), enabled: id !== null });
}
