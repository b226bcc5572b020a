import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginBodyInput, LoginResponse } from '../../../../shared/contracts/auth.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { currentUserQueryKey } from './get-current-user.ts';

export function login(body: LoginBodyInput): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('/api/auth/login', { method: 'POST', body });
}

/**
 * Signs in, then loads the user before resolving, so guards already see the member when
 * the caller navigates. Cached data of whoever used the browser before is dropped.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: async () => {
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'auth' });
      await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
  });
}
