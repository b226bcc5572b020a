import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '../../../../shared/contracts/common.ts';
import type { ResetPasswordBody } from '../../../../shared/contracts/password-reset.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { serverMessageToast, unlessOnFields } from '../../../lib/error-toasts.ts';
import { authKeys } from '../../../lib/query-keys.ts';

export function resetPassword(body: ResetPasswordBody): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/api/auth/reset-password', { method: 'POST', body });
}

/**
 * A reset ends the account's other sessions; the user query is checked again. A link that
 * is invalid or has expired (an issue on `token`) is told by the form, in place.
 */
export function useResetPassword() {
  return useMutation({
    mutationFn: resetPassword,
    meta: {
      invalidates: [authKeys.user()],
      errorToast: unlessOnFields(
        serverMessageToast('Password reset failed', 'Please try again later'),
        (issue) => issue.path === 'token',
      ),
    },
  });
}
