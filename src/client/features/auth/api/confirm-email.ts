import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '../../../../shared/contracts/common.ts';
import type { ConfirmEmailBody } from '../../../../shared/contracts/email-change.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export function confirmEmail(body: ConfirmEmailBody): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/api/auth/confirm-email', { method: 'POST', body });
}

/**
 * The account's email changed and its other sessions ended: whatever was cached (the user,
 * the creator's settings with their pending change) is read again. A failure is told on
 * the page, in place of its button.
 */
export function useConfirmEmail() {
  return useMutation({ mutationFn: confirmEmail, meta: { invalidates: 'all', errorToast: false } });
}
