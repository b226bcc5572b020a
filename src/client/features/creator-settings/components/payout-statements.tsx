import { Download } from 'lucide-react';
import { type PayoutStatement, statementsCsv } from '../../../../shared/contracts/earnings.ts';
import { formatMoney } from '../../../../shared/figures.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { TableScroll } from '../../../components/ui/table-scroll.tsx';
import { useEarnings } from '../api/get-earnings.ts';

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const dayOf = (iso: string) => day.format(new Date(iso));
/** A statement covers what was earned before its payout day. */
const lastDayOf = (iso: string) => day.format(new Date(Date.parse(iso) - 1));
const SCHEDULE_LABEL = { monthly: 'Monthly', biweekly: 'Bi-weekly', weekly: 'Weekly' } as const;

function download(statements: PayoutStatement[]) {
  const url = URL.createObjectURL(new Blob([statementsCsv(statements)], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = 'payout-statements.csv';
  a.click();
  URL.revokeObjectURL(url);
}

/** Balance, next payout and the payout statements (each a query over the ledger), with CSV export. */
export function PayoutStatements() {
  const earnings = useEarnings();
  if (earnings.isPending) return <Skeleton className="h-40 rounded-xl" />;
  if (earnings.isError) return <p className="text-sm text-muted-foreground">Payouts are unavailable right now.</p>;
  const e = earnings.data;
  return (
    <section aria-labelledby="statements-heading" className="grid grid-cols-[minmax(0,1fr)] gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="statements-heading" className="font-semibold">
          Payouts
        </h3>
        <Button size="sm" variant="outline" onClick={() => download(e.statements)} disabled={e.statements.length === 0}>
          <Download aria-hidden="true" />
          Export CSV
        </Button>
      </div>
      <dl className="grid gap-3 rounded-xl border p-4 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-muted-foreground">Balance</dt>
          <dd className="text-lg font-semibold" data-testid="earnings-balance">
            {formatMoney(e.balance)}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Next payout</dt>
          <dd className="font-medium">
            {dayOf(e.nextPayoutOn)} ({SCHEDULE_LABEL[e.schedule]})
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Service fee</dt>
          <dd className="font-medium">{e.platformFeePercent}% of each payment</dd>
        </div>
      </dl>
      {e.statements.length === 0 ? (
        <p className="text-sm text-muted-foreground">No payouts yet. Statements appear here after each payout day.</p>
      ) : (
        <TableScroll labelledBy="statements-heading" className="rounded-xl border">
          <table className="w-full min-w-[36rem] text-sm">
            <thead className="bg-muted/50 text-left text-xs text-muted-foreground">
              <tr>
                {['Period', 'Gross', 'Service fee', 'Refunds', 'Net', 'Status'].map((h) => (
                  <th key={h} scope="col" className="px-3 py-2 font-medium">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {e.statements.map((s) => (
                <tr key={s.id} className="border-t" data-testid="payout-statement">
                  <td className="px-3 py-2 whitespace-nowrap">
                    {dayOf(s.periodStart)} – {lastDayOf(s.periodEnd)}
                  </td>
                  <td className="px-3 py-2">{formatMoney(s.gross)}</td>
                  <td className="px-3 py-2">−{formatMoney(s.fee)}</td>
                  <td className="px-3 py-2">−{formatMoney(s.refunds)}</td>
                  <td className="px-3 py-2 font-semibold">{formatMoney(s.net)}</td>
                  <td className="px-3 py-2">
                    <Badge
                      variant={s.status === 'failed' ? 'destructive' : s.status === 'paid' ? 'success' : 'muted'}
                      title={s.failureMessage ?? undefined}
                    >
                      {s.status === 'paid' ? 'Paid' : s.status === 'failed' ? 'Failed' : 'Pending'}
                    </Badge>
                    {s.bankPayout ? <BankPayoutLine bank={s.bankPayout} /> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}

/** Stripe's payout of the creator's Stripe balance to their bank, under the transfer's status. */
function BankPayoutLine({ bank }: { bank: NonNullable<PayoutStatement['bankPayout']> }) {
  if (bank.status === 'paid') {
    return <p className="mt-1 text-xs text-muted-foreground">To your bank {dayOf(bank.arrivalAt)}</p>;
  }
  return <p className="mt-1 text-xs text-destructive">Bank payout failed: {bank.failureMessage}</p>;
}
