import { z } from 'zod';
import { ZIsoDateTime } from './common.ts';

export const ACTIVITY_TYPES = ['message', 'content'] as const;
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
