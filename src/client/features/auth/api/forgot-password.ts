import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '../../../../shared/contracts/common.ts';
import type { ForgotPasswordBody } from '../../../../shared/contracts/password-reset.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export function requestPasswordReset(body: ForgotPasswordBody): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/api/auth/forgot-password', { method: 'POST', body });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
