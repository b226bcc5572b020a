import { useId, useState } from 'react';
import { formatMoney } from '../../../../shared/figures.ts';
import { type SubscriptionTier, TIER_LABELS } from '../../../../shared/subscription-terms.ts';
import { TestModeNote } from '../../../components/payments/test-mode-note.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { RadioCard } from '../../../components/ui/radio-card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';

export interface TierOffer {
  tier: SubscriptionTier;
  /** Minor units per month. */
  price: number;
  /** How many of the avatar's subscriber-only items it unlocks. */
  unlocks: number;
}

export interface SubscribeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  avatarName: string;
  offers: TierOffer[];
  testMode: boolean;
  pending: boolean;
  error: string | null;
  onContinue: (tier: SubscriptionTier) => void;
}

const items = (n: number) => `${n} subscriber-only ${n === 1 ? 'item' : 'items'}`;

/** Choose a tier (price per month, what it unlocks), then go to the checkout. */
export function SubscribeDialog({
  open,
  onOpenChange,
  avatarName,
  offers,
  testMode,
  pending,
  error,
  onContinue,
}: SubscribeDialogProps) {
  const [tier, setTier] = useState<SubscriptionTier>(offers[0]?.tier ?? 'premium');
  const groupId = useId();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Subscribe to {avatarName}</DialogTitle>
        <DialogDescription>
          Billed monthly until you cancel. Cancel at least 24 hours before a period ends and nothing more is charged.
        </DialogDescription>
        <div role="radiogroup" aria-labelledby={groupId} className="grid gap-2">
          <span id={groupId} className="sr-only">
            Tier
          </span>
          {offers.map((offer) => (
            <RadioCard
              key={offer.tier}
              name="tier"
              value={offer.tier}
              title={`${TIER_LABELS[offer.tier]} · ${formatMoney(offer.price)}/month`}
              detail={`Unlocks ${items(offer.unlocks)}`}
              checked={tier === offer.tier}
              onChange={() => setTier(offer.tier)}
            />
          ))}
        </div>
        {testMode ? <TestModeNote>the checkout takes test cards only.</TestModeNote> : null}
        {error ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2 pt-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Not now
          </Button>
          <Button onClick={() => onContinue(tier)} disabled={pending}>
            {pending ? <Spinner /> : null}
            Continue to checkout
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
