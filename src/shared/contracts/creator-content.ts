import { z } from 'zod';
import { UPLOAD_IMAGE_MAX_FILES } from '../constants.ts';
import { MAX_DB_INT, ZIdNumber, ZIdParam, ZIsoDateTime } from './common.ts';
import { MEDIA_KINDS } from './uploads.ts';

/** Spec §1: the general area (life, label {product}, code nql) and the mature one (wife, nqw). */
export const CONTENT_AREAS = ['life', 'wife'] as const;
export type ContentArea = (typeof CONTENT_AREAS)[number];
/** @public Spec §1's area codes, kept with the areas; the tabs show names, no screen shows a code yet. */
export const AREA_CODES: Record<ContentArea, 'nql' | 'nqw'> = { life: 'nql', wife: 'nqw' };

export const CONTENT_STATUSES = ['published', 'pending', 'rejected', 'draft'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

/** Spec §3: content types of the upload form; the nqw tab has no text. */
export const UPLOAD_CONTENT_TYPES = ['image', 'video', 'audio', 'text'] as const;
export type UploadContentType = (typeof UPLOAD_CONTENT_TYPES)[number];
export const AREA_CONTENT_TYPES: Record<ContentArea, readonly UploadContentType[]> = {
  life: UPLOAD_CONTENT_TYPES,
  wife: ['image', 'video', 'audio'],
};

/** Spec §3 category lists; the first of each is the default. */
export const AREA_CATEGORIES: Record<ContentArea, readonly { value: string; label: string }[]> = {
  life: [
    { value: 'lifestyle', label: 'Lifestyle' },
    { value: 'fashion', label: 'Fashion' },
    { value: 'fitness', label: 'Fitness' },
    { value: 'cooking', label: 'Cooking' },
    { value: 'travel', label: 'Travel' },
    { value: 'beauty', label: 'Beauty' },
    { value: 'technology', label: 'Technology' },
    { value: 'other', label: 'Other' },
  ],
  wife: [
    { value: 'lingerie', label: 'Lingerie' },
    { value: 'swimwear', label: 'Swimwear' },
    { value: 'cosplay', label: 'Cosplay' },
    { value: 'bedroom', label: 'Bedroom' },
    { value: 'asmr', label: 'Intimate ASMR' },
    { value: 'other', label: 'Other' },
  ],
};

/** nqw tiers: premium = all paying subscribers (default), vip = top tier only. */
export const CONTENT_TIERS = ['premium', 'vip'] as const;
export type ContentTier = (typeof CONTENT_TIERS)[number];

export const TITLE_REQUIRED_MESSAGE = 'Content title is required';
export const PUBLISH_DATE_MESSAGE = 'publish date cannot be earlier than today';
export const PUBLISH_DATE_REQUIRED_MESSAGE = 'Choose a publish date and time';
export const FILES_REQUIRED_MESSAGE = 'Please add at least one file.';

/**
 * Whether `publishAt` falls on a day before the visitor's today. `timezoneOffset` is the
 * browser's Date#getTimezoneOffset() (minutes behind UTC), so "today" is the creator's own.
 */
export function isBeforeToday(publishAt: string, timezoneOffset: number, now: Date): boolean {
  const shift = (d: Date) => new Date(d.getTime() - timezoneOffset * 60_000).toISOString().slice(0, 10);
  const when = new Date(publishAt);
  if (Number.isNaN(when.getTime())) return true;
  return shift(when) < shift(now);
}

const ZTimezoneOffset = z
  .number()
  .int()
  .min(-14 * 60)
  .max(14 * 60);
const ZTitle = z.string().trim().min(1, TITLE_REQUIRED_MESSAGE).max(120, 'Title must be at most 120 characters');
const ZDescription = z.string().trim().max(5000, 'Description must be at most 5000 characters');
export const TEASER_MAX = 280;
/** The public line of a premium item: what visitors without access read instead of it. */
const ZTeaser = z.string().trim().max(TEASER_MAX, `Teaser must be at most ${TEASER_MAX} characters`);
export const TEASER_LABEL = 'Public teaser';
export const TEASER_HINT =
  'Shown to everyone while this item is locked, with a blurred preview. Keep the paid part out of it.';

/** POST /api/creator/content: one upload-form submission (files already uploaded). */
/**
 * Why a mature-area upload was refused: only creators whose application to the premium brand
 * was approved (their identity and their models' ages checked) publish there.
 */
export function premiumEligibilityMessage(premiumName: string): string {
  return `Your ${premiumName} eligibility must be approved before you publish there. Apply in Settings.`;
}

export const ZCreateContentBody = z
  .object({
    area: z.enum(CONTENT_AREAS),
    avatarId: z.number().int().min(1, 'Choose an avatar').max(MAX_DB_INT, 'Id is out of range'),
    title: ZTitle,
    contentType: z.enum(UPLOAD_CONTENT_TYPES),
    description: ZDescription.default(''),
    teaser: ZTeaser.default(''),
    category: z.string().trim().min(1).max(40),
    tags: z.string().max(300, 'Tags must be at most 300 characters').default(''),
    premium: z.boolean().default(false),
    tier: z.enum(CONTENT_TIERS).default('premium'),
    ageVerified: z.boolean().default(false),
    verificationNotes: z.string().trim().max(1000, 'Notes must be at most 1000 characters').default(''),
    publishAt: ZIsoDateTime.nullable().default(null),
    timezoneOffset: ZTimezoneOffset.default(0),
    mediaIds: z.array(ZIdNumber).max(UPLOAD_IMAGE_MAX_FILES).default([]),
  })
  .superRefine((v, ctx) => {
    if (!AREA_CONTENT_TYPES[v.area].includes(v.contentType)) {
      ctx.addIssue({ code: 'custom', path: ['contentType'], message: 'This content type is not available here' });
    }
    if (!AREA_CATEGORIES[v.area].some((c) => c.value === v.category)) {
      ctx.addIssue({ code: 'custom', path: ['category'], message: 'Choose a category from the list' });
    }
    if (v.area === 'wife' && !v.ageVerified) {
      ctx.addIssue({ code: 'custom', path: ['ageVerified'], message: 'Age verification (18+) is required' });
    }
  });
export type CreateContentBody = z.infer<typeof ZCreateContentBody>;
export type CreateContentBodyInput = z.input<typeof ZCreateContentBody>;

/** Edit from the Content Dashboard. */
export const ZUpdateContentBody = z.object({
  title: ZTitle,
  description: ZDescription,
  /** Left out: the teaser stays as it is. */
  teaser: ZTeaser.optional(),
  premium: z.boolean(),
  tier: z.enum(CONTENT_TIERS).default('premium'),
  publishAt: ZIsoDateTime.nullable(),
  timezoneOffset: ZTimezoneOffset.default(0),
});
export type UpdateContentBody = z.infer<typeof ZUpdateContentBody>;

export const CONTENT_TABS = ['all', 'life', 'wife', 'published', 'pending', 'drafts'] as const;
export type ContentTab = (typeof CONTENT_TABS)[number];

export const ZListCreatorContentQuery = z.object({
  tab: z.enum(CONTENT_TABS).default('all'),
  search: z.string().trim().max(100).default(''),
  limit: z.coerce.number().int().min(1).max(200).default(100),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type ListCreatorContentQuery = z.infer<typeof ZListCreatorContentQuery>;

export const ZContentMedia = z.object({
  id: z.number().int(),
  kind: z.enum(MEDIA_KINDS),
  url: z.string(),
  webUrl: z.string().nullable(),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
});
export type ContentMedia = z.infer<typeof ZContentMedia>;

/** A dashboard record: the creator's own item in any status. */
export const ZCreatorContent = z.object({
  id: z.number().int(),
  avatarId: z.number().int(),
  avatarName: z.string(),
  title: z.string(),
  description: z.string(),
  teaser: z.string(),
  type: z.string(),
  area: z.enum(CONTENT_AREAS),
  status: z.enum(CONTENT_STATUSES),
  category: z.string(),
  tags: z.array(z.string()),
  isPremium: z.boolean(),
  tier: z.enum(CONTENT_TIERS).nullable(),
  thumbnail: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  createdAt: ZIsoDateTime,
  publishedAt: ZIsoDateTime.nullable(),
  /** Set while a future publish time is pending (status draft until then). */
  scheduledAt: ZIsoDateTime.nullable(),
  views: z.number().int(),
  likes: z.number().int(),
  comments: z.number().int(),
  media: z.array(ZContentMedia),
});
export type CreatorContent = z.infer<typeof ZCreatorContent>;
export const ZCreatorContentList = z.array(ZCreatorContent);

export const ZContentIdParams = z.object({ id: ZIdParam });

export const ZContentStatsPoint = z.object({
  day: z.string(),
  views: z.number().int(),
  likes: z.number().int(),
  comments: z.number().int(),
});
export const ZContentStats = z.object({
  id: z.number().int(),
  title: z.string(),
  views: z.number().int(),
  likes: z.number().int(),
  comments: z.number().int(),
  series: z.array(ZContentStatsPoint),
});
export type ContentStats = z.infer<typeof ZContentStats>;

export const ZCreatorOverview = z.object({
  subscribers: z.number().int(),
  contentCount: z.number().int(),
  /** Integer minor units: the creator's earnings this UTC month (after the service fee, less refunds). */
  thisMonthEarnings: z.number().int(),
  /** True when the figures include the demo catalogue's fictional history (views, subscribers; never money). */
  fictional: z.boolean(),
  /** Money comes from the offline test provider: no real money moves. */
  testMode: z.boolean(),
});
export type CreatorOverview = z.infer<typeof ZCreatorOverview>;

/** The §8 success toast for an upload. */
export function uploadSuccessToast(area: ContentArea, productName: string): { title: string; description: string } {
  return {
    title: 'Content Uploaded Successfully',
    description:
      area === 'life'
        ? `Your content has been uploaded to ${productName}.`
        : 'Your content has been submitted for verification and will be published once approved.',
  };
}
