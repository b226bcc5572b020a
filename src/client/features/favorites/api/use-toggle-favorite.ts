import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Avatar } from '../../../../shared/contracts/avatars.ts';
import { activityKeys, dashboardKeys, favoriteKeys } from '../../../lib/query-keys.ts';
import { toast } from '../../../lib/toast-store.ts';
import { addFavorite } from './add-favorite.ts';
import { removeFavorite } from './remove-favorite.ts';

/**
 * What a heart knows of its avatar: a full card, or (the built-in samples shown when the
 * list cannot load) one without the fields a card does not show.
 */
export type FavoriteSubject = Avatar | Pick<Avatar, 'id' | 'name'>;

interface ToggleInput {
  avatar: FavoriteSubject;
  next: boolean;
}

/**
 * Spec §4 on member pages: a toggle while a change is pending is ignored; success updates
 * the local list and toasts 'Added to favorites' / 'Removed from favorites'. A guest's
 * toggle is kept too (with the guest session); its toast names the avatar, as the spec's
 * card does.
 */
export function useToggleFavorite(userId: number | undefined) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ avatar, next }: ToggleInput) => (next ? addFavorite(avatar.id) : removeFavorite(avatar.id)),
    onSuccess: (_answer, { avatar, next }) => {
      const others = (list: Avatar[] = []) => list.filter((a) => a.id !== avatar.id);
      if (!next) queryClient.setQueryData<Avatar[]>(favoriteKeys.of(userId), others);
      else if ('description' in avatar)
        queryClient.setQueryData<Avatar[]>(favoriteKeys.of(userId), (list) => [avatar, ...others(list)]);
      // A partial card cannot stand in the cached list: the list is read again instead.
      else void queryClient.invalidateQueries({ queryKey: favoriteKeys.of(userId) });
      const subject = userId === undefined ? avatar.name : 'Avatar';
      toast(
        next
          ? {
              title: 'Added to favorites',
              description: `${subject} has been added to your favorites`,
              variant: 'success',
            }
          : { title: 'Removed from favorites', description: `${subject} has been removed from your favorites` },
      );
    },
    meta: {
      // Figures that change with a favourite (the dashboard's stats and activity list), read
      // again without holding the toggle up.
      invalidates: [dashboardKeys.all, activityKeys.all],
      waitForRefetch: false,
      errorToast: { title: 'Error', description: 'Could not update your favorites. Please try again.' },
    },
  });
  return {
    pendingId: mutation.isPending ? mutation.variables?.avatar.id : undefined,
    isPending: mutation.isPending,
    toggle: (avatar: FavoriteSubject, next: boolean) => {
      if (mutation.isPending) return;
      mutation.mutate({ avatar, next });
    },
  };
}
