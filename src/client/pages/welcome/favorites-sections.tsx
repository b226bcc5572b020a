import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { FAVORITES_FALLBACK_COUNT, TODAYS_PICKS_COUNT } from '../../../shared/constants.ts';
import { Button } from '../../components/ui/button.tsx';
import { Link } from '../../components/ui/link.tsx';
import { AvatarCardGrid, AvatarGrid, AvatarSkeletons } from '../../features/avatars/components/avatar-grid.tsx';
import { useFavorites } from '../../features/favorites/api/get-favorites.ts';
import { useSuggestedAvatars } from '../../features/favorites/api/get-suggested-avatars.ts';
import { useVisitorFavorites } from '../../features/favorites/api/use-visitor-favorites.ts';

/**
 * The dashboard's cards share a column with the sidebar: sideways cards (a small 9:12
 * portrait beside the text), two across from sm up, so the 4 favourites and 2 picks fill
 * whole rows.
 */
const COLUMN_GRID = 'sm:grid-cols-2 lg:grid-cols-2 xl:grid-cols-2';

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

/**
 * Your Favorites (the first 4 avatars while there are none yet) and Today's Picks (the
 * first 2). One favourite change at a time: toggles while one is pending are ignored.
 */
export function FavoritesSections({ userId }: { userId: number }) {
  const favorites = useFavorites(userId);
  const suggestions = useSuggestedAvatars();
  const binding = useVisitorFavorites(userId);
  const hasFavorites = (favorites.data ?? []).length > 0;
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
          <AvatarGrid label="Loading favorites" className={COLUMN_GRID}>
            <AvatarSkeletons count={FAVORITES_FALLBACK_COUNT} layout="row" />
          </AvatarGrid>
        ) : (
          <AvatarCardGrid
            avatars={hasFavorites ? (favorites.data ?? []) : fallback}
            favorites={binding}
            eagerCount={2}
            className={COLUMN_GRID}
            layout="row"
            label={hasFavorites ? 'Your favorite companions' : 'Suggested companions'}
          />
        )}
      </section>

      <section aria-labelledby="picks-heading" className="grid gap-4">
        <SectionHeading id="picks-heading" title="Today's Picks" />
        {suggestions.isPending ? (
          <AvatarGrid label="Loading today's picks" className={COLUMN_GRID}>
            <AvatarSkeletons count={TODAYS_PICKS_COUNT} layout="row" />
          </AvatarGrid>
        ) : (
          <AvatarCardGrid
            avatars={picks}
            favorites={binding}
            eagerCount={0}
            className={COLUMN_GRID}
            layout="row"
            label="Today's picks"
          />
        )}
      </section>
    </>
  );
}
