import { useMutation } from '@tanstack/react-query';
import type { CheckoutStarted, SubscriptionDetails } from '../../../../shared/contracts/subscriptions.ts';
import type { SubscriptionTier } from '../../../../shared/subscription-terms.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { serverMessageToast } from '../../../lib/error-toasts.ts';
import { subscriptionKeys } from '../../../lib/query-keys.ts';

/** Subscribe: opens a checkout; the answer says where to pay (the provider's page). */
export function useStartCheckout(avatarId: number) {
  return useMutation({
    mutationFn: (tier: SubscriptionTier) =>
      apiRequest<CheckoutStarted>(`/api/avatars/${avatarId}/checkout`, { method: 'POST', body: { tier } }),
    // The subscribe dialog says why in place.
    meta: { errorToast: false },
  });
}

/** Cancel (24-hour rule) or resubscribe before the end; every subscription view refreshes. */
export function useChangeSubscription(avatarId: number) {
  return useMutation({
    mutationFn: (action: 'cancel' | 'resume') =>
      action === 'cancel'
        ? apiRequest<SubscriptionDetails>(`/api/avatars/${avatarId}/subscription`, { method: 'DELETE' })
        : apiRequest<SubscriptionDetails>(`/api/avatars/${avatarId}/subscription/resume`, { method: 'POST' }),
    meta: {
      invalidates: [subscriptionKeys.all],
      errorToast: serverMessageToast('Something went wrong', 'Please try again.'),
    },
  });
}
