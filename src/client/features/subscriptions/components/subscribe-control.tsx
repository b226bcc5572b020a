import { BellRing, Loader2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { formatMoney } from '../../../../shared/figures.ts';
import { TIER_LABELS } from '../../../../shared/subscription-terms.ts';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useEverTrue } from '../../../lib/use-ever-true.ts';
import { useChangeSubscription, useStartCheckout } from '../api/change-subscription.ts';
import { useSubscription } from '../api/get-subscription.ts';
import type { TierOffer } from './subscribe-dialog.tsx';
import { SubscriptionStatus } from './subscription-status.tsx';

// The dialogs (Radix Dialog) load when first opened.
const SubscribeDialog = lazy(() => import('./subscribe-dialog.tsx').then((m) => ({ default: m.SubscribeDialog })));
const CancelDialog = lazy(() => import('./cancel-dialog.tsx').then((m) => ({ default: m.CancelDialog })));

export interface SubscribeControlProps {
  avatar: { id: number; name: string; creatorId: number };
  /** What each tier costs and unlocks on this avatar. */
  offers: TierOffer[];
  /** The signed-in member, or null for a guest. */
  userId: number | null;
  /** The subscribe dialog is the page's, so a locked item can open it too. */
  dialogOpen: boolean;
  onDialogOpenChange: (open: boolean) => void;
  /** Back from the provider's checkout, waiting for its payment event. */
  confirming?: boolean;
}

/**
 * Subscribe to an avatar: price per month per tier and what it unlocks, then the checkout
 * (the provider's page; test mode: a page of this app). Subscribed: tier, 'Renews on' or
 * 'Ends on', Cancel (the 24-hour rule stated) or Resubscribe. Guests log in first and
 * come back here.
 */
export function SubscribeControl({
  avatar,
  offers,
  userId,
  dialogOpen,
  onDialogOpenChange,
  confirming = false,
}: SubscribeControlProps) {
  const navigate = useNavigate();
  const details = useSubscription(userId, avatar.id);
  const checkout = useStartCheckout(avatar.id);
  const change = useChangeSubscription(avatar.id);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const dialogLoaded = useEverTrue(dialogOpen);

  if (userId !== null && userId === avatar.creatorId) return null;
  const subscription = details.data?.subscription ?? null;
  const running = subscription !== null && subscription.status !== 'expired';

  const onSubscribe = () => {
    if (userId === null) {
      navigate(`/login?redirect=${encodeURIComponent(`/avatar/${avatar.id}`)}`);
      return;
    }
    checkout.reset();
    onDialogOpenChange(true);
  };

  const onContinue = (tier: TierOffer['tier']) =>
    checkout.mutate(tier, {
      onSuccess: ({ url }) => {
        onDialogOpenChange(false);
        // The test provider's page is a page of this app; a hosted one is elsewhere.
        if (url.startsWith('/')) navigate(url);
        else window.location.assign(url);
      },
    });

  const onChange = (action: 'cancel' | 'resume') =>
    change.mutate(action, {
      onSuccess: () => {
        setConfirmCancel(false);
        toast(
          action === 'cancel'
            ? { title: 'Subscription cancelled', description: 'You keep access until it ends.' }
            : { title: 'Subscription resumed', description: 'It renews as before.', variant: 'success' },
        );
      },
    });

  return (
    <div className="grid basis-full gap-3 rounded-xl border bg-card p-4" data-testid="subscribe-control">
      {running ? (
        <>
          <SubscriptionStatus subscription={subscription} />
          <div className="flex flex-wrap gap-2">
            {subscription.status === 'cancelled' ? (
              <Button onClick={() => onChange('resume')} disabled={change.isPending}>
                Resubscribe
              </Button>
            ) : (
              <Button variant="outline" onClick={() => setConfirmCancel(true)}>
                Cancel subscription
              </Button>
            )}
          </div>
        </>
      ) : confirming ? (
        <p role="status" className="flex items-center gap-2 text-sm font-medium">
          <Loader2 aria-hidden="true" className="size-4 animate-spin" />
          Confirming your subscription…
        </p>
      ) : (
        <>
          <ul className="grid gap-1 text-sm sm:flex sm:flex-wrap sm:gap-x-4">
            {offers.map((o) => (
              <li key={o.tier}>
                <span className="font-semibold">{TIER_LABELS[o.tier]}</span> {formatMoney(o.price)}/month
                <span className="text-muted-foreground">
                  {' '}
                  · unlocks {o.unlocks} {o.unlocks === 1 ? 'item' : 'items'}
                </span>
              </li>
            ))}
          </ul>
          <Button className="justify-self-start" onClick={onSubscribe} disabled={userId !== null && details.isPending}>
            <BellRing aria-hidden="true" />
            {subscription?.status === 'expired' ? 'Subscribe again' : 'Subscribe'}
          </Button>
        </>
      )}
      {dialogLoaded ? (
        <Suspense fallback={null}>
          <SubscribeDialog
            open={dialogOpen}
            onOpenChange={onDialogOpenChange}
            avatarName={avatar.name}
            offers={offers}
            testMode={details.data?.testMode ?? false}
            pending={checkout.isPending}
            error={checkout.error ? errorMessage(checkout.error, 'Could not start the checkout.') : null}
            onContinue={onContinue}
          />
        </Suspense>
      ) : null}
      {confirmCancel && subscription ? (
        <Suspense fallback={null}>
          <CancelDialog
            avatarName={avatar.name}
            periodEnd={subscription.renewsOn}
            pending={change.isPending}
            onConfirm={() => onChange('cancel')}
            onClose={() => setConfirmCancel(false)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
