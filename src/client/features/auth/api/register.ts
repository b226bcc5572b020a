import { useMutation } from '@tanstack/react-query';
import type { RegisterBodyInput, RegisterResponse } from '../../../../shared/contracts/auth.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export function register(body: RegisterBodyInput): Promise<RegisterResponse> {
  return apiRequest<RegisterResponse>('/api/auth/register', { method: 'POST', body });
}

/** Registration does not sign in; the signup page goes on to /login. */
export function useRegister() {
  return useMutation({ mutationFn: register });
}
