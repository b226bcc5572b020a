import { TrendingDown, TrendingUp } from 'lucide-react';
import type { Stat } from '../../../../shared/contracts/creator-analytics.ts';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/cn.ts';

/** Spec §2: title, value, change, trend up/down and 'vs last period'. */
export function StatCard({
  title,
  stat,
  format,
  note,
}: {
  title: string;
  stat: Stat;
  format: (v: number) => string;
  /** What the figure counts, when the title alone could be read two ways. */
  note?: string;
}) {
  const up = stat.trend === 'up';
  const Icon = up ? TrendingUp : TrendingDown;
  return (
    <Card className="grid gap-1 p-4" data-testid="stat-card">
      <h3 className="text-sm text-muted-foreground">{title}</h3>
      <p className="text-2xl font-semibold tracking-tight">{format(stat.value)}</p>
      {note ? <p className="text-xs text-muted-foreground">{note}</p> : null}
      <p className="flex items-center gap-1 text-xs">
        <span className={cn('inline-flex items-center gap-0.5 font-medium', up ? 'text-success' : 'text-destructive')}>
          <Icon className="size-3.5" aria-hidden="true" />
          <span className="sr-only">{up ? 'Up' : 'Down'}</span>
          {stat.change > 0 ? '+' : ''}
          {stat.change}%
        </span>
        <span className="text-muted-foreground">vs last period</span>
      </p>
    </Card>
  );
}
