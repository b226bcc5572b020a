import { useFormContext } from 'react-hook-form';
import type { CreatorSettings, PayoutSchedule } from '../../../../shared/contracts/creator-settings.ts';
import { TestModeNote } from '../../../components/payments/test-mode-note.tsx';
import { RadioCard } from '../../../components/ui/radio-card.tsx';
import { PayoutDestination } from './payout-destination.tsx';
import { PayoutStatements } from './payout-statements.tsx';

const SCHEDULES: { value: PayoutSchedule; label: string; detail: string }[] = [
  { value: 'monthly', label: 'Monthly', detail: '1st of each month' },
  { value: 'biweekly', label: 'Bi-weekly', detail: 'Every other Monday' },
  { value: 'weekly', label: 'Weekly', detail: 'Every Monday' },
];

/**
 * Settings → Payments: where payouts go (through the payment provider: no card or account
 * numbers are typed here), when they are paid (saved with Save Changes, honoured by the
 * payout job), and the payout statements.
 */
export function PaymentsTab({ payments }: { payments: CreatorSettings['payments'] }) {
  const { register, watch } = useFormContext();
  const schedule = watch('payoutSchedule');

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      {payments.testMode ? <TestModeNote>payouts go to test accounts.</TestModeNote> : null}
      <PayoutDestination payments={payments} />

      <fieldset className="grid gap-3">
        <legend className="mb-3 font-semibold">Payout Schedule</legend>
        <div className="grid gap-3 sm:grid-cols-3">
          {SCHEDULES.map((s) => (
            <RadioCard
              key={s.value}
              value={s.value}
              title={s.label}
              detail={s.detail}
              checked={schedule === s.value}
              {...register('payoutSchedule')}
            />
          ))}
        </div>
        <p className="text-xs text-muted-foreground">Saved with Save Changes; the next payout follows it.</p>
      </fieldset>

      <PayoutStatements />
    </div>
  );
}
