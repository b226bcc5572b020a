import {
  AVATAR_FILTERS,
  AVATAR_PAGE_SIZE,
  AVATAR_SORTS,
  type AvatarFilter,
  type AvatarSort,
} from '../../../shared/constants.ts';
import { SAMPLE_AVATARS } from '../../../shared/sample-avatars.ts';
import { Container } from '../../components/layout/container.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useAvatarPages, useDeferredAvatars } from '../../features/avatars/api/get-avatars.ts';
import type { CardAvatar } from '../../features/avatars/components/avatar-card.tsx';
import { AvatarEmptyState } from '../../features/avatars/components/avatar-empty-state.tsx';
import { AvatarFilterBar } from '../../features/avatars/components/avatar-filter-bar.tsx';
import { AvatarCardGrid, AvatarGridLoading, AvatarListStatus } from '../../features/avatars/components/avatar-grid.tsx';
import { LoadMoreButton } from '../../features/avatars/components/load-more-button.tsx';
import { useVisitorFavorites } from '../../features/favorites/api/use-visitor-favorites.ts';
import { brand } from '../../lib/app-config.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { useUpdateSearchParams } from '../../lib/use-update-search-params.ts';
import { ClosingSection, HomeHero } from './home-sections.tsx';

function oneOf<T extends string>(values: readonly T[], value: string | null, fallback: T): T {
  return values.includes(value as T) ? (value as T) : fallback;
}

export function HomePage() {
  usePageMeta(
    `${brand.mainName} · Virtual Companions for Meaningful Conversations`,
    'Chat with unique AI companions, each with their own personality. No setup required.',
  );
  // Search, chip and sort live in the address, so back/forward and shared links keep them.
  const [params, update] = useUpdateSearchParams();
  const search = params.get('q')?.trim() ?? '';
  const filter = oneOf(AVATAR_FILTERS, params.get('filter'), 'all');
  const sort = oneOf(AVATAR_SORTS, params.get('sort'), 'recent');

  const query = useAvatarPages({ search, filter, sort, limit: AVATAR_PAGE_SIZE });
  // Home is for guests: their hearts are kept with the guest session and follow them into an account.
  const favorites = useVisitorFavorites(undefined);
  // Spec §8: a failed first load is logged only (the query client does), and shows nothing
  // for a search, otherwise the built-in samples.
  const loaded = useDeferredAvatars(query);
  const failed = query.isError && !query.data;
  const avatars: CardAvatar[] = failed ? (search ? [] : SAMPLE_AVATARS) : loaded.avatars;
  const heading = search ? `Search results for "${search}"` : 'Available Avatars';

  return (
    <>
      <HomeHero />
      <AvatarFilterBar
        search={search}
        filter={filter}
        sort={sort}
        onSearch={(text) => update({ q: text || null })}
        onFilterChange={(value: AvatarFilter) => update({ filter: value === 'all' ? null : value })}
        onSortChange={(value: AvatarSort) => update({ sort: value === 'recent' ? null : value })}
      />
      <section
        aria-labelledby="avatars-heading"
        // Reached from the hero's link: the heading lands below the sticky header and filter bar.
        className="scroll-mt-44 py-10 sm:scroll-mt-48 sm:py-14 lg:scroll-mt-[8.5rem]"
        id="avatars"
      >
        <Container className="grid gap-6">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <h2 id="avatars-heading" className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
              {heading}
            </h2>
            {search ? (
              <Button variant="link" className="px-0" onClick={() => update({ q: null })}>
                Clear search
              </Button>
            ) : null}
          </div>
          <AvatarListStatus loading={loaded.loading} count={failed ? avatars.length : loaded.total} />
          {loaded.loading ? (
            <AvatarGridLoading count={AVATAR_PAGE_SIZE} />
          ) : avatars.length === 0 ? (
            <AvatarEmptyState title="No avatars found">
              {search ? (
                <Button variant="outline" onClick={() => update({ q: null })}>
                  Clear search
                </Button>
              ) : filter !== 'all' ? (
                <Button variant="outline" onClick={() => update({ filter: null })}>
                  Show all avatars
                </Button>
              ) : null}
            </AvatarEmptyState>
          ) : (
            <AvatarCardGrid avatars={avatars} label={heading} favorites={favorites} />
          )}
          {query.hasNextPage && !failed ? (
            <LoadMoreButton loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()} />
          ) : null}
        </Container>
      </section>
      <ClosingSection />
    </>
  );
}
