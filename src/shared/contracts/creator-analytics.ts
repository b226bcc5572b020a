import { z } from 'zod';
import { CONTENT_AREAS } from './creator-content.ts';

export const TIME_RANGES = ['week', 'month', 'quarter', 'year'] as const;
export type TimeRange = (typeof TIME_RANGES)[number];
export const PLATFORMS = ['all', 'life', 'wife'] as const;
export type Platform = (typeof PLATFORMS)[number];

export const ZAnalyticsQuery = z.object({
  range: z.enum(TIME_RANGES).default('month'),
  platform: z.enum(PLATFORMS).default('all'),
});
export type AnalyticsQuery = z.infer<typeof ZAnalyticsQuery>;

export const ZStat = z.object({
  value: z.number(),
  previous: z.number(),
  /** Percent change against the previous period of the same length, one decimal. */
  change: z.number(),
  trend: z.enum(['up', 'down']),
});
export type Stat = z.infer<typeof ZStat>;

export const ZAnalyticsPoint = z.object({
  label: z.string(),
  start: z.string(),
  lifeViews: z.number().int(),
  wifeViews: z.number().int(),
  lifeRevenue: z.number().int(),
  wifeRevenue: z.number().int(),
  likes: z.number().int(),
  comments: z.number().int(),
  favorites: z.number().int(),
  messages: z.number().int(),
});
export type AnalyticsPoint = z.infer<typeof ZAnalyticsPoint>;

export const ZTopContent = z.object({
  id: z.number().int(),
  title: z.string(),
  area: z.enum(CONTENT_AREAS),
  premium: z.boolean(),
  views: z.number().int(),
  likes: z.number().int(),
  /** Minor units: the avatar's revenue in the period (ledger) shared out by the item's views. */
  revenue: z.number().int(),
  badge: z.enum(['Top Performer', 'Popular']).nullable(),
});
export type TopContent = z.infer<typeof ZTopContent>;

/** How visitors take one avatar's chat replies (all time). */
export const ZChatQuality = z.object({
  avatarId: z.number().int(),
  name: z.string(),
  replies: z.number().int(),
  regenerations: z.number().int(),
  /** Regenerations per reply, two decimals: how often visitors asked for another answer. */
  swipeRate: z.number(),
  thumbsUp: z.number().int(),
  thumbsDown: z.number().int(),
});
export type ChatQuality = z.infer<typeof ZChatQuality>;

export const ZAnalytics = z.object({
  range: z.enum(TIME_RANGES),
  platform: z.enum(PLATFORMS),
  fictional: z.boolean(),
  /** Money comes from the offline test provider: no real money moves. */
  testMode: z.boolean(),
  summary: z.object({
    totalViews: ZStat,
    subscribers: ZStat,
    /** Percent: (likes + comments) / views. */
    engagementRate: ZStat,
    /** Minor units. */
    revenue: ZStat,
  }),
  series: z.array(ZAnalyticsPoint),
  topContent: z.array(ZTopContent),
  chatQuality: z.array(ZChatQuality),
});
export type Analytics = z.infer<typeof ZAnalytics>;
