import { z } from 'zod';
import { ZIdParam, ZIsoDateTime } from './common.ts';

export const CONTENT_TYPES = ['article', 'video', 'audio', 'gallery', 'image', 'text'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/**
 * A published content item of an avatar. Premium items (isPreview false) are gated on the
 * server: without access `locked` is true, `description` is the creator's public teaser,
 * and neither the paid text (`contentDetails`) nor the media (`imageUrl`) is sent; the
 * server's small blurred `previewUrl` stands in for the picture.
 */
export const ZContentItem = z.object({
  id: z.number().int(),
  avatarId: z.number().int(),
  title: z.string(),
  /** The item's description; for a locked item, its public teaser instead. */
  description: z.string(),
  type: z.enum(CONTENT_TYPES),
  /** The full picture (premium media through the gated /api/media/:id); null when locked. */
  imageUrl: z.string().nullable(),
  /** Premium items: a tiny, heavily blurred preview made by the server, public. */
  previewUrl: z.string().nullable(),
  isPreview: z.boolean(),
  locked: z.boolean(),
  /** life (the general area: a subscription unlocks it) or wife (NQW: coming soon). */
  area: z.enum(['life', 'wife']),
  /** Premium items: which subscribers it is for (premium = every tier, vip = vip only); null when free. */
  tier: z.enum(['premium', 'vip']).nullable(),
  contentDetails: z.string().nullable(),
  publishedAt: ZIsoDateTime,
  views: z.number().int(),
  likes: z.number().int(),
  comments: z.number().int(),
});
export type ContentItem = z.infer<typeof ZContentItem>;
export const ZContentItemList = z.array(ZContentItem);

export const ZContentParams = z.object({ id: ZIdParam });

/** POST /api/content/:id/views: the item's view count after this visit. */
export const ZContentViewResponse = z.object({
  views: z.number().int(),
  /** false when this visitor had already been counted for this item today. */
  counted: z.boolean(),
});
export type ContentViewResponse = z.infer<typeof ZContentViewResponse>;
