import { z } from 'zod';
import {
  AREA_CATEGORIES,
  CONTENT_TIERS,
  type ContentArea,
  type CreateContentBodyInput,
  PUBLISH_DATE_MESSAGE,
  PUBLISH_DATE_REQUIRED_MESSAGE,
  TEASER_MAX,
  TITLE_REQUIRED_MESSAGE,
  UPLOAD_CONTENT_TYPES,
} from '../../../../shared/contracts/creator-content.ts';

/** The creator's local calendar day, 'YYYY-MM-DD' (what a date input holds). */
export function localToday(now = new Date()): string {
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

/** The upload form as typed: the shared body plus the schedule's separate date and time. */
export const ZUploadForm = z
  .object({
    avatarId: z.string().min(1, 'Choose an avatar'),
    title: z.string().trim().min(1, TITLE_REQUIRED_MESSAGE).max(120, 'Title must be at most 120 characters'),
    contentType: z.enum(UPLOAD_CONTENT_TYPES),
    description: z.string().max(5000, 'Description must be at most 5000 characters'),
    teaser: z.string().max(TEASER_MAX, `Teaser must be at most ${TEASER_MAX} characters`),
    category: z.string().min(1),
    tags: z.string().max(300, 'Tags must be at most 300 characters'),
    premium: z.boolean(),
    tier: z.enum(CONTENT_TIERS),
    verificationNotes: z.string().max(1000, 'Notes must be at most 1000 characters'),
    schedule: z.boolean(),
    publishDate: z.string(),
    publishTime: z.string(),
  })
  .superRefine((v, ctx) => {
    if (!v.schedule) return;
    if (!v.publishDate) ctx.addIssue({ code: 'custom', path: ['publishDate'], message: PUBLISH_DATE_REQUIRED_MESSAGE });
    else if (v.publishDate < localToday()) {
      ctx.addIssue({ code: 'custom', path: ['publishDate'], message: PUBLISH_DATE_MESSAGE });
    }
  });
export type UploadFormValues = z.infer<typeof ZUploadForm>;

export function uploadFormDefaults(area: ContentArea, avatarId: string): UploadFormValues {
  return {
    avatarId,
    title: '',
    contentType: 'image',
    description: '',
    teaser: '',
    category: AREA_CATEGORIES[area][0]?.value ?? 'other',
    tags: '',
    premium: false,
    tier: 'premium',
    verificationNotes: '',
    schedule: false,
    publishDate: '',
    publishTime: '',
  };
}

/** The publish instant from the local date and time (09:00 when no time is given). */
export function publishInstant(
  form: Pick<UploadFormValues, 'schedule' | 'publishDate' | 'publishTime'>,
): string | null {
  if (!form.schedule || !form.publishDate) return null;
  return new Date(`${form.publishDate}T${form.publishTime || '09:00'}`).toISOString();
}

export function toCreateBody(area: ContentArea, form: UploadFormValues, mediaIds: number[]): CreateContentBodyInput {
  return {
    area,
    avatarId: Number(form.avatarId),
    title: form.title,
    contentType: form.contentType,
    description: form.description,
    teaser: form.teaser,
    category: form.category,
    tags: form.tags,
    premium: area === 'life' ? form.premium : true,
    tier: form.tier,
    ageVerified: area === 'wife',
    verificationNotes: form.verificationNotes,
    publishAt: publishInstant(form),
    timezoneOffset: new Date().getTimezoneOffset(),
    mediaIds,
  };
}
