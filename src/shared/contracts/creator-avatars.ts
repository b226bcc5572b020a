import { z } from 'zod';
import { AVATAR_CATEGORIES } from '../catalogue.ts';
import { ZAvatarRecord, ZCardPersona } from './avatars.ts';
import { ZIdParam } from './common.ts';

/** A picture the creator chose that the public does not see yet: waiting for review, or refused. */
export const ZImageReview = z.object({
  mediaId: z.number().int(),
  url: z.string(),
  status: z.enum(['pending', 'rejected']),
  reason: z.string().nullable(),
});
export type ImageReview = z.infer<typeof ZImageReview>;

/**
 * The creator's own view of an avatar: every field of the record (mainImage and
 * profileImage are what the public sees: reviewed pictures only), plus the pictures that
 * wait for review.
 */
export const ZCreatorAvatar = ZAvatarRecord.omit({ creatorId: true }).extend({
  mainImageReview: ZImageReview.nullable(),
  profileImageReview: ZImageReview.nullable(),
});
export type CreatorAvatar = z.infer<typeof ZCreatorAvatar>;
export const ZCreatorAvatarList = z.array(ZCreatorAvatar);

export const ZAvatarIdParams = z.object({ id: ZIdParam });

/** What an imported Character Card fills in on the avatar form. */
export const ZPersonaDraft = ZCardPersona.extend({
  category: z.enum(AVATAR_CATEGORIES).nullable(),
  tags: z.array(z.string()),
});
export type PersonaDraft = z.infer<typeof ZPersonaDraft>;
