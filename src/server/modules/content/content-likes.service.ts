import type { ContentLikeResponse, ContentLikesOfAvatar } from '../../../shared/contracts/content-likes.ts';
import type { AppContext } from '../../context.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { SignedInUser } from '../../plugins/session.ts';
import { getAvatar } from '../avatars/avatars.service.ts';
import { findPublishedContent } from './content.repo.ts';
import { canReadPremium, lockedError } from './content.service.ts';
import { listLikedContentIds, setContentLike } from './content-likes.repo.ts';

/**
 * A member likes, or stops liking, an item they can read: published, of a visible avatar,
 * and not locked premium for them (a locked item has no dialog to like it from).
 */
export async function setLike(
  ctx: AppContext,
  options: { contentId: number; viewer: SignedInUser; liked: boolean },
): Promise<ContentLikeResponse> {
  const item = await findPublishedContent(ctx.db, options.contentId);
  if (!item) throw notFound('Content not found');
  const avatar = await getAvatar(ctx, item.avatar_id).catch((error: unknown) => {
    throw error instanceof AppError && error.code === 'NOT_FOUND' ? notFound('Content not found') : error;
  });
  const premium = { creatorId: avatar.creatorId, avatarId: avatar.id, area: item.area, tier: item.tier };
  if (item.is_preview === 0 && !(await canReadPremium(ctx, options.viewer, premium))) throw lockedError(item.area);
  const likes = await setContentLike(ctx.db, {
    contentId: item.id,
    userId: options.viewer.userId,
    liked: options.liked,
    nowIso: ctx.clock.now().toISOString(),
  });
  return { contentId: item.id, liked: options.liked, likes };
}

/** Which of a visible avatar's items the member likes. */
export async function listLikedContent(
  ctx: AppContext,
  options: { avatarId: number; viewer: SignedInUser },
): Promise<ContentLikesOfAvatar> {
  const avatar = await getAvatar(ctx, options.avatarId);
  return { contentIds: await listLikedContentIds(ctx.db, options.viewer.userId, avatar.id) };
}
