import { z } from 'zod';
import { ZIsoDateTime } from './common.ts';
import { CONTENT_AREAS, CONTENT_STATUSES, CONTENT_TIERS, ZContentMedia } from './creator-content.ts';

export const ZModerationItem = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** What the public will read while the item is locked: reviewed too. */
  teaser: z.string(),
  type: z.string(),
  area: z.enum(CONTENT_AREAS),
  tier: z.enum(CONTENT_TIERS).nullable(),
  category: z.string(),
  verificationNotes: z.string().nullable(),
  createdAt: ZIsoDateTime,
  avatarId: z.number().int(),
  avatarName: z.string(),
  creatorId: z.number().int(),
  creatorUsername: z.string(),
  /**
   * False: a mature-area item whose creator is not approved for the premium brand (uploaded
   * before approval was required); it cannot be approved until the creator is.
   */
  creatorEligible: z.boolean(),
  media: z.array(ZContentMedia),
});
export type ModerationItem = z.infer<typeof ZModerationItem>;
export const ZModerationQueue = z.array(ZModerationItem);

/** Why a mature-area item cannot be approved yet (the queue shows it, approving answers it). */
export function creatorNotEligibleMessage(premiumName: string): string {
  return `This creator is not approved for ${premiumName}. Reject the item or approve the creator first.`;
}

export const ZRejectBody = z.object({
  reason: z
    .string()
    .trim()
    .min(3, 'Please give a reason for the rejection')
    .max(500, 'Reason must be at most 500 characters'),
});
export type RejectBody = z.infer<typeof ZRejectBody>;

export const ZModerationDecision = z.object({
  id: z.number().int(),
  status: z.enum(CONTENT_STATUSES),
  rejectionReason: z.string().nullable(),
});
export type ModerationDecision = z.infer<typeof ZModerationDecision>;

export const AVATAR_IMAGE_SLOTS = ['main', 'profile'] as const;

/** An avatar picture a creator chose, waiting for review before the public sees it. */
export const ZAvatarImageReviewItem = z.object({
  mediaId: z.number().int(),
  url: z.string(),
  avatarId: z.number().int(),
  avatarName: z.string(),
  slot: z.enum(AVATAR_IMAGE_SLOTS),
  creatorId: z.number().int(),
  creatorUsername: z.string(),
  createdAt: ZIsoDateTime,
});
export type AvatarImageReviewItem = z.infer<typeof ZAvatarImageReviewItem>;
export const ZAvatarImageQueue = z.array(ZAvatarImageReviewItem);

export const ZAvatarImageDecision = z.object({
  mediaId: z.number().int(),
  status: z.enum(['approved', 'rejected']),
  rejectionReason: z.string().nullable(),
});
export type AvatarImageDecision = z.infer<typeof ZAvatarImageDecision>;
