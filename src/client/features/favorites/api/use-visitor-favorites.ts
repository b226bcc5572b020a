import { useFavorites } from './get-favorites.ts';
import { type FavoriteSubject, useToggleFavorite } from './use-toggle-favorite.ts';

export interface VisitorFavorites {
  ids: ReadonlySet<number>;
  pendingId: number | undefined;
  toggle: (avatar: FavoriteSubject, next: boolean) => void;
}

/**
 * The visitor's favourites as cards need them: a member's, or a guest's (kept with the
 * guest session, carried over at sign-up and login).
 */
export function useVisitorFavorites(userId: number | undefined): VisitorFavorites {
  const favorites = useFavorites(userId);
  const toggle = useToggleFavorite(userId);
  return { ids: new Set((favorites.data ?? []).map((a) => a.id)), pendingId: toggle.pendingId, toggle: toggle.toggle };
}
