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

/** Route ids are positive integers; anything else is an avatar that cannot exist. */
export function parseAvatarId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
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
