import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterBodyInput, RegisterResponse } from '../../../../shared/contracts/auth.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { serverMessageToast } from '../../../lib/error-toasts.ts';
import { forgetVisitorData } from './login.ts';

export function register(body: RegisterBodyInput): Promise<RegisterResponse> {
  return apiRequest<RegisterResponse>('/api/auth/register', { method: 'POST', body });
}

/**
 * Registration does not sign in; the signup page goes on to /login. A guest's chats and
 * favourites now belong to the account, so what was cached for the guest is dropped.
 */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: () => forgetVisitorData(queryClient),
    meta: { errorToast: serverMessageToast('Registration failed', 'Please check your information') },
  });
}
