import type { Avatar } from '../../../shared/contracts/avatars.ts';
import type { FavoriteResponse } from '../../../shared/contracts/favorites.ts';
import type { AppContext } from '../../context.ts';
import { recordActivity } from '../activity/activity.service.ts';
import { getAvatar, getVisibleAvatarsByIds } from '../avatars/avatars.service.ts';
import * as repo from './favorites.repo.ts';

export async function listFavorites(ctx: AppContext, options: { userId: number }): Promise<Avatar[]> {
  const ids = await repo.listFavoriteAvatarIds(ctx.db, options.userId);
  return getVisibleAvatarsByIds(ctx, ids);
}

export async function countFavorites(ctx: AppContext, options: { userId: number }): Promise<number> {
  return repo.countFavorites(ctx.db, options.userId);
}

/** Idempotent: adding an avatar twice keeps one favourite and records one activity. */
export async function addFavorite(
  ctx: AppContext,
  options: { userId: number; avatarId: number },
): Promise<FavoriteResponse> {
  const avatar = await getAvatar(ctx, options.avatarId);
  const isNew = await repo.insertFavorite(ctx.db, options.userId, avatar.id, ctx.clock.now().toISOString());
  if (isNew) {
    await recordActivity(ctx, {
      userId: options.userId,
      avatarId: avatar.id,
      type: 'favorite',
      preview: `Added ${avatar.name} to your favorites`,
    });
  }
  return { avatarId: avatar.id, isFavorite: true };
}

/** Idempotent too; an id that is neither a favourite nor a visible avatar is a 404. */
export async function removeFavorite(
  ctx: AppContext,
  options: { userId: number; avatarId: number },
): Promise<FavoriteResponse> {
  const removed = await repo.deleteFavorite(ctx.db, options.userId, options.avatarId);
  if (!removed) await getAvatar(ctx, options.avatarId);
  return { avatarId: options.avatarId, isFavorite: false };
}
