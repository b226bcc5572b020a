import { BellRing, Check } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useChangeSubscription } from '../api/change-subscription.ts';
import { useIsSubscribed } from '../api/get-is-subscribed.ts';

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
      onError: (error) =>
        toast({
          title: 'Something went wrong',
          description: errorMessage(error, 'Please try again later'),
          variant: 'destructive',
        }),
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
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogTitle>
            {isSubscribed ? `Your subscription to ${avatar.name}` : `Subscribe to ${avatar.name}`}
          </DialogTitle>
          <DialogDescription>
            Premium tier ·{' '}
            <span className="font-semibold text-foreground">{formatMonthlyPrice(avatar.monthlyPrice)}</span>
          </DialogDescription>
          <ul className="grid list-disc gap-2 pl-5 text-sm text-muted-foreground">
            <li>No payment is taken today: billing starts only when the tier launches.</li>
            <li>You can cancel at any time.</li>
            <li>NQW premium content needs NQW access, which is coming soon; it is not part of this subscription.</li>
          </ul>
          <div className="flex flex-wrap justify-end gap-2 pt-2">
            <Button variant="outline" onClick={() => setOpen(false)}>
              {isSubscribed ? 'Keep subscription' : 'Not now'}
            </Button>
            <Button variant={isSubscribed ? 'destructive' : 'default'} onClick={confirm} disabled={change.isPending}>
              {change.isPending ? <Spinner /> : null}
              {isSubscribed ? 'Cancel subscription' : 'Confirm subscription'}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
