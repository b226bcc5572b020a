import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CheckoutStarted,
  SubscriptionDetails,
  SubscriptionTier,
} from '../../../../shared/contracts/subscriptions.ts';
import { apiRequest, errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast-store.ts';
import { subscriptionKeys } from './subscription-keys.ts';

/** Subscribe: opens a checkout; the answer says where to pay (the provider's page). */
export function useStartCheckout(avatarId: number) {
  return useMutation({
    mutationFn: (tier: SubscriptionTier) =>
      apiRequest<CheckoutStarted>(`/api/avatars/${avatarId}/checkout`, { method: 'POST', body: { tier } }),
  });
}

/** Cancel (24-hour rule) or resubscribe before the end; every subscription view refreshes. */
export function useChangeSubscription(avatarId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: 'cancel' | 'resume') =>
      action === 'cancel'
        ? apiRequest<SubscriptionDetails>(`/api/avatars/${avatarId}/subscription`, { method: 'DELETE' })
        : apiRequest<SubscriptionDetails>(`/api/avatars/${avatarId}/subscription/resume`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }),
    onError: (error) =>
      toast({
        title: 'Something went wrong',
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      }),
  });
}
