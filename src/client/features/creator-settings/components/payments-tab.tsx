import { CreditCard, Landmark, Lock } from 'lucide-react';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import type { CreatorSettings, PayoutSchedule } from '../../../../shared/contracts/creator-settings.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useRemoveCard } from '../api/creator-settings.ts';
import { CardDialog, PayoutDialog } from './payment-dialogs.tsx';

const SCHEDULES: { value: PayoutSchedule; label: string; detail: string }[] = [
  { value: 'monthly', label: 'Monthly', detail: '1st of each month' },
  { value: 'biweekly', label: 'Bi-weekly', detail: 'Every other Monday' },
  { value: 'weekly', label: 'Weekly', detail: 'Every Monday' },
];

export function PaymentsTab({ payments }: { payments: CreatorSettings['payments'] }) {
  const { register, watch } = useFormContext();
  const schedule = watch('payoutSchedule');
  const [dialog, setDialog] = useState<'add-card' | 'edit-card' | 'payout' | null>(null);
  const remove = useRemoveCard();
  const card = payments.card;

  const onRemove = () =>
    remove.mutate(undefined, { onSuccess: () => toast({ title: 'Payment method removed', variant: 'success' }) });

  return (
    <div className="grid gap-6">
      <section aria-labelledby="card-heading" className="grid gap-3">
        <h3 id="card-heading" className="font-semibold">
          Payment Method
        </h3>
        {card ? (
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border p-4">
            <div className="flex items-center gap-3">
              <CreditCard className="size-6 text-muted-foreground" aria-hidden="true" />
              <div>
                <p className="font-medium">
                  {card.brand} <span aria-hidden="true">•••• •••• •••• </span>
                  <span className="sr-only">ending in </span>
                  {card.last4}
                </p>
                <p className="text-xs text-muted-foreground">
                  Expires {String(card.expMonth).padStart(2, '0')}/{String(card.expYear).slice(-2)}
                </p>
              </div>
            </div>
            <div className="flex gap-2">
              <Button size="sm" variant="outline" onClick={() => setDialog('edit-card')}>
                Edit
              </Button>
              <Button size="sm" variant="ghost" onClick={onRemove} disabled={remove.isPending}>
                Remove
              </Button>
            </div>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">No payment method saved.</p>
        )}
        <Button variant="outline" className="justify-self-start" onClick={() => setDialog('add-card')}>
          Add Payment Method
        </Button>
      </section>

      <section aria-labelledby="payout-heading" className="grid gap-3">
        <h3 id="payout-heading" className="font-semibold">
          Payout Information
        </h3>
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border p-4">
          <div className="flex items-center gap-3">
            <Landmark className="size-6 text-muted-foreground" aria-hidden="true" />
            <div>
              <p className="flex items-center gap-2 font-medium">
                Direct Deposit <Badge variant="secondary">Default</Badge>
              </p>
              <p className="text-xs text-muted-foreground">
                {payments.payout.accountLast4
                  ? `Account •••• ${payments.payout.accountLast4}`
                  : 'No bank account added yet'}
              </p>
            </div>
          </div>
          <Button size="sm" variant="outline" onClick={() => setDialog('payout')}>
            Edit
          </Button>
        </div>
        <p className="flex items-center gap-2 text-xs text-muted-foreground">
          <Lock className="size-3.5" aria-hidden="true" /> Your payout information is encrypted and stored securely.
        </p>
      </section>

      <fieldset className="grid gap-3">
        <legend className="mb-3 font-semibold">Payout Schedule</legend>
        <div className="grid gap-3 sm:grid-cols-3">
          {SCHEDULES.map((s) => (
            <label
              key={s.value}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-xl border p-4 focus-within:outline-2 focus-within:outline-ring',
                schedule === s.value && 'border-primary bg-primary/5',
              )}
            >
              <input
                type="radio"
                value={s.value}
                className="mt-1 accent-[var(--color-primary)]"
                {...register('payoutSchedule')}
              />
              <span>
                <span className="block font-medium">{s.label}</span>
                <span className="text-xs text-muted-foreground">{s.detail}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      {/* The dialogs render in a portal but their React events still bubble here: keep their
          submits away from the settings form around this tab. */}
      <div onSubmit={(e) => e.stopPropagation()}>
        {dialog === 'add-card' || dialog === 'edit-card' ? (
          <CardDialog
            title={dialog === 'add-card' ? 'Add Payment Method' : 'Edit Payment Method'}
            onClose={() => setDialog(null)}
          />
        ) : null}
        {dialog === 'payout' ? <PayoutDialog onClose={() => setDialog(null)} /> : null}
      </div>
    </div>
  );
}
