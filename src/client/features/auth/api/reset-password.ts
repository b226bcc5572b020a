import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '../../../../shared/contracts/common.ts';
import type { ResetPasswordBody } from '../../../../shared/contracts/password-reset.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { currentUserQueryKey } from './get-current-user.ts';

export function resetPassword(body: ResetPasswordBody): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/api/auth/reset-password', { method: 'POST', body });
}

/** A reset ends the account's other sessions; the user query is checked again. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}
