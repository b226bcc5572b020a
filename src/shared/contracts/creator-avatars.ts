import { z } from 'zod';
import { AVATAR_CATEGORIES } from '../catalogue.ts';
import { AVATAR_PRICE_MAX, AVATAR_PRICE_MIN } from '../constants.ts';
import { ZIdNumber, ZIdParam, ZIsoDateTime } from './common.ts';

export const formatPrice = (minor: number) => (minor / 100).toFixed(2);
export const PRICE_RANGE_MESSAGE = `Monthly price must be between ${formatPrice(AVATAR_PRICE_MIN)} and ${formatPrice(AVATAR_PRICE_MAX)}`;

/** The persona fields, in the Character Card V2 shape's order. */
export const ZAvatarPersona = z.object({
  name: z.string().trim().min(1, 'Name is required').max(60, 'Name must be at most 60 characters'),
  tagline: z.string().trim().max(120, 'Tagline must be at most 120 characters'),
  description: z.string().trim().max(4000, 'Description must be at most 4000 characters'),
  personality: z.string().trim().max(4000, 'Personality must be at most 4000 characters'),
  scenario: z.string().trim().max(4000, 'Scenario must be at most 4000 characters'),
  firstMessage: z.string().trim().max(2000, 'First message must be at most 2000 characters'),
  exampleDialogue: z.string().trim().max(8000, 'Example dialogue must be at most 8000 characters'),
});
export type AvatarPersona = z.infer<typeof ZAvatarPersona>;

/**
 * Create or replace one of the creator's avatars. Images are uploaded first (purpose
 * 'avatar'); an id sets the image, null removes it, leaving it out keeps the current one.
 */
export const ZAvatarInput = ZAvatarPersona.extend({
  category: z.enum(AVATAR_CATEGORIES, { error: 'Choose a category from the list' }),
  monthlyPrice: z
    .number({ error: PRICE_RANGE_MESSAGE })
    .int(PRICE_RANGE_MESSAGE)
    .min(AVATAR_PRICE_MIN, PRICE_RANGE_MESSAGE)
    .max(AVATAR_PRICE_MAX, PRICE_RANGE_MESSAGE),
  isVisible: z.boolean(),
  mainImageId: ZIdNumber.nullable().optional(),
  profileImageId: ZIdNumber.nullable().optional(),
});
export type AvatarInput = z.infer<typeof ZAvatarInput>;

/** A picture the creator chose that the public does not see yet: waiting for review, or refused. */
export const ZImageReview = z.object({
  mediaId: z.number().int(),
  url: z.string(),
  status: z.enum(['pending', 'rejected']),
  reason: z.string().nullable(),
});
export type ImageReview = z.infer<typeof ZImageReview>;

export const ZCreatorAvatar = ZAvatarPersona.extend({
  id: z.number().int(),
  category: z.string(),
  monthlyPrice: z.number().int(),
  isVisible: z.boolean(),
  /** The pictures the public sees: reviewed ones only. */
  mainImage: z.string().nullable(),
  profileImage: z.string().nullable(),
  mainImageReview: ZImageReview.nullable(),
  profileImageReview: ZImageReview.nullable(),
  createdAt: ZIsoDateTime,
  updatedAt: ZIsoDateTime,
});
export type CreatorAvatar = z.infer<typeof ZCreatorAvatar>;
export const ZCreatorAvatarList = z.array(ZCreatorAvatar);

export const ZAvatarIdParams = z.object({ id: ZIdParam });

/** What an imported Character Card fills in on the avatar form. */
export const ZPersonaDraft = ZAvatarPersona.extend({
  category: z.enum(AVATAR_CATEGORIES).nullable(),
  tags: z.array(z.string()),
});
export type PersonaDraft = z.infer<typeof ZPersonaDraft>;
