import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { MessageResponse } from '../../../../shared/contracts/common.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { authKeys } from '../../../lib/query-keys.ts';
import { toast } from '../../../lib/toast-store.ts';
import { forgetVisitorData } from './login.ts';

export function logout(): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/api/auth/logout', { method: 'POST' });
}

/** Spec §7/§8: OK -> redirect to / with a success toast; otherwise an error toast. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      queryClient.setQueryData(authKeys.user(), null);
      // Everything cached belonged to the member who just left.
      forgetVisitorData(queryClient);
      await queryClient.invalidateQueries({ queryKey: authKeys.user() });
      navigate('/');
      toast({ title: 'Success', description: 'You have been logged out', variant: 'success' });
    },
    meta: { errorToast: { title: 'Error', description: 'Failed to log out. Please try again.' } },
  });
}
