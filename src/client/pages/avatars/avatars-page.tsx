import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { exploreListParams } from '../../../shared/catalogue.ts';
import { EXPLORE_SKELETON_COUNT } from '../../../shared/constants.ts';
import { Container } from '../../components/layout/container.tsx';
import { PageIntro } from '../../components/layout/page-intro.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Input, Label } from '../../components/ui/input.tsx';
import { useAuth } from '../../features/auth/components/auth-provider.tsx';
import { explorePagesQueryOptions, seedExplorePage } from '../../features/avatars/api/explore-pages.ts';
import { useAvatarCategories } from '../../features/avatars/api/get-avatar-categories.ts';
import { useDeferredAvatars } from '../../features/avatars/api/get-avatars.ts';
import { AvatarEmptyState } from '../../features/avatars/components/avatar-empty-state.tsx';
import { AvatarCardGrid, AvatarGridLoading, AvatarListStatus } from '../../features/avatars/components/avatar-grid.tsx';
import { CategoryFilter } from '../../features/avatars/components/category-filter.tsx';
import { LoadMoreButton } from '../../features/avatars/components/load-more-button.tsx';
import { useVisitorFavorites } from '../../features/favorites/api/use-visitor-favorites.ts';
import { brand } from '../../lib/app-config.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { useOnVisible } from '../../lib/use-on-visible.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { useUpdateSearchParams } from '../../lib/use-update-search-params.ts';

const SEARCH_DEBOUNCE_MS = 300;

export function AvatarsPage() {
  usePageMeta(`Explore Avatars | ${brand.mainName}`, 'Browse every companion by name, tagline or category.');
  const [params, update] = useUpdateSearchParams();
  const { search, category } = exploreListParams(params);
  const [text, setText] = useState(search);
  const typed = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);

  // What the visitor types reaches the address (and the server) once they pause.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new typed value should write the address
  useEffect(() => {
    if (typed !== search) update({ q: typed || null });
  }, [typed]);
  const clearSearch = () => {
    setText('');
    update({ q: null });
  };

  const { user } = useAuth();
  const favorites = useVisitorFavorites(user?.id);
  const categories = useAvatarCategories();
  const queryClient = useQueryClient();
  // Before the list is asked for: the first screen's cards may have come with the page.
  useState(() => seedExplorePage(queryClient, { search, category }));
  const query = useInfiniteQuery(explorePagesQueryOptions({ search, category }));
  const { avatars, loading, settled, total } = useDeferredAvatars(query);
  const canLoadMore = query.hasNextPage && !query.isFetchingNextPage && !query.isFetchNextPageError;
  // Not while the first row stands alone: the end of the list would be in view for a moment.
  const sentinel = useOnVisible<HTMLDivElement>(() => void query.fetchNextPage(), {
    enabled: canLoadMore && settled,
  });

  return (
    <Container className="pb-6">
      <PageIntro title="Explore Avatars" description="Browse every companion by name, tagline or category." />
      <div className="grid gap-4 pb-6">
        <search className="relative max-w-xl">
          <Label htmlFor="explore-search" className="sr-only">
            Search avatars by name or tagline
          </Label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id="explore-search"
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="Search avatars..."
            autoComplete="off"
            maxLength={100}
            className="pl-9"
          />
        </search>
        <CategoryFilter
          categories={categories.data ?? []}
          value={category}
          onChange={(c) => update({ category: c === 'all' ? null : c })}
        />
      </div>
      {/* The cards' names are h3s; this keeps the heading levels in order for screen readers. */}
      <h2 className="sr-only">{search ? `Search results for "${search}"` : 'All avatars'}</h2>
      <AvatarListStatus loading={loading} count={total} />
      {loading ? (
        <AvatarGridLoading count={EXPLORE_SKELETON_COUNT} />
      ) : query.isError && avatars.length === 0 ? (
        <AvatarEmptyState title="We couldn't load the avatars">
          <Button variant="outline" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </AvatarEmptyState>
      ) : avatars.length === 0 ? (
        search ? (
          <AvatarEmptyState title="No avatars found">
            <Button variant="outline" onClick={clearSearch}>
              Clear search
            </Button>
          </AvatarEmptyState>
        ) : (
          <AvatarEmptyState title="No avatars are available in this category">
            <Button variant="outline" onClick={() => update({ category: null })}>
              Show all avatars
            </Button>
          </AvatarEmptyState>
        )
      ) : (
        <AvatarCardGrid avatars={avatars} label="Avatars" favorites={favorites} />
      )}
      {query.hasNextPage ? (
        <>
          <div ref={sentinel} aria-hidden="true" />
          <LoadMoreButton loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()} />
        </>
      ) : null}
    </Container>
  );
}
