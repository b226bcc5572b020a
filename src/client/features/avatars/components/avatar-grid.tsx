import type { ReactNode } from 'react';
import type { Avatar } from '../../../../shared/contracts/avatars.ts';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/cn.ts';
import { AvatarCard, type CardAvatar } from './avatar-card.tsx';

/** Spec §2: 1 column on small screens, 2 on sm, 3 on lg, 4 on xl. */
export const AVATAR_GRID_CLASSES = 'grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

export function AvatarGrid({
  children,
  className,
  label,
}: {
  children: ReactNode;
  className?: string;
  label?: string;
}) {
  return (
    <ul className={cn(AVATAR_GRID_CLASSES, className)} aria-label={label}>
      {children}
    </ul>
  );
}

export function AvatarCardSkeleton({ layout = 'portrait' }: { layout?: 'portrait' | 'row' }) {
  const row = layout === 'row';
  return (
    <li
      aria-hidden="true"
      className={cn('overflow-hidden rounded-2xl border bg-card', row && 'flex')}
      data-testid="avatar-skeleton"
    >
      <Skeleton className={cn('aspect-[9/12] rounded-none', row && 'w-32 shrink-0 self-start sm:w-40')} />
      <div className={cn('grid gap-2 p-4', row && 'flex-1 content-start')}>
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-10 w-full" />
      </div>
    </li>
  );
}

/** `count` skeletons while a page of avatars loads (the spec wants one per page slot). */
export function AvatarSkeletons({ count, layout }: { count: number; layout?: 'portrait' | 'row' }) {
  // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity of their own
  return Array.from({ length: count }, (_, i) => <AvatarCardSkeleton key={i} layout={layout ?? 'portrait'} />);
}

/** About a card's height on a phone (portrait: its 3:4 picture and text; row: a 3:4 picture 8-10rem wide). */
const OFFSCREEN_CARD = {
  portrait: 'flex [content-visibility:auto] [contain-intrinsic-size:auto_46rem]',
  row: 'flex [content-visibility:auto] [contain-intrinsic-size:auto_12rem]',
} as const;

/** Persisted favourites (a member's, or a guest's kept with the session); without them cards flip locally (spec §4). */
export interface CardFavorites<T> {
  ids: ReadonlySet<number>;
  pendingId: number | undefined;
  toggle: (avatar: T, next: boolean) => void;
}

/**
 * A grid of avatar cards; the first row loads its images eagerly (largest paint). The
 * cards after it are laid out and painted only when they come near the screen
 * (content-visibility: auto): on a phone the first layout of Explore's 26 cards took
 * 37-52 ms of main thread, for the one or two a visitor sees. Each keeps the size it
 * last had; the estimate only stands in for cards never shown yet.
 */
export function AvatarCardGrid<T extends Avatar | CardAvatar>({
  avatars,
  label,
  favorites,
  eagerCount = 4,
  className,
  layout = 'portrait',
}: {
  avatars: T[];
  label: string;
  favorites?: CardFavorites<T> | undefined;
  eagerCount?: number;
  /** Narrower containers (a dashboard column) override the page-wide column counts. */
  className?: string;
  layout?: 'portrait' | 'row';
}) {
  return (
    <AvatarGrid label={label} {...(className ? { className } : {})}>
      {avatars.map((avatar, i) => (
        <li key={avatar.id} className={i < eagerCount ? 'flex' : OFFSCREEN_CARD[layout]}>
          <AvatarCard
            avatar={avatar}
            layout={layout}
            eager={i < eagerCount}
            {...(favorites
              ? {
                  isFavorite: favorites.ids.has(avatar.id),
                  favoritePending: favorites.pendingId === avatar.id,
                  onToggleFavorite: (_id: number, next: boolean) => favorites.toggle(avatar, next),
                }
              : {})}
          />
        </li>
      ))}
    </AvatarGrid>
  );
}

/** `count` skeleton cards in the grid while a list loads. */
export function AvatarGridLoading({ count }: { count: number }) {
  return (
    <AvatarGrid label="Loading avatars">
      <AvatarSkeletons count={count} />
    </AvatarGrid>
  );
}

/** Tells screen readers when a list is loading and how many avatars it shows. */
export function AvatarListStatus({ loading, count }: { loading: boolean; count: number }) {
  return (
    <p role="status" className="sr-only">
      {loading ? 'Loading avatars' : `${count} avatars shown`}
    </p>
  );
}
