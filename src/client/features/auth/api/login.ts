import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginBodyInput, LoginResponse } from '../../../../shared/contracts/auth.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { serverMessageToast } from '../../../lib/error-toasts.ts';
import { authKeys } from '../../../lib/query-keys.ts';

export function login(body: LoginBodyInput): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('/api/auth/login', { method: 'POST', body });
}

/** Drops everything cached but the signed-in user: it belonged to whoever used the browser before. */
export function forgetVisitorData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== authKeys.all[0] });
}

/**
 * Signs in, then loads the user before resolving, so guards already see the member when
 * the caller navigates. Cached data of whoever used the browser before is dropped first
 * (in this order, not through `meta.invalidates`, which runs before: the member's own
 * queries would be dropped as they start).
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: async () => {
      forgetVisitorData(queryClient);
      await queryClient.invalidateQueries({ queryKey: authKeys.user() });
    },
    meta: { errorToast: serverMessageToast('Login failed', 'Invalid credentials') },
  });
}
