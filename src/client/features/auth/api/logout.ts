import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { MessageResponse } from '../../../../shared/contracts/common.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast-store.ts';
import { currentUserQueryKey } from './get-current-user.ts';

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
      queryClient.setQueryData(currentUserQueryKey, null);
      // Everything cached belonged to the member who just left.
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'auth' });
      await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      navigate('/');
      toast({ title: 'Success', description: 'You have been logged out', variant: 'success' });
    },
    onError: () => {
      toast({ title: 'Error', description: 'Failed to log out. Please try again.', variant: 'destructive' });
    },
  });
}
