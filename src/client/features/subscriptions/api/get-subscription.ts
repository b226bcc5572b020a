import { useQuery } from '@tanstack/react-query';
import type { SubscriptionDetails } from '../../../../shared/contracts/subscriptions.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { subscriptionKeys } from '../../../lib/query-keys.ts';

/**
 * The member's subscription to an avatar (tier, status, renews or ends on); members only.
 * `pollMs` asks again on that interval (while a payment is being confirmed).
 */
export function useSubscription(userId: number | null, avatarId: number, options: { pollMs?: number | false } = {}) {
  return useQuery({
    queryKey: subscriptionKeys.details(userId ?? 0, avatarId),
    queryFn: ({ signal }) => apiRequest<SubscriptionDetails>(`/api/avatars/${avatarId}/subscription`, { signal }),
    enabled: userId !== null,
    refetchInterval: options.pollMs ?? false,
  });
}
