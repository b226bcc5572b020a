import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  TestCardBody,
  TestCardToken,
  TestCheckout,
  TestPayResult,
} from '../../../../shared/contracts/test-checkout.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { serverMessageToast, unlessOnFields } from '../../../lib/error-toasts.ts';
import { testCheckoutKeys } from '../../../lib/query-keys.ts';

/** The test provider's checkout page: its summary, for the member who started it. */
export function useTestCheckout(id: number) {
  return useQuery({
    queryKey: testCheckoutKeys.detail(id),
    queryFn: ({ signal }) => apiRequest<TestCheckout>(`/api/payments/test/checkouts/${id}`, { signal }),
    retry: false,
    // The page says it could not load, in place.
    meta: { errorToast: false },
  });
}

/**
 * Pays as a processor's hosted field does: the card goes to the provider's tokenising
 * endpoint (never to the product's routes), and only the token it answers pays.
 */
export function usePayTestCheckout(id: number) {
  return useMutation({
    mutationFn: async (card: TestCardBody) => {
      const token = await apiRequest<TestCardToken>('/api/payments/test/cards', { method: 'POST', body: card });
      return apiRequest<TestPayResult>(`/api/payments/test/checkouts/${id}/pay`, {
        method: 'POST',
        body: { token: token.token },
      });
    },
    // A declined card is said under the card number; anything else is toasted.
    meta: { errorToast: unlessOnFields(serverMessageToast('Payment failed', 'Please try again.')) },
  });
}
