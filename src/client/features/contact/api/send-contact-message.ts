import { useMutation } from '@tanstack/react-query';
import type { ContactBody, ContactResponse } from '../../../../shared/contracts/contact.ts';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';

export function sendContactMessage(body: ContactBody): Promise<ContactResponse> {
  return apiRequest<ContactResponse>('/api/contact', { method: 'POST', body });
}

/** Spec §8: the server's message or 'Failed to send message'; without an answer (network), try again. */
function sendFailed(error: unknown) {
  return error instanceof ApiError
    ? { title: 'Error', description: error.serverMessage ?? 'Failed to send message' }
    : { title: 'Error', description: 'Failed to send message. Please try again.' };
}

/** Nothing cached depends on contact messages, so there is nothing to invalidate. */
export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage, meta: { errorToast: sendFailed } });
}
