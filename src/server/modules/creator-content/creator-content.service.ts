import {
  type ContentStats,
  type CreateContentBody,
  type CreatorContent,
  FILES_REQUIRED_MESSAGE,
  isBeforeToday,
  type ListCreatorContentQuery,
  PUBLISH_DATE_MESSAGE,
  premiumEligibilityMessage,
  type UpdateContentBody,
  type UploadContentType,
} from '../../../shared/contracts/creator-content.ts';
import {
  formatProblem,
  type MediaKind,
  tooManyFilesMessage,
  tooManyImagesMessage,
  UPLOAD_RULES,
} from '../../../shared/contracts/uploads.ts';
import type { AppContext } from '../../context.ts';
import type { ContentItemsTable } from '../../db/schema.ts';
import { withTransaction } from '../../db/transaction.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import { getCreatorAvatar, listOwnedAvatars } from '../avatars/creator-avatars.service.ts';
import {
  attachMediaToContent,
  deleteMedia,
  getOwnedMedia,
  listContentMedia,
  type MediaRow,
  previewUrl,
  toContentMedia,
} from '../creator-media/creator-media.service.ts';
import { isApprovedForPremium } from '../creator-settings/creator-settings.service.ts';
import * as repo from './creator-content.repo.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
export const STATS_DAYS = 30;

function parseTags(raw: string): string[] {
  const tags = raw
    .split(',')
    .map((t) => t.trim().replace(/^#/, '').slice(0, 30))
    .filter(Boolean);
  return [...new Set(tags.map((t) => t.toLowerCase()))].slice(0, 20);
}

function safeTags(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
}

/** The creator's avatars by id, with their names: what scopes their content and labels it. */
async function ownedAvatars(ctx: AppContext, creatorId: number) {
  const avatars = await listOwnedAvatars(ctx, creatorId);
  return { ids: avatars.map((a) => a.id), names: new Map(avatars.map((a) => [a.id, a.name])) };
}
type OwnedAvatars = Awaited<ReturnType<typeof ownedAvatars>>;

function toCreatorContent(row: repo.CreatorContentRow, media: MediaRow[], owned: OwnedAvatars): CreatorContent {
  return {
    id: row.id,
    avatarId: row.avatar_id,
    avatarName: owned.names.get(row.avatar_id) ?? '',
    title: row.title,
    description: row.description,
    teaser: row.teaser,
    type: row.type,
    area: row.area,
    status: row.status,
    category: row.category,
    tags: safeTags(row.tags),
    isPremium: row.is_preview === 0,
    tier: row.tier,
    thumbnail: row.image_url,
    rejectionReason: row.rejection_reason,
    createdAt: row.created_at,
    publishedAt: row.published_at,
    scheduledAt: row.scheduled_at,
    views: row.view_count,
    likes: row.like_count,
    comments: row.comment_count,
    media: media.map(toContentMedia),
  };
}

async function missingContentError(ctx: AppContext, id: number): Promise<AppError> {
  return (await repo.contentExists(ctx.db, id))
    ? forbidden('This content belongs to another creator')
    : notFound('Content not found');
}

const issue = (path: string, message: string) => new AppError('BAD_REQUEST', message, { issues: [{ path, message }] });

/** The publish time as stored: null for "now", the instant for a later time; past days refused. */
function checkSchedule(ctx: AppContext, publishAt: string | null, timezoneOffset: number): string | null {
  if (!publishAt) return null;
  const now = ctx.clock.now();
  if (isBeforeToday(publishAt, timezoneOffset, now)) throw issue('publishDate', PUBLISH_DATE_MESSAGE);
  const when = new Date(publishAt);
  return when.getTime() > now.getTime() ? when.toISOString() : null;
}

/** Spec §5/§9 uploader limits, applied again to what the form finally submits. */
function checkFiles(contentType: UploadContentType, media: MediaRow[]): void {
  if (contentType === 'text') {
    if (media.length > 0) throw issue('mediaIds', 'Text content has no files.');
    return;
  }
  const kind: MediaKind = contentType;
  const rule = UPLOAD_RULES[kind];
  if (media.length === 0) throw issue('mediaIds', FILES_REQUIRED_MESSAGE);
  if (media.length > rule.maxFiles) {
    throw issue(
      'mediaIds',
      kind === 'image' ? tooManyImagesMessage(rule.maxFiles) : tooManyFilesMessage(rule.maxFiles),
    );
  }
  for (const m of media) {
    const problem = formatProblem(kind, m.mime_type);
    if (problem) throw issue('mediaIds', problem);
    if (m.content_id !== null) throw issue('mediaIds', 'A file is already part of other content.');
    // An avatar or profile picture is reviewed and shown on its own terms, never as content.
    if (m.purpose !== 'content') throw issue('mediaIds', 'This file was uploaded as a picture, not as content.');
  }
}

function itemType(contentType: UploadContentType, fileCount: number): ContentItemsTable['type'] {
  if (contentType === 'image') return fileCount > 1 ? 'gallery' : 'image';
  return contentType;
}

/**
 * One upload-form submission. General-area (life) items publish now or at their scheduled
 * time; mature-area (wife) items, only from creators approved for the premium brand, wait in
 * 'pending' for a moderator.
 */
export async function createContent(
  ctx: AppContext,
  options: { creatorId: number; body: CreateContentBody },
): Promise<CreatorContent> {
  const { body, creatorId } = options;
  await getCreatorAvatar(ctx, { id: body.avatarId, creatorId });
  const mature = body.area === 'wife';
  if (mature && !(await isApprovedForPremium(ctx, creatorId))) {
    throw forbidden(premiumEligibilityMessage(ctx.config.brand.premiumName));
  }
  const scheduledAt = checkSchedule(ctx, body.publishAt, body.timezoneOffset);
  const media = await getOwnedMedia(ctx, creatorId, body.mediaIds);
  checkFiles(body.contentType, media);
  const now = ctx.clock.now().toISOString();
  const status = mature ? 'pending' : scheduledAt ? 'draft' : 'published';
  const firstImage = media.find((m) => m.kind === 'image');

  const id = await withTransaction(ctx, async (tx) => {
    const contentId = await repo.insertContent(tx.db, {
      avatar_id: body.avatarId,
      title: body.title,
      description: body.description,
      content_details: body.description,
      teaser: body.teaser,
      type: itemType(body.contentType, media.length),
      // The mature area is for paying subscribers only: never a free preview.
      is_preview: mature || body.premium ? 0 : 1,
      // The gated URL: who may see the file is asked on every request.
      image_url: firstImage ? toContentMedia(firstImage).url : null,
      // Made at upload: what a locked item shows instead of its picture.
      preview_url: firstImage ? previewUrl(firstImage) : null,
      area: body.area,
      status,
      category: body.category,
      tags: JSON.stringify(parseTags(body.tags)),
      // Which subscribers it is for: premium (every tier) or vip only. Free items have none.
      tier: mature || body.premium ? body.tier : null,
      verification_notes: mature ? body.verificationNotes || null : null,
      scheduled_at: scheduledAt,
      published_at: status === 'published' ? now : null,
      created_at: now,
      updated_at: now,
    });
    await attachMediaToContent(tx, { ownerId: creatorId, contentId, ids: media.map((m) => m.id) });
    return contentId;
  });
  return getContent(ctx, { id, creatorId });
}

export async function getContent(ctx: AppContext, options: { id: number; creatorId: number }) {
  const owned = await ownedAvatars(ctx, options.creatorId);
  const row = await repo.findOwnedContent(ctx.db, { id: options.id, avatarIds: owned.ids });
  if (!row) throw await missingContentError(ctx, options.id);
  const media = await listContentMedia(ctx, [row.id]);
  return toCreatorContent(row, media.get(row.id) ?? [], owned);
}

export async function listContent(
  ctx: AppContext,
  options: { creatorId: number; query: ListCreatorContentQuery },
): Promise<CreatorContent[]> {
  await publishDueContent(ctx);
  const owned = await ownedAvatars(ctx, options.creatorId);
  const rows = await repo.listCreatorContent(ctx.db, { avatarIds: owned.ids, ...options.query });
  const media = await listContentMedia(
    ctx,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toCreatorContent(r, media.get(r.id) ?? [], owned));
}

/**
 * Dashboard edit. A general-area item follows its new schedule; a mature-area item goes back
 * to 'pending' because what a moderator approved has changed.
 */
export async function updateContent(
  ctx: AppContext,
  options: { id: number; creatorId: number; body: UpdateContentBody },
): Promise<CreatorContent> {
  const current = await getContent(ctx, options);
  const { body } = options;
  const scheduledAt = checkSchedule(ctx, body.publishAt, body.timezoneOffset);
  const now = ctx.clock.now().toISOString();
  const changes: Parameters<typeof repo.updateOwnedContent>[1]['changes'] = {
    title: body.title,
    description: body.description,
    content_details: body.description,
    ...(body.teaser === undefined ? {} : { teaser: body.teaser }),
    updated_at: now,
  };
  if (current.area === 'wife') {
    Object.assign(changes, { tier: body.tier, status: 'pending', rejection_reason: null, scheduled_at: scheduledAt });
  } else {
    changes.is_preview = body.premium ? 0 : 1;
    changes.tier = body.premium ? body.tier : null;
    if (scheduledAt) {
      Object.assign(changes, { status: 'draft', scheduled_at: scheduledAt, published_at: null });
    } else if (current.status === 'draft') {
      Object.assign(changes, { status: 'published', scheduled_at: null, published_at: now });
    }
  }
  const avatarIds = [current.avatarId];
  await repo.updateOwnedContent(ctx.db, { id: options.id, avatarIds, changes });
  return getContent(ctx, options);
}

export async function deleteContent(ctx: AppContext, options: { id: number; creatorId: number }): Promise<void> {
  const current = await getContent(ctx, options);
  const media = await listContentMedia(ctx, [current.id]);
  await repo.deleteOwnedContent(ctx.db, { id: options.id, avatarIds: [current.avatarId] });
  await deleteMedia(ctx, media.get(current.id) ?? []);
}

/** Views, likes and comments of a published item, per day for the last 30 days. */
export async function getContentStats(
  ctx: AppContext,
  options: { id: number; creatorId: number },
): Promise<ContentStats> {
  const item = await getContent(ctx, options);
  if (item.status !== 'published') throw new AppError('CONFLICT', 'Stats are available once the content is published.');
  const today = ctx.clock.now();
  const days = Array.from({ length: STATS_DAYS }, (_, i) =>
    new Date(today.getTime() - (STATS_DAYS - 1 - i) * DAY_MS).toISOString().slice(0, 10),
  );
  const rows = await repo.statDays(ctx.db, { contentId: item.id, fromDay: days[0] ?? '' });
  const byDay = new Map(rows.map((r) => [r.day, r]));
  return {
    id: item.id,
    title: item.title,
    views: item.views,
    likes: item.likes,
    comments: item.comments,
    series: days.map((day) => ({
      day,
      views: byDay.get(day)?.views ?? 0,
      likes: byDay.get(day)?.likes ?? 0,
      comments: byDay.get(day)?.comments ?? 0,
    })),
  };
}

export async function countContent(ctx: AppContext, creatorId: number): Promise<number> {
  return repo.countCreatorContent(ctx.db, (await ownedAvatars(ctx, creatorId)).ids);
}

/** Promotes scheduled drafts that are due (the job 'publish-scheduled-content', and before listings). */
export async function publishDueContent(ctx: AppContext): Promise<number> {
  return repo.publishDue(ctx.db, ctx.clock.now().toISOString());
}
