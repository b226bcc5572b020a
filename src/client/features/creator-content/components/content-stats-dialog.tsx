import { SimpleBarChart } from '../../../components/charts/simple-bar-chart.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useContentStats } from '../api/get-content-stats.ts';

const shortDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });

export function ContentStatsDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const stats = useContentStats(id);
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-2xl">
        <DialogTitle>{stats.data ? stats.data.title : 'Content stats'}</DialogTitle>
        <DialogDescription>Views, likes and comments over the last 30 days.</DialogDescription>
        {stats.isPending ? (
          <Skeleton className="h-48 w-full" />
        ) : stats.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(stats.error, 'Could not load the stats.')}
          </p>
        ) : (
          <div className="grid gap-5" aria-live="polite">
            <dl className="grid grid-cols-3 gap-3 text-center">
              {(
                [
                  ['Views', stats.data.views],
                  ['Likes', stats.data.likes],
                  ['Comments', stats.data.comments],
                ] as const
              ).map(([label, value]) => (
                <div key={label} className="rounded-xl bg-muted p-3">
                  <dt className="text-xs text-muted-foreground">{label}</dt>
                  <dd className="text-xl font-semibold">{value.toLocaleString()}</dd>
                </div>
              ))}
            </dl>
            <SimpleBarChart
              label="Daily views"
              valueLabel="Views"
              data={stats.data.series.map((p) => ({ label: shortDay(p.day), value: p.views }))}
            />
            <SimpleBarChart
              label="Daily likes and comments"
              valueLabel="Likes and comments"
              data={stats.data.series.map((p) => ({ label: shortDay(p.day), value: p.likes + p.comments }))}
            />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
