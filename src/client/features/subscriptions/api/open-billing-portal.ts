import { useMutation } from '@tanstack/react-query';
import type { BillingPortal } from '../../../../shared/contracts/subscriptions.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { serverMessageToast } from '../../../lib/error-toasts.ts';

/** The provider's page for the member's card and invoices (Stripe's customer portal); the caller goes there. */
export function useOpenBillingPortal() {
  return useMutation({
    mutationFn: () => apiRequest<BillingPortal>('/api/billing/portal', { method: 'POST' }),
    meta: { errorToast: serverMessageToast('Could not open the payment page', 'Please try again.') },
  });
}
