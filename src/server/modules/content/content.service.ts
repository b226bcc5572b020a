import type { Kysely } from 'kysely';
import type { Avatar } from '../../../shared/contracts/avatars.ts';
import type { ContentItem, ContentViewResponse } from '../../../shared/contracts/content.ts';
import type { AppContext } from '../../context.ts';
import type { DB } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { SignedInUser } from '../../plugins/session.ts';
import { recordActivity } from '../activity/activity.service.ts';
import { getAvatar } from '../avatars/avatars.service.ts';
import * as repo from './content.repo.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/**
 * The one rule for premium (isPreview false) content. The NQW tier has not launched, so no
 * member holds NQW access yet: only the avatar's own creator and moderators may read it.
 * A subscription does not unlock it. Async so an NQW-access lookup can join later without
 * changing callers.
 */
export async function canReadPremium(
  _ctx: AppContext,
  viewer: SignedInUser | null,
  avatar: Pick<Avatar, 'creatorId'>,
): Promise<boolean> {
  if (!viewer) return false;
  return viewer.role === 'moderator' || viewer.userId === avatar.creatorId;
}

function toContentItem(row: repo.ContentRow, unlocked: boolean): ContentItem {
  const premium = row.is_preview === 0;
  const locked = premium && !unlocked;
  return {
    id: row.id,
    avatarId: row.avatar_id,
    title: row.title,
    description: row.description,
    type: row.type,
    imageUrl: row.image_url,
    isPreview: !premium,
    locked,
    // The paid text never leaves the server for a viewer without access.
    contentDetails: locked ? null : row.content_details,
    publishedAt: row.published_at ?? row.created_at,
    views: row.view_count,
    likes: row.like_count,
    comments: row.comment_count,
  };
}

/** Published content of a visible avatar, newest first, gated for this viewer. */
export async function listAvatarContent(
  ctx: AppContext,
  options: { avatarId: number; viewer: SignedInUser | null },
): Promise<ContentItem[]> {
  const avatar = await getAvatar(ctx, options.avatarId);
  const unlocked = await canReadPremium(ctx, options.viewer, avatar);
  const rows = await repo.listPublishedContent(ctx.db, avatar.id);
  return rows.map((row) => toContentItem(row, unlocked));
}

// Counted-view records are only needed for today and yesterday (a UTC day boundary can
// fall between two visits); older ones are pruned at most hourly per database.
const lastPrune = new WeakMap<Kysely<DB>, number>();

async function pruneOldViews(ctx: AppContext, now: Date): Promise<void> {
  const last = lastPrune.get(ctx.db);
  if (last !== undefined && now.getTime() - last < HOUR_MS) return;
  lastPrune.set(ctx.db, now.getTime());
  await repo.deleteViewsBefore(ctx.db, new Date(now.getTime() - DAY_MS).toISOString().slice(0, 10));
}

/**
 * Counts one view of a content item when its detail dialog opens: once per visitor, item
 * and UTC day. Members also get a 'content' entry in their Recent Activity the first time.
 * Items the visitor cannot read (locked premium) have no dialog, so they are refused.
 */
export async function recordContentView(
  ctx: AppContext,
  options: { contentId: number; viewer: SignedInUser | null; sessionId: string },
): Promise<ContentViewResponse> {
  const item = await repo.findPublishedContent(ctx.db, options.contentId);
  if (!item) throw notFound('Content not found');
  const avatar = await getAvatar(ctx, item.avatar_id).catch((error: unknown) => {
    throw error instanceof AppError && error.code === 'NOT_FOUND' ? notFound('Content not found') : error;
  });
  if (item.is_preview === 0 && !(await canReadPremium(ctx, options.viewer, avatar))) {
    throw new AppError('FORBIDDEN', 'This content needs NQW access');
  }
  const now = ctx.clock.now();
  const viewerKey = options.viewer ? `u:${options.viewer.userId}` : `s:${options.sessionId}`;
  const result = await repo.countViewOnce(ctx.db, {
    contentId: item.id,
    viewerKey,
    day: now.toISOString().slice(0, 10),
  });
  if (result.counted && options.viewer) {
    await recordActivity(ctx, {
      userId: options.viewer.userId,
      avatarId: avatar.id,
      type: 'content',
      preview: `Viewed "${item.title}"`,
    });
  }
  await pruneOldViews(ctx, now);
  return result;
}
