import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '../../../../shared/contracts/common.ts';
import type { ForgotPasswordBody } from '../../../../shared/contracts/password-reset.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { serverMessageToast } from '../../../lib/error-toasts.ts';

export function requestPasswordReset(body: ForgotPasswordBody): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/api/auth/forgot-password', { method: 'POST', body });
}

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: requestPasswordReset,
    meta: { errorToast: serverMessageToast('Something went wrong', 'Please try again later') },
  });
}
