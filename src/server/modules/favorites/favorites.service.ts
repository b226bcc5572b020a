import type { Avatar } from '../../../shared/contracts/avatars.ts';
import type { FavoriteResponse } from '../../../shared/contracts/favorites.ts';
import type { AppContext } from '../../context.ts';
import { recordActivity, recordCarriedOverActivity } from '../activity/activity.service.ts';
import { countVisibleAvatarsAmong, getAvatar, getVisibleAvatarsByIds } from '../avatars/avatars.service.ts';
import * as repo from './favorites.repo.ts';

/**
 * Whose favourites: a member's, or a guest's kept with their guest session (null when the
 * guest has no session yet, so nothing is kept).
 */
export type FavoritesOwner = { userId: number } | { guestSessionId: string | null };

export async function listFavorites(ctx: AppContext, options: { owner: FavoritesOwner }): Promise<Avatar[]> {
  const { owner } = options;
  const ids =
    'userId' in owner
      ? await repo.listFavoriteAvatarIds(ctx.db, owner.userId)
      : owner.guestSessionId
        ? await repo.listGuestFavoriteAvatarIds(ctx.db, owner.guestSessionId)
        : [];
  return getVisibleAvatarsByIds(ctx, ids);
}

/** The member's favourites that still show (hidden avatars are not counted). */
export async function countFavorites(ctx: AppContext, options: { userId: number }): Promise<number> {
  return countVisibleAvatarsAmong(ctx, await repo.listFavoriteAvatarIds(ctx.db, options.userId));
}

const favoritePreview = (avatarName: string) => `Added ${avatarName} to your favorites`;

async function noteNewFavorite(ctx: AppContext, userId: number, avatar: Pick<Avatar, 'id' | 'name'>) {
  await recordActivity(ctx, {
    userId,
    avatarId: avatar.id,
    type: 'favorite',
    preview: favoritePreview(avatar.name),
  });
}

/**
 * Idempotent: adding an avatar twice keeps one favourite and records one activity (members
 * only: guests leave no trail). A guest's favourite needs a guest session (the route makes one).
 */
export async function addFavorite(
  ctx: AppContext,
  options: { owner: { userId: number } | { guestSessionId: string }; avatarId: number },
): Promise<FavoriteResponse> {
  const { owner } = options;
  const avatar = await getAvatar(ctx, options.avatarId);
  const now = ctx.clock.now().toISOString();
  if ('userId' in owner) {
    if (await repo.insertFavorite(ctx.db, owner.userId, avatar.id, now))
      await noteNewFavorite(ctx, owner.userId, avatar);
  } else {
    await repo.insertGuestFavorite(ctx.db, owner.guestSessionId, avatar.id, now);
  }
  return { avatarId: avatar.id, isFavorite: true };
}

/** Idempotent too; an id that is neither a favourite nor a visible avatar is a 404. */
export async function removeFavorite(
  ctx: AppContext,
  options: { owner: FavoritesOwner; avatarId: number },
): Promise<FavoriteResponse> {
  const { owner, avatarId } = options;
  const removed =
    'userId' in owner
      ? await repo.deleteFavorite(ctx.db, owner.userId, avatarId)
      : owner.guestSessionId !== null && (await repo.deleteGuestFavorite(ctx.db, owner.guestSessionId, avatarId));
  if (!removed) await getAvatar(ctx, avatarId);
  return { avatarId, isFavorite: false };
}

/**
 * On sign-up or sign-in a guest's favourites become the member's, like their chats: each
 * new one is recorded in the member's activity at the time the guest added it. Call it
 * before the guest session is deleted (guest favourites cascade away with it).
 */
export async function claimGuestFavorites(
  ctx: AppContext,
  options: { sessionId: string; userId: number },
): Promise<number> {
  const added = await repo.moveGuestFavorites(ctx.db, options.sessionId, options.userId);
  const avatars = await getVisibleAvatarsByIds(
    ctx,
    added.map((a) => a.avatarId),
  );
  const names = new Map(avatars.map((a) => [a.id, a.name]));
  await recordCarriedOverActivity(ctx, {
    userId: options.userId,
    events: added.flatMap(({ avatarId, createdAt }) => {
      const name = names.get(avatarId);
      return name === undefined
        ? []
        : [{ avatarId, type: 'favorite' as const, preview: favoritePreview(name), at: createdAt }];
    }),
  });
  return added.length;
}
