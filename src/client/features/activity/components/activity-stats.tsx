import { Award, Heart, MessageCircle, Users } from 'lucide-react';
import { formatCount } from '../../../../shared/figures.ts';
import { LOYALTY_RULES } from '../../../../shared/loyalty.ts';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useDashboardStats } from '../api/get-dashboard-stats.ts';

const STATS = [
  { key: 'loyaltyPoints', label: 'Loyalty Points', icon: Award },
  { key: 'favorites', label: 'Favorites', icon: Heart },
  { key: 'messages', label: 'Messages', icon: MessageCircle },
  { key: 'available', label: 'Available', icon: Users, hint: 'Companions ready to chat' },
] as const;

/** Spec §2 'Your Activity': Loyalty Points, Favorites, Messages, Available — all real. */
export function ActivityStats({ userId }: { userId: number }) {
  const stats = useDashboardStats(userId);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your Activity</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid grid-cols-2 gap-3" aria-busy={stats.isPending}>
          {STATS.map(({ key, label, icon: Icon, ...rest }) => (
            <div key={key} className="grid gap-1 rounded-xl bg-muted/60 p-3">
              <dt className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
                <Icon aria-hidden="true" className="size-3.5" />
                {label}
              </dt>
              <dd className="text-2xl font-bold tabular-nums" data-testid={`stat-${key}`}>
                {stats.data ? formatCount(stats.data[key]) : stats.isError ? '–' : <Skeleton className="h-8 w-12" />}
              </dd>
              {'hint' in rest ? <dd className="text-xs text-muted-foreground">{rest.hint}</dd> : null}
            </div>
          ))}
        </dl>
        <details className="group rounded-xl border p-3 text-sm">
          <summary className="cursor-pointer font-medium">How to earn loyalty points</summary>
          <ul className="mt-2 grid gap-1 text-muted-foreground">
            {Object.entries(LOYALTY_RULES).map(([rule, { label, points }]) => (
              <li key={rule} className="flex justify-between gap-3">
                <span>{label}</span>
                <span className="font-medium text-foreground tabular-nums">+{points}</span>
              </li>
            ))}
          </ul>
        </details>
      </CardContent>
    </Card>
  );
}
