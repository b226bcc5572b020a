import { TestModeNote } from '../../../components/payments/test-mode-note.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useOverview } from '../api/get-overview.ts';
import { formatMoney } from './money.ts';

/** The portal sidebar's figures: Subscribers, Content count, This Month earnings. */
export function SidebarStats() {
  const overview = useOverview();
  if (overview.isPending) return <Skeleton className="h-24 w-full rounded-xl" />;
  if (overview.isError) return <p className="text-xs text-muted-foreground">Stats are unavailable right now.</p>;
  const rows = [
    ['Subscribers', overview.data.subscribers.toLocaleString()],
    ['Content', overview.data.contentCount.toLocaleString()],
    ['This Month', formatMoney(overview.data.thisMonthEarnings)],
  ] as const;
  return (
    <div className="grid gap-3">
      <dl className="grid gap-2 text-sm" aria-label="Your stats">
        {rows.map(([label, value]) => (
          <div key={label} className="flex items-center justify-between gap-2">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="font-semibold" data-testid={`stat-${label.toLowerCase().replace(' ', '-')}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {overview.data.testMode ? (
        <TestModeNote className="px-2 py-1.5">This Month is your share of test payments.</TestModeNote>
      ) : (
        <p className="text-xs text-muted-foreground">
          This Month: your share of this month’s payments, after the service fee.
        </p>
      )}
      {overview.data.fictional ? (
        <p className="text-xs text-muted-foreground">Subscribers include fictional demo history.</p>
      ) : null}
    </div>
  );
}
