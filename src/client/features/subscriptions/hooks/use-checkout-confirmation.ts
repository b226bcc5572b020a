import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { avatarKeys, contentKeys, subscriptionKeys } from '../../../lib/query-keys.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useSubscription } from '../api/get-subscription.ts';

/** How often the subscription is asked again while the payment is confirmed, and for how long. */
const POLL_MS = 2000;
const GIVE_UP_MS = 60_000;

/**
 * Back from the provider's checkout (`?checkout=<id>` on the avatar's page): the entitlement
 * comes from the provider's event, not from the redirect, so the subscription is asked
 * again every 2 s until it entitles (then what it unlocks is read again, and a toast says the
 * subscription is active) or a minute has passed. Answers whether the page should say
 * 'Confirming your subscription…'.
 */
export function useCheckoutConfirmation(userId: number | null, avatarId: number): boolean {
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const returned = search.has('checkout');
  const [confirming, setConfirming] = useState(false);
  const subscription = useSubscription(userId, avatarId, { pollMs: confirming ? POLL_MS : false }).data?.subscription;
  const entitled = subscription?.entitled === true;
  const avatarName = subscription?.avatarName;

  useEffect(() => {
    if (!returned) return;
    setConfirming(true);
    void queryClient.invalidateQueries({ queryKey: subscriptionKeys.all });
    setSearch(
      (params) => {
        params.delete('checkout');
        return params;
      },
      { replace: true },
    );
  }, [returned, queryClient, setSearch]);

  useEffect(() => {
    if (!confirming) return;
    const timer = setTimeout(() => setConfirming(false), GIVE_UP_MS);
    return () => clearTimeout(timer);
  }, [confirming]);

  // Entitled: what the subscription unlocks is read again, without a reload.
  useEffect(() => {
    if (!confirming || !entitled) return;
    setConfirming(false);
    toast({
      title: 'Subscription active',
      description: `${avatarName ?? 'This avatar'}'s subscriber content is open to you now.`,
      variant: 'success',
    });
    void queryClient.invalidateQueries({ queryKey: avatarKeys.detail(avatarId) });
    void queryClient.invalidateQueries({ queryKey: contentKeys.forAvatar(avatarId) });
  }, [confirming, entitled, queryClient, avatarId, avatarName]);

  return confirming && !entitled;
}
