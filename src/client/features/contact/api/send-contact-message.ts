import { useMutation } from '@tanstack/react-query';
import type { ContactBody, ContactResponse } from '../../../../shared/contracts/contact.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export function sendContactMessage(body: ContactBody): Promise<ContactResponse> {
  return apiRequest<ContactResponse>('/api/contact', { method: 'POST', body });
}

/** Nothing cached depends on contact messages, so there is nothing to invalidate. */
export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
