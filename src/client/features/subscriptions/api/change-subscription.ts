import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubscriptionState, SubscriptionTier } from '../../../../shared/contracts/subscriptions.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { serverMessageToast } from '../../../lib/error-toasts.ts';
import { subscriptionKeys } from '../../../lib/query-keys.ts';

export function subscribe(avatarId: number, tier: SubscriptionTier): Promise<SubscriptionState> {
  return apiRequest<SubscriptionState>(`/api/avatars/${avatarId}/subscription`, { method: 'POST', body: { tier } });
}

export function cancelSubscription(avatarId: number): Promise<SubscriptionState> {
  return apiRequest<SubscriptionState>(`/api/avatars/${avatarId}/subscription`, { method: 'DELETE' });
}

/**
 * Subscribe or cancel. The answer carries the new state and count: the is-subscribed cache
 * takes it directly, and `onCountChange` lets the page update the avatar it shows.
 */
export function useChangeSubscription(
  userId: number,
  avatarId: number,
  onCountChange: (subscriberCount: number) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { action: 'subscribe'; tier: SubscriptionTier } | { action: 'cancel' }) =>
      change.action === 'subscribe' ? subscribe(avatarId, change.tier) : cancelSubscription(avatarId),
    onSuccess: (state) => {
      queryClient.setQueryData(subscriptionKeys.isSubscribed(userId, avatarId), state.isSubscribed);
      onCountChange(state.subscriberCount);
    },
    meta: { errorToast: serverMessageToast('Something went wrong', 'Please try again later') },
  });
}
