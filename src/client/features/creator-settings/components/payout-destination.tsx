import { Landmark } from 'lucide-react';
import { useId, useState } from 'react';
import type { CreatorSettings, PayoutAccountStatus } from '../../../../shared/contracts/creator-settings.ts';
import { Button } from '../../../components/ui/button.tsx';
import { RadioCard } from '../../../components/ui/radio-card.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useConnectPayoutDestination, usePayoutSetup } from '../api/creator-settings.ts';

/** What Stripe says of the creator's connected account. */
const ACCOUNT_STATUS: Record<PayoutAccountStatus, string> = {
  details_needed: 'details needed (continue the setup on Stripe)',
  restricted: 'restricted (Stripe needs more information)',
  enabled: 'enabled',
};

/**
 * Where payouts go, set through the payment provider: test mode offers its masked test
 * accounts to choose from, a hosted provider sends the creator to its onboarding. No
 * account number is ever typed here.
 */
export function PayoutDestination({ payments }: { payments: CreatorSettings['payments'] }) {
  const [choosing, setChoosing] = useState(false);
  const [choice, setChoice] = useState<string | null>(null);
  const setup = usePayoutSetup(choosing);
  const connect = useConnectPayoutDestination();
  const groupId = useId();
  const current = payments.payoutDestination;
  const account = payments.accountStatus ?? null;
  const options = setup.data;

  const onConnect = async (chosen = choice) => {
    if (!chosen) return;
    try {
      await connect.mutateAsync({ choice: chosen });
      setChoosing(false);
      toast({ title: 'Payout destination connected', variant: 'success' });
    } catch (error) {
      toast({
        title: 'Could not connect it',
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    }
  };

  return (
    <section aria-labelledby="payout-heading" className="grid gap-3">
      <h3 id="payout-heading" className="font-semibold">
        Payout destination
      </h3>
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border p-4">
        <div className="flex items-center gap-3">
          <Landmark className="size-6 text-muted-foreground" aria-hidden="true" />
          <div>
            <p className="font-medium" data-testid="payout-destination">
              {current ? current.label : 'No payout destination yet'}
            </p>
            <p className="text-xs text-muted-foreground">
              {current
                ? 'Connected through the payment provider.'
                : 'Connect one through the payment provider to receive payouts.'}
            </p>
            {account ? (
              <p className="text-xs" data-testid="payout-account-status">
                Stripe account: <span className="font-medium">{ACCOUNT_STATUS[account]}</span>
              </p>
            ) : null}
          </div>
        </div>
        <Button size="sm" variant="outline" onClick={() => setChoosing((v) => !v)} aria-expanded={choosing}>
          {current ? 'Change' : 'Set up payouts'}
        </Button>
      </div>
      {account === 'enabled' && !current ? (
        <Button className="justify-self-start" onClick={() => onConnect('stripe')} disabled={connect.isPending}>
          {connect.isPending ? 'Connecting...' : 'Receive payouts in this Stripe account'}
        </Button>
      ) : null}
      {choosing ? (
        options?.kind === 'redirect' ? (
          <Button className="justify-self-start" onClick={() => window.location.assign(options.url)}>
            Continue to the payment provider
          </Button>
        ) : options?.kind === 'choose' ? (
          <div className="grid gap-3 rounded-xl border border-dashed p-4">
            <p id={groupId} className="text-sm font-medium">
              Choose a test account
            </p>
            <div role="radiogroup" aria-labelledby={groupId} className="grid gap-2 sm:grid-cols-2">
              {options.options.map((option) => (
                <RadioCard
                  key={option.id}
                  name="payout-account"
                  value={option.id}
                  title={option.label}
                  detail={option.description}
                  checked={choice === option.id}
                  onChange={() => setChoice(option.id)}
                />
              ))}
            </div>
            <Button className="justify-self-start" onClick={() => onConnect()} disabled={!choice || connect.isPending}>
              {connect.isPending ? 'Connecting...' : 'Connect account'}
            </Button>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">Loading the provider’s options…</p>
        )
      ) : null}
    </section>
  );
}
