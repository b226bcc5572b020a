import { TOP_CONTENT_COUNT } from '../../../shared/constants.ts';
import type {
  Analytics,
  AnalyticsQuery,
  Stat,
  TimeRange,
  TopContent,
} from '../../../shared/contracts/creator-analytics.ts';
import type { CreatorOverview } from '../../../shared/contracts/creator-content.ts';
import type { AppContext } from '../../context.ts';
import { readMeta } from '../../db/meta.ts';
import { DEMO_HISTORY_META } from '../../db/seed/creator-history.ts';
import { listOwnedAvatars } from '../avatars/creator-avatars.service.ts';
import { getReplyQuality } from '../chat/chat-tree.service.ts';
import { countContent } from '../creator-content/creator-content.service.ts';
import { getGrossByAvatar, getMoneyDays } from '../earnings/ledger.service.ts';
import * as repo from './creator-analytics.repo.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

interface Bucket {
  start: string;
  /** Inclusive. */
  end: string;
  label: string;
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (day: string, n: number) => isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS));
const shortDate = (day: string) => `${MONTHS[Number(day.slice(5, 7)) - 1]} ${Number(day.slice(8, 10))}`;

/**
 * Chart buckets ending today (UTC): week = 7 days, month = 30 days, quarter = 13 weeks,
 * year = 12 calendar months.
 */
export function bucketsFor(range: TimeRange, now: Date): Bucket[] {
  const today = isoDay(now);
  if (range === 'week' || range === 'month') {
    const n = range === 'week' ? 7 : 30;
    return Array.from({ length: n }, (_, i) => {
      const day = addDays(today, i - (n - 1));
      const label = range === 'week' ? (WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()] ?? day) : shortDate(day);
      return { start: day, end: day, label };
    });
  }
  if (range === 'quarter') {
    return Array.from({ length: 13 }, (_, i) => {
      const end = addDays(today, (i - 12) * 7);
      const start = addDays(end, -6);
      return { start, end, label: shortDate(start) };
    });
  }
  return Array.from({ length: 12 }, (_, i) => {
    const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (11 - i), 1));
    const next = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 1));
    const end = i === 11 ? today : isoDay(new Date(next.getTime() - DAY_MS));
    return { start: isoDay(first), end, label: MONTHS[first.getUTCMonth()] ?? '' };
  });
}

export function stat(value: number, previous: number): Stat {
  const change = previous === 0 ? (value > 0 ? 100 : 0) : Math.round(((value - previous) / previous) * 1000) / 10;
  return { value, previous, change, trend: value >= previous ? 'up' : 'down' };
}

const rate = (likes: number, comments: number, views: number) =>
  views === 0 ? 0 : Math.round(((likes + comments) / views) * 1000) / 10;

async function isFictional(ctx: AppContext, creatorId: number): Promise<boolean> {
  const raw = await readMeta(ctx.db, DEMO_HISTORY_META);
  try {
    return Array.isArray(JSON.parse(raw ?? '[]')) && (JSON.parse(raw ?? '[]') as unknown[]).includes(creatorId);
  } catch {
    return false;
  }
}

function sumBy<T>(rows: T[], from: string, to: string, day: (r: T) => string, value: (r: T) => number): number {
  let total = 0;
  for (const r of rows) if (day(r) >= from && day(r) <= to) total += value(r);
  return total;
}

/**
 * The Analytics section, from real events: views/likes/comments (content counters' daily
 * history), subscribers (subscriptions starting and ending), revenue (the ledger: what
 * members paid, less refunds, by the area the subscription unlocks), favourites and chat
 * messages (their own tables). Subscriptions unlock the general area until the NQW tier
 * launches, so wife revenue stays zero until then.
 */
export async function getAnalytics(
  ctx: AppContext,
  options: { creatorId: number; query: AnalyticsQuery },
): Promise<Analytics> {
  const { creatorId } = options;
  // The creator's avatars scope every figure (the avatars module owns who owns what).
  const owned = await listOwnedAvatars(ctx, creatorId);
  const avatarIds = owned.map((a) => a.id);
  const { range, platform } = options.query;
  const now = ctx.clock.now();
  const buckets = bucketsFor(range, now);
  const start = buckets[0]?.start ?? isoDay(now);
  const today = isoDay(now);
  const lengthDays = Math.round((Date.parse(today) - Date.parse(start)) / DAY_MS) + 1;
  const prevStart = addDays(start, -lengthDays);
  const prevEnd = addDays(start, -1);
  const area = platform === 'all' ? null : platform;

  const [content, money, favorites, messages, subsNow, subsBefore, totals, revenueByAvatar, fictional, quality] =
    await Promise.all([
      repo.contentDays(ctx.db, { avatarIds, fromDay: prevStart, toDay: today, area }),
      getMoneyDays(ctx, { creatorId, fromDay: prevStart, toDay: today }),
      repo.favoriteDays(ctx.db, ctx.dialect, { avatarIds, fromIso: `${start}T00:00:00.000Z` }),
      repo.messageDays(ctx.db, { avatarIds, fromDay: start }),
      repo.subscribersUpTo(ctx.db, { avatarIds, toDay: today }),
      repo.subscribersUpTo(ctx.db, { avatarIds, toDay: prevEnd }),
      repo.contentTotals(ctx.db, { avatarIds, fromDay: start, toDay: today, area }),
      getGrossByAvatar(ctx, { creatorId, fromDay: start, toDay: today, area }),
      isFictional(ctx, creatorId),
      getReplyQuality(ctx, avatarIds),
    ]);
  const revenueOf = (from: string, to: string, onlyArea: 'life' | 'wife' | null = area) =>
    sumBy(
      onlyArea ? money.filter((r) => r.area === onlyArea) : money,
      from,
      to,
      (r) => r.day,
      (r) => r.gross,
    );
  const contentSum = (from: string, to: string, pick: (r: (typeof content)[number]) => number, onlyArea?: string) =>
    sumBy(onlyArea ? content.filter((r) => r.area === onlyArea) : content, from, to, (r) => r.day, pick);

  const views = contentSum(start, today, (r) => r.views);
  const prevViews = contentSum(prevStart, prevEnd, (r) => r.views);
  const engagement = rate(
    contentSum(start, today, (r) => r.likes),
    contentSum(start, today, (r) => r.comments),
    views,
  );
  const prevEngagement = rate(
    contentSum(prevStart, prevEnd, (r) => r.likes),
    contentSum(prevStart, prevEnd, (r) => r.comments),
    prevViews,
  );

  const series = buckets.map((b) => ({
    label: b.label,
    start: b.start,
    lifeViews: contentSum(b.start, b.end, (r) => r.views, 'life'),
    wifeViews: contentSum(b.start, b.end, (r) => r.views, 'wife'),
    lifeRevenue: revenueOf(b.start, b.end, 'life'),
    wifeRevenue: revenueOf(b.start, b.end, 'wife'),
    likes: contentSum(b.start, b.end, (r) => r.likes),
    comments: contentSum(b.start, b.end, (r) => r.comments),
    favorites: sumBy(
      favorites,
      b.start,
      b.end,
      (r) => r.day,
      (r) => r.n,
    ),
    messages: sumBy(
      messages,
      b.start,
      b.end,
      (r) => r.day,
      (r) => r.n,
    ),
  }));

  return {
    range,
    platform,
    fictional,
    testMode: ctx.payments.testMode,
    summary: {
      totalViews: stat(views, prevViews),
      subscribers: stat(subsNow, subsBefore),
      engagementRate: stat(engagement, prevEngagement),
      revenue: stat(revenueOf(start, today), revenueOf(prevStart, prevEnd)),
    },
    series,
    topContent: topContent(totals, revenueByAvatar),
    chatQuality: owned.flatMap((a) => {
      const q = quality.get(a.id);
      if (!q) return [];
      const swipeRate = q.replies > 0 ? Math.round((q.regenerations / q.replies) * 100) / 100 : 0;
      return [{ avatarId: a.id, name: a.name, swipeRate, ...q }];
    }),
  };
}

/** Most viewed items of the period; each avatar's revenue is shared out by views. */
function topContent(
  totals: Awaited<ReturnType<typeof repo.contentTotals>>,
  revenueByAvatar: Map<number, number>,
): TopContent[] {
  const avatarViews = new Map<number, number>();
  for (const t of totals) avatarViews.set(t.avatar_id, (avatarViews.get(t.avatar_id) ?? 0) + t.views);
  return [...totals]
    .filter((t) => t.views > 0)
    .sort((a, b) => b.views - a.views || a.id - b.id)
    .slice(0, TOP_CONTENT_COUNT)
    .map((t, index) => {
      const share = (avatarViews.get(t.avatar_id) ?? 0) > 0 ? t.views / (avatarViews.get(t.avatar_id) ?? 1) : 0;
      return {
        id: t.id,
        title: t.title,
        area: t.area,
        premium: t.is_preview === 0,
        views: t.views,
        likes: t.likes,
        revenue: Math.round((revenueByAvatar.get(t.avatar_id) ?? 0) * share),
        badge: index === 0 ? 'Top Performer' : index < 3 ? 'Popular' : null,
      };
    });
}

/** The sidebar's figures. */
export async function getCreatorOverview(ctx: AppContext, creatorId: number): Promise<CreatorOverview> {
  const now = ctx.clock.now();
  const today = isoDay(now);
  const monthStart = `${today.slice(0, 8)}01`;
  const owned = await listOwnedAvatars(ctx, creatorId);
  const avatarIds = owned.map((a) => a.id);
  const [subscribers, contentCount, money, fictional] = await Promise.all([
    repo.subscribersUpTo(ctx.db, { avatarIds, toDay: today }),
    countContent(ctx, creatorId),
    getMoneyDays(ctx, { creatorId, fromDay: monthStart, toDay: today }),
    isFictional(ctx, creatorId),
  ]);
  return {
    subscribers,
    contentCount,
    // What the creator earned this month: their share after the service fee, less refunds.
    thisMonthEarnings: money.reduce((sum, r) => sum + r.earned, 0),
    fictional,
    testMode: ctx.payments.testMode,
  };
}
