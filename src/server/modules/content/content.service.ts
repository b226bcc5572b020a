import type { ContentItem, ContentViewResponse } from '../../../shared/contracts/content.ts';
import type { SubscriptionTier } from '../../../shared/subscription-terms.ts';
import type { AppContext } from '../../context.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { SignedInUser } from '../../plugins/session.ts';
import { recordActivity } from '../activity/activity.service.ts';
import { getAvatar, getAvatarRefs } from '../avatars/avatars.service.ts';
import { hashToken } from '../sessions/sessions.service.ts';
import { getEntitledTier } from '../subscriptions/subscriptions.service.ts';
import * as repo from './content.repo.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A subscriber-only item a viewer wants: whose it is, which avatar, area and tier. */
export interface PremiumItem {
  creatorId: number;
  avatarId: number;
  area: 'life' | 'wife';
  /** premium (every subscriber) or vip (vip subscribers only); null reads as premium. */
  tier: 'premium' | 'vip' | null;
}

/** Whether a subscription tier opens an item: life items only (NQW has not launched). */
function tierOpens(tier: SubscriptionTier | null, item: Pick<PremiumItem, 'area' | 'tier'>): boolean {
  if (item.area !== 'life' || tier === null) return false;
  return item.tier !== 'vip' || tier === 'vip';
}

/**
 * The one gate for premium (isPreview false) content: its text, its media, its views and
 * likes. Every route that returns content asks it, per viewer. Its creator and moderators
 * always read; a member reads an avatar's general-area (life) items while a subscription
 * entitles them (subscriptions' `getEntitledTier`: active, cancelled until its end,
 * past_due within its grace), vip items with a vip subscription only; the mature area
 * (NQW) stays locked for everyone else whatever their subscriptions: it has not launched.
 * Answers a reader for one avatar, so a page of items costs one lookup.
 */
export async function premiumReader(
  ctx: AppContext,
  viewer: SignedInUser | null,
  avatar: { id: number; creatorId: number },
): Promise<(item: Pick<PremiumItem, 'area' | 'tier'>) => boolean> {
  if (!viewer) return () => false;
  if (viewer.role === 'moderator' || viewer.userId === avatar.creatorId) return () => true;
  const tier = await getEntitledTier(ctx, { userId: viewer.userId, avatarId: avatar.id });
  return (item) => tierOpens(tier, item);
}

export async function canReadPremium(ctx: AppContext, viewer: SignedInUser | null, item: PremiumItem) {
  return (await premiumReader(ctx, viewer, { id: item.avatarId, creatorId: item.creatorId }))(item);
}

/** The 403 for a locked item: NQW items need NQW access, the others a subscription. */
export function lockedError(area: 'life' | 'wife'): AppError {
  return new AppError(
    'FORBIDDEN',
    area === 'wife' ? 'This content needs NQW access' : 'This content is for subscribers: subscribe to read it',
  );
}

/**
 * How an item's media may be served to this viewer: 'public' (free and published),
 * 'private' (the viewer holds access: owner, moderator, entitled), 'locked' (published
 * premium without access: 403) or 'hidden' (unknown, unpublished or on a hidden avatar,
 * unless the viewer is its creator or a moderator: 404).
 */
export async function contentMediaAccess(
  ctx: AppContext,
  options: { contentId: number; viewer: SignedInUser | null },
): Promise<'public' | 'private' | 'locked' | 'hidden'> {
  const item = await repo.findContentGate(ctx.db, options.contentId);
  const avatar = item && (await getAvatarRefs(ctx, [item.avatar_id])).get(item.avatar_id);
  if (!item || !avatar) return 'hidden';
  const { viewer } = options;
  const live = item.status === 'published' && avatar.isVisible;
  if (live && item.is_preview === 1) return 'public';
  if (viewer && (viewer.role === 'moderator' || viewer.userId === avatar.creatorId)) return 'private';
  if (!live) return 'hidden';
  const premium = { creatorId: avatar.creatorId, avatarId: item.avatar_id, area: item.area, tier: item.tier };
  return (await canReadPremium(ctx, viewer, premium)) ? 'private' : 'locked';
}

function toContentItem(row: repo.ContentRow, unlocked: boolean): ContentItem {
  const premium = row.is_preview === 0;
  const locked = premium && !unlocked;
  return {
    id: row.id,
    avatarId: row.avatar_id,
    title: row.title,
    // Locked: only what the creator wrote for the public, never the paid text or media.
    description: locked ? row.teaser : row.description,
    type: row.type,
    imageUrl: locked ? null : row.image_url,
    previewUrl: premium ? row.preview_url : null,
    isPreview: !premium,
    locked,
    area: row.area,
    tier: premium ? (row.tier ?? 'premium') : null,
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
  const [rows, reads] = await Promise.all([
    repo.listPublishedContent(ctx.db, avatar.id),
    premiumReader(ctx, options.viewer, avatar),
  ]);
  return rows.map((row) => toContentItem(row, row.is_preview === 1 || reads(row)));
}

/**
 * Counted-view records are only needed for today and yesterday (a UTC day boundary can
 * fall between two visits); the older ones go (the hourly job 'prune-content-views').
 */
export async function pruneContentViews(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  return repo.deleteViewsBefore(ctx.db, new Date(now.getTime() - DAY_MS).toISOString().slice(0, 10));
}

/**
 * Who is counted: a member by account, a guest by session, and a visitor without any
 * session by a keyed hash of their address (never the address itself; pruned after a day).
 * So a view needs no session, and repeating it without a cookie counts once.
 */
function viewerKey(
  ctx: AppContext,
  options: { viewer: SignedInUser | null; sessionId: string | null; address: string },
): string {
  if (options.viewer) return `u:${options.viewer.userId}`;
  if (options.sessionId) return `s:${options.sessionId}`;
  return `a:${hashToken(ctx, `content-view:${options.address}`).slice(0, 32)}`;
}

/**
 * Counts one view of a content item when its detail dialog opens: once per visitor, item
 * and UTC day. Members also get a 'content' entry in their Recent Activity the first time.
 * Items the visitor cannot read (locked premium) have no dialog, so they are refused.
 */
export async function recordContentView(
  ctx: AppContext,
  options: { contentId: number; viewer: SignedInUser | null; sessionId: string | null; address: string },
): Promise<ContentViewResponse> {
  const item = await repo.findPublishedContent(ctx.db, options.contentId);
  if (!item) throw notFound('Content not found');
  const avatar = await getAvatar(ctx, item.avatar_id).catch((error: unknown) => {
    throw error instanceof AppError && error.code === 'NOT_FOUND' ? notFound('Content not found') : error;
  });
  const premium = { creatorId: avatar.creatorId, avatarId: avatar.id, area: item.area, tier: item.tier };
  if (item.is_preview === 0 && !(await canReadPremium(ctx, options.viewer, premium))) throw lockedError(item.area);
  const now = ctx.clock.now();
  const result = await repo.countViewOnce(ctx.db, {
    contentId: item.id,
    viewerKey: viewerKey(ctx, options),
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
  return result;
}
