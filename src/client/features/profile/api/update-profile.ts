import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthUser } from '../../../../shared/contracts/auth.ts';
import type { UpdateProfileBody } from '../../../../shared/contracts/users.ts';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { currentUserQueryKey } from '../../../lib/query-keys.ts';

export function updateProfile(body: UpdateProfileBody): Promise<AuthUser> {
  return apiRequest<AuthUser>('/api/users/profile', { method: 'PATCH', body });
}

/** Saves the profile; the answer is the updated user. A 401 means the session has ended. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => queryClient.setQueryData(currentUserQueryKey, user),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401) queryClient.setQueryData(currentUserQueryKey, null);
    },
  });
}
