import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FAVORITES_FALLBACK_COUNT, TODAYS_PICKS_COUNT } from '../../../shared/constants.ts';
import type { Avatar } from '../../../shared/contracts/avatars.ts';
import { Button } from '../../components/ui/button.tsx';
import { AvatarCard } from '../../features/avatars/components/avatar-card.tsx';
import { AvatarGrid, AvatarSkeletons } from '../../features/avatars/components/avatar-grid.tsx';
import { useFavorites } from '../../features/favorites/api/get-favorites.ts';
import { useSuggestedAvatars } from '../../features/favorites/api/get-suggested-avatars.ts';
import { useToggleFavorite } from '../../features/favorites/api/use-toggle-favorite.ts';

function SectionHeading({ id, title, children }: { id: string; title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <h2 id={id} className="text-2xl font-semibold tracking-tight">
        {title}
      </h2>
      {children}
    </div>
  );
}

function Cards({
  avatars,
  favoriteIds,
  toggle,
  eager,
  label,
}: {
  avatars: Avatar[];
  favoriteIds: Set<number>;
  toggle: ReturnType<typeof useToggleFavorite>;
  eager?: boolean;
  label: string;
}) {
  return (
    <AvatarGrid label={label}>
      {avatars.map((avatar, i) => (
        <li key={avatar.id}>
          <AvatarCard
            avatar={avatar}
            isFavorite={favoriteIds.has(avatar.id)}
            favoritePending={toggle.pendingId === avatar.id}
            onToggleFavorite={(_id, next) => toggle.toggle(avatar, next)}
            eager={eager === true && i < 2}
          />
        </li>
      ))}
    </AvatarGrid>
  );
}

/**
 * Your Favorites (the first 4 avatars while there are none yet) and Today's Picks (the
 * first 2). One favourite change at a time: toggles while one is pending are ignored.
 */
export function FavoritesSections({ userId }: { userId: number }) {
  const favorites = useFavorites(userId);
  const suggestions = useSuggestedAvatars();
  const toggle = useToggleFavorite(userId);
  const favoriteIds = new Set((favorites.data ?? []).map((a) => a.id));
  const hasFavorites = favoriteIds.size > 0;
  const fallback = (suggestions.data ?? []).slice(0, FAVORITES_FALLBACK_COUNT);
  const picks = (suggestions.data ?? []).slice(0, TODAYS_PICKS_COUNT);

  return (
    <>
      <section aria-labelledby="favorites-heading" className="grid gap-4">
        <SectionHeading id="favorites-heading" title="Your Favorites">
          <Button asChild variant="ghost">
            <Link to="/avatars">
              Explore All Avatars
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </SectionHeading>
        {!hasFavorites && !favorites.isPending ? (
          <p className="text-sm text-muted-foreground">
            You haven't added any favorites yet. Tap the heart on a companion to keep them here.
          </p>
        ) : null}
        {favorites.isPending || (!hasFavorites && suggestions.isPending) ? (
          <AvatarGrid label="Loading favorites">
            <AvatarSkeletons count={FAVORITES_FALLBACK_COUNT} />
          </AvatarGrid>
        ) : (
          <Cards
            avatars={hasFavorites ? (favorites.data ?? []) : fallback}
            favoriteIds={favoriteIds}
            toggle={toggle}
            eager
            label={hasFavorites ? 'Your favorite companions' : 'Suggested companions'}
          />
        )}
      </section>

      <section aria-labelledby="picks-heading" className="grid gap-4">
        <SectionHeading id="picks-heading" title="Today's Picks" />
        {suggestions.isPending ? (
          <AvatarGrid label="Loading today's picks">
            <AvatarSkeletons count={TODAYS_PICKS_COUNT} />
          </AvatarGrid>
        ) : (
          <Cards avatars={picks} favoriteIds={favoriteIds} toggle={toggle} label="Today's picks" />
        )}
      </section>
    </>
  );
}
