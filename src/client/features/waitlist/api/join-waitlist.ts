import { useMutation } from '@tanstack/react-query';
import type { WaitlistBody, WaitlistResponse } from '../../../../shared/contracts/waitlist.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export function joinWaitlist(body: WaitlistBody): Promise<WaitlistResponse> {
  return apiRequest<WaitlistResponse>('/api/nqw-waitlist', { method: 'POST', body });
}

/** Nothing cached depends on the waitlist, so there is nothing to invalidate. */
export function useJoinWaitlist() {
  return useMutation({
    mutationFn: joinWaitlist,
    meta: { errorToast: { title: 'Something went wrong', description: 'Please try again later' } },
  });
}
