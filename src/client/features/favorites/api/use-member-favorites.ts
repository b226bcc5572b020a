import type { Avatar } from '../../../../shared/contracts/avatars.ts';
import { useFavorites } from './get-favorites.ts';
import { useToggleFavorite } from './use-toggle-favorite.ts';

export interface MemberFavorites {
  ids: ReadonlySet<number>;
  pendingId: number | undefined;
  toggle: (avatar: Avatar, next: boolean) => void;
}

/** The signed-in member's favourites as cards need them (undefined for a guest). */
export function useMemberFavorites(userId: number | undefined): MemberFavorites | undefined {
  const favorites = useFavorites(userId);
  const toggle = useToggleFavorite(userId);
  if (userId === undefined) return undefined;
  return { ids: new Set((favorites.data ?? []).map((a) => a.id)), pendingId: toggle.pendingId, toggle: toggle.toggle };
}
