import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Avatar } from '../../../../shared/contracts/avatars.ts';
import { toast } from '../../../lib/toast-store.ts';
import { addFavorite } from './add-favorite.ts';
import { favoritesKeyFor } from './get-favorites.ts';
import { removeFavorite } from './remove-favorite.ts';

/** Figures that change with a favourite (the dashboard stats and activity list). */
const DEPENDENT_KEYS = [['dashboard-stats'], ['user-activity']] as const;

interface ToggleInput {
  avatar: Avatar;
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
      queryClient.setQueryData<Avatar[]>(favoritesKeyFor(userId), (list = []) =>
        next ? [avatar, ...list.filter((a) => a.id !== avatar.id)] : list.filter((a) => a.id !== avatar.id),
      );
      for (const queryKey of DEPENDENT_KEYS) void queryClient.invalidateQueries({ queryKey });
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
    onError: () => {
      toast({
        title: 'Error',
        description: 'Could not update your favorites. Please try again.',
        variant: 'destructive',
      });
    },
  });
  return {
    pendingId: mutation.isPending ? mutation.variables?.avatar.id : undefined,
    isPending: mutation.isPending,
    toggle: (avatar: Avatar, next: boolean) => {
      if (mutation.isPending) return;
      mutation.mutate({ avatar, next });
    },
  };
}
