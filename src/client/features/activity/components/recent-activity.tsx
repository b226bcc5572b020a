import { FileText, Heart, MessageCircle } from 'lucide-react';
import { useState } from 'react';
import type { ActivityItem, ActivityType } from '../../../../shared/contracts/activity.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { useActivity } from '../api/get-activity.ts';
import { relativeTime } from '../relative-time.ts';

const COLLAPSED_COUNT = 5;

const TABS = [
  { value: 'all', label: 'All', empty: 'No recent activity yet. Start a conversation to see it here.' },
  { value: 'message', label: 'Messages', empty: 'No messages yet.' },
  { value: 'content', label: 'Content', empty: 'No content viewed yet.' },
] as const;
type TabValue = (typeof TABS)[number]['value'];

const ICONS: Record<ActivityType, typeof MessageCircle> = {
  message: MessageCircle,
  content: FileText,
  favorite: Heart,
};
const TYPE_LABELS: Record<ActivityType, string> = { message: 'Message', content: 'Content', favorite: 'Favorite' };

function ActivityRow({ item }: { item: ActivityItem }) {
  const Icon = ICONS[item.type];
  return (
    <li className="flex gap-3 py-3">
      <span className="mt-0.5 inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
        <Icon aria-hidden="true" className="size-4" />
        <span className="sr-only">{TYPE_LABELS[item.type]}</span>
      </span>
      <div className="grid min-w-0 flex-1 gap-0.5">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          {item.avatarId ? (
            <Link to={`/avatar/${item.avatarId}`} className="font-medium underline-offset-4 hover:underline">
              {item.avatar}
            </Link>
          ) : (
            <span className="font-medium">{item.avatar}</span>
          )}
          <time
            dateTime={item.time}
            title={new Date(item.time).toLocaleString()}
            className="text-xs text-muted-foreground"
          >
            {relativeTime(item.time)}
          </time>
        </div>
        <p className="line-clamp-2 text-sm break-words text-muted-foreground">{item.preview}</p>
      </div>
    </li>
  );
}

/** Spec §2 Recent Activity: All / Messages / Content, newest first. */
export function RecentActivity({ userId }: { userId: number }) {
  const activity = useActivity(userId);
  const [tab, setTab] = useState<TabValue>('all');
  const [expanded, setExpanded] = useState(false);
  const items = activity.data ?? [];

  return (
    <Card>
      <CardHeader>
        <CardTitle>Recent Activity</CardTitle>
      </CardHeader>
      <CardContent>
        <Tabs value={tab} onValueChange={(v) => setTab(v as TabValue)}>
          <TabsList aria-label="Activity type">
            {TABS.map((t) => (
              <TabsTrigger key={t.value} value={t.value}>
                {t.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {TABS.map((t) => {
            const matching = t.value === 'all' ? items : items.filter((i) => i.type === t.value);
            const shown = expanded ? matching : matching.slice(0, COLLAPSED_COUNT);
            return (
              <TabsContent key={t.value} value={t.value} aria-busy={activity.isPending}>
                {activity.isPending ? (
                  <div className="grid gap-3" aria-hidden="true">
                    <Skeleton className="h-12" />
                    <Skeleton className="h-12" />
                    <Skeleton className="h-12" />
                  </div>
                ) : activity.isError ? (
                  <p className="py-6 text-center text-sm text-muted-foreground">Could not load your activity.</p>
                ) : shown.length === 0 ? (
                  <p className="py-6 text-center text-sm text-muted-foreground">{t.empty}</p>
                ) : (
                  <ul className="divide-y">
                    {shown.map((item) => (
                      <ActivityRow key={item.id} item={item} />
                    ))}
                  </ul>
                )}
                {matching.length > COLLAPSED_COUNT ? (
                  <Button variant="ghost" className="mt-2 w-full" onClick={() => setExpanded((v) => !v)}>
                    {expanded ? 'Show Less' : 'View All Activity'}
                  </Button>
                ) : null}
              </TabsContent>
            );
          })}
        </Tabs>
      </CardContent>
    </Card>
  );
}
