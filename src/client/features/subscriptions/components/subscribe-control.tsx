import { BellRing, Check } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../lib/toast-store.ts';
import { useEverTrue } from '../../../lib/use-ever-true.ts';
import { useChangeSubscription } from '../api/change-subscription.ts';
import { useIsSubscribed } from '../api/get-is-subscribed.ts';

// The confirmation dialog (Radix Dialog) loads when first opened.
const SubscribeDialog = lazy(() => import('./subscribe-dialog.tsx').then((m) => ({ default: m.SubscribeDialog })));

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Integer minor units (1499) as a price per month ('$14.99/month'). */
export function formatMonthlyPrice(minorUnits: number): string {
  return `${money.format(minorUnits / 100)}/month`;
}

export interface SubscribeControlProps {
  avatar: { id: number; name: string; monthlyPrice: number; creatorId: number };
  /** The signed-in member, or null for a guest. */
  userId: number | null;
  onCountChange: (subscriberCount: number) => void;
}

/**
 * Subscribe to an avatar. Guests go to /login. No payment is taken yet, and the dialog
 * says so plainly; a subscription does not unlock NQW premium content.
 */
export function SubscribeControl({ avatar, userId, onCountChange }: SubscribeControlProps) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const dialogLoaded = useEverTrue(open);
  const subscribed = useIsSubscribed(userId, avatar.id);
  const change = useChangeSubscription(userId ?? 0, avatar.id, onCountChange);

  if (userId !== null && userId === avatar.creatorId) return null;
  const isSubscribed = subscribed.data === true;

  const onClick = () => {
    if (userId === null) {
      navigate(`/login?redirect=${encodeURIComponent(`/avatar/${avatar.id}`)}`);
      return;
    }
    setOpen(true);
  };

  const confirm = () =>
    change.mutate(isSubscribed ? { action: 'cancel' } : { action: 'subscribe', tier: 'premium' }, {
      onSuccess: (state) => {
        setOpen(false);
        toast(
          state.isSubscribed
            ? { title: 'Subscribed', description: `You're now subscribed to ${avatar.name}.`, variant: 'success' }
            : { title: 'Subscription cancelled', description: `You're no longer subscribed to ${avatar.name}.` },
        );
      },
    });

  return (
    <>
      <Button
        variant={isSubscribed ? 'secondary' : 'default'}
        onClick={onClick}
        disabled={userId !== null && subscribed.isPending}
      >
        {isSubscribed ? <Check aria-hidden="true" /> : <BellRing aria-hidden="true" />}
        {isSubscribed ? 'Subscribed' : 'Subscribe'}
      </Button>
      {dialogLoaded ? (
        <Suspense fallback={null}>
          <SubscribeDialog
            open={open}
            onOpenChange={setOpen}
            avatarName={avatar.name}
            price={formatMonthlyPrice(avatar.monthlyPrice)}
            isSubscribed={isSubscribed}
            pending={change.isPending}
            onConfirm={confirm}
          />
        </Suspense>
      ) : null}
    </>
  );
}
