import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Lorebook, LorebookTestBody, LorebookTestResult } from '../../../../shared/contracts/lorebooks.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { serverMessageToast, unlessOnFields } from '../../../lib/error-toasts.ts';
import { creatorKeys } from '../../../lib/query-keys.ts';

/** An avatar's lorebook (GET/PUT /api/creator/avatars/:id/lorebook) and its test (POST …/lorebook/test). */
const lorebookKey = creatorKeys.lorebook;
const lorebookUrl = (avatarId: number) => `/api/creator/avatars/${avatarId}/lorebook`;

export const lorebookQuery = (avatarId: number) =>
  queryOptions({
    queryKey: lorebookKey(avatarId),
    queryFn: () => apiRequest<Lorebook>(lorebookUrl(avatarId)),
    // The editor says it could not load, in place.
    meta: { errorToast: false },
  });

export function useLorebook(avatarId: number) {
  return useQuery(lorebookQuery(avatarId));
}

export function useSaveLorebook(avatarId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (lorebook: Lorebook) => apiRequest<Lorebook>(lorebookUrl(avatarId), { method: 'PUT', body: lorebook }),
    onSuccess: (saved) => client.setQueryData(lorebookKey(avatarId), saved),
    meta: { errorToast: unlessOnFields(serverMessageToast('Save failed', 'Please try again.')) },
  });
}

export function useTestLorebook(avatarId: number) {
  return useMutation({
    mutationFn: (body: LorebookTestBody) =>
      apiRequest<LorebookTestResult>(`${lorebookUrl(avatarId)}/test`, { method: 'POST', body }),
    // The test panel shows the failure in its result area.
    meta: { errorToast: false },
  });
}
