import { lazy, Suspense, useState } from 'react';
import {
  PLATFORMS,
  type Platform,
  TIME_RANGES,
  type TimeRange,
} from '../../../../shared/contracts/creator-analytics.ts';
import { TestModeNote } from '../../../components/payments/test-mode-note.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Label } from '../../../components/ui/input.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAnalytics } from '../api/get-analytics.ts';
import type { ChartKind } from './analytics-charts.tsx';
import { formatMoney } from './money.ts';
import { StatCard } from './stat-card.tsx';

const AnalyticsChart = lazy(() => import('./analytics-charts.tsx'));

const RANGE_LABELS: Record<TimeRange, string> = { week: 'Week', month: 'Month', quarter: 'Quarter', year: 'Year' };
const PLATFORM_LABELS: Record<Platform, string> = { all: 'All Platforms', life: 'Life', wife: 'Wife' };
const CHARTS: { value: ChartKind; label: string; title: string }[] = [
  { value: 'views', label: 'Views', title: 'Views by platform' },
  { value: 'revenue', label: 'Revenue', title: 'Revenue by platform' },
  { value: 'engagement', label: 'Engagement', title: 'Likes and comments' },
];
const number = (v: number) => v.toLocaleString();

function LabelledSelect<T extends string>({
  id,
  label,
  value,
  options,
  labels,
  onChange,
}: {
  id: string;
  label: string;
  value: T;
  options: readonly T[];
  labels: Record<T, string>;
  onChange: (v: T) => void;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={(v) => onChange(v as T)}>
        <SelectTrigger id={id} className="w-40">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {options.map((o) => (
            <SelectItem key={o} value={o}>
              {labels[o]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

/** One figure of a row: its label above its value. */
function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
}

export function AnalyticsSection() {
  const [range, setRange] = useState<TimeRange>('month');
  const [platform, setPlatform] = useState<Platform>('all');
  const analytics = useAnalytics(range, platform);
  const data = analytics.data;

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-5">
      <div className="flex flex-wrap gap-4">
        <LabelledSelect
          id="analytics-range"
          label="Time Range"
          value={range}
          options={TIME_RANGES}
          labels={RANGE_LABELS}
          onChange={setRange}
        />
        <LabelledSelect
          id="analytics-platform"
          label="Platform"
          value={platform}
          options={PLATFORMS}
          labels={PLATFORM_LABELS}
          onChange={setPlatform}
        />
      </div>
      {analytics.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-28 rounded-2xl" />
          ))}
        </div>
      ) : analytics.isError || !data ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(analytics.error, 'Could not load your analytics.')}
        </p>
      ) : (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-5" aria-live="polite" aria-busy={analytics.isFetching}>
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            <StatCard title="Total Views" stat={data.summary.totalViews} format={number} />
            <StatCard title="Subscribers" stat={data.summary.subscribers} format={number} />
            <StatCard title="Engagement Rate" stat={data.summary.engagementRate} format={(v) => `${v}%`} />
            <StatCard
              title="Revenue"
              stat={data.summary.revenue}
              format={formatMoney}
              // This Month beside it is the creator's share: this card is what subscribers paid.
              note="Paid by subscribers, before the service fee"
            />
          </div>
          <Card>
            <CardContent className="pt-5 sm:pt-6">
              <Tabs defaultValue="views">
                <TabsList aria-label="Charts">
                  {CHARTS.map((c) => (
                    <TabsTrigger key={c.value} value={c.value}>
                      {c.label}
                    </TabsTrigger>
                  ))}
                </TabsList>
                {CHARTS.map((c) => (
                  <TabsContent key={c.value} value={c.value}>
                    <h3 className="mb-2 text-sm font-medium">{c.title}</h3>
                    <Suspense fallback={<Skeleton className="h-72 w-full" />}>
                      <AnalyticsChart kind={c.value} data={data.series} />
                    </Suspense>
                    {c.value === 'engagement' ? (
                      <p className="mt-2 text-xs text-muted-foreground">
                        Also in this period: {number(data.series.reduce((s, p) => s + p.favorites, 0))} new favourites
                        and {number(data.series.reduce((s, p) => s + p.messages, 0))} chat messages to your avatars.
                      </p>
                    ) : null}
                    {c.value === 'revenue' ? (
                      <p className="mt-2 text-xs text-muted-foreground">
                        Revenue is what subscribers paid for your avatars, less refunds (before the service fee), from
                        the ledger. Subscriptions unlock Life content; Wife revenue starts when NQW launches.
                      </p>
                    ) : null}
                  </TabsContent>
                ))}
              </Tabs>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Top Performing Content</CardTitle>
            </CardHeader>
            <CardContent>
              {data.topContent.length === 0 ? (
                <p className="text-sm text-muted-foreground">No views in this period yet.</p>
              ) : (
                <ol className="grid gap-3">
                  {data.topContent.map((item) => (
                    <li
                      key={item.id}
                      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border p-3"
                    >
                      <div className="grid min-w-0 gap-1">
                        <span className="truncate font-medium">{item.title}</span>
                        <div className="flex flex-wrap gap-1">
                          <Badge variant="secondary">{item.area === 'life' ? 'Life' : 'Wife'}</Badge>
                          <Badge variant="outline">{item.premium ? 'Premium' : 'Free'}</Badge>
                          {item.badge ? (
                            <Badge variant={item.badge === 'Top Performer' ? 'success' : 'default'}>{item.badge}</Badge>
                          ) : null}
                        </div>
                      </div>
                      <dl className="flex gap-4 text-sm">
                        <Figure label="Views" value={number(item.views)} />
                        <Figure label="Likes" value={number(item.likes)} />
                        <Figure label="Revenue" value={formatMoney(item.revenue)} />
                      </dl>
                    </li>
                  ))}
                </ol>
              )}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Chat Quality</CardTitle>
            </CardHeader>
            <CardContent>
              {data.chatQuality.length === 0 ? (
                <p className="text-sm text-muted-foreground">No chat replies yet.</p>
              ) : (
                <ul className="grid gap-3">
                  {data.chatQuality.map((q) => (
                    <li
                      key={q.avatarId}
                      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border p-3"
                    >
                      <span className="min-w-0 truncate font-medium">{q.name}</span>
                      <dl className="flex flex-wrap gap-4 text-sm">
                        <Figure label="Replies" value={number(q.replies)} />
                        <Figure label="Swipe rate" value={q.swipeRate.toFixed(2)} />
                        <Figure label="Thumbs up" value={number(q.thumbsUp)} />
                        <Figure label="Thumbs down" value={number(q.thumbsDown)} />
                      </dl>
                    </li>
                  ))}
                </ul>
              )}
              <p className="mt-3 text-xs text-muted-foreground">
                Swipe rate: how many times visitors asked for another answer per reply.
              </p>
            </CardContent>
          </Card>
          <p className="text-xs text-muted-foreground">
            {data.fictional
              ? 'Views, engagement and subscribers include fictional demo history; revenue is only what was really paid.'
              : 'Figures come from real views, likes, comments, favourites, chat messages and subscriptions.'}
          </p>
          {data.testMode ? <TestModeNote>revenue here comes from test payments.</TestModeNote> : null}
        </div>
      )}
    </div>
  );
}
