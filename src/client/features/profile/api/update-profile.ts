import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthUser } from '../../../../shared/contracts/auth.ts';
import type { UpdateProfileBody } from '../../../../shared/contracts/users.ts';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { authKeys } from '../../../lib/query-keys.ts';

export function updateProfile(body: UpdateProfileBody): Promise<AuthUser> {
  return apiRequest<AuthUser>('/api/users/profile', { method: 'PATCH', body });
}

const sessionEnded = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * Saves the profile; the answer is the updated user. A 401 means the session has ended:
 * the page turns to 'Access Denied' instead of a toast.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => queryClient.setQueryData(authKeys.user(), user),
    onError: (error) => {
      if (sessionEnded(error)) queryClient.setQueryData(authKeys.user(), null);
    },
    meta: {
      errorToast: (error) =>
        !sessionEnded(error) && {
          title: 'Update failed',
          description: 'There was a problem updating your profile. Please try again.',
        },
    },
  });
}
