import { z } from 'zod';
import { ZIsoDateTime } from './common.ts';

/**
 * Spec §3: an activity item is a message or content. Favourites are activity too (the
 * dashboard's 'All' tab shows them; the Messages and Content tabs do not).
 */
export const ACTIVITY_TYPES = ['message', 'content', 'favorite'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

export const ZActivityItem = z.object({
  id: z.string(),
  /** The avatar's name. */
  avatar: z.string(),
  avatarId: z.number().int().nullable(),
  time: ZIsoDateTime,
  type: z.enum(ACTIVITY_TYPES),
  preview: z.string(),
});
export type ActivityItem = z.infer<typeof ZActivityItem>;
export const ZActivityList = z.array(ZActivityItem);

export const ACTIVITY_PAGE_MAX = 100;
export const ACTIVITY_PAGE_DEFAULT = 30;
export const ZActivityQuery = z.object({
  limit: z.coerce.number().int().min(1).max(ACTIVITY_PAGE_MAX).default(ACTIVITY_PAGE_DEFAULT),
});
export type ActivityQuery = z.infer<typeof ZActivityQuery>;

/** The dashboard's 'Your Activity' figures. */
export const ZActivityStats = z.object({
  loyaltyPoints: z.number().int(),
  favorites: z.number().int(),
  /** Messages the member has sent to avatars. */
  messages: z.number().int(),
  /** Companions in the catalogue the member can chat with right now. */
  available: z.number().int(),
});
export type ActivityStats = z.infer<typeof ZActivityStats>;
