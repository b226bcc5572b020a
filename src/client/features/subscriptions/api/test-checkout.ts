import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  TestCardBody,
  TestCardToken,
  TestCheckout,
  TestPayResult,
} from '../../../../shared/contracts/test-checkout.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** The test provider's checkout page: its summary, for the member who started it. */
export function useTestCheckout(id: number) {
  return useQuery({
    queryKey: ['test-checkout', id],
    queryFn: ({ signal }) => apiRequest<TestCheckout>(`/api/payments/test/checkouts/${id}`, { signal }),
    retry: false,
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
  });
}
