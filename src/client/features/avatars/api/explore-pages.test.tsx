import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { exploreListParams } from '../../../../shared/catalogue.ts';
import { SAMPLE_AVATARS } from '../../../../shared/sample-avatars.ts';

const FIRST_PAGE = SAMPLE_AVATARS.slice(0, 3);

/** explore-pages.ts as a page that came with Explore's first page loads it (app-config is read at start). */
async function loadWithPage(page: { search: string; category: string; avatars: unknown[] } | null) {
  const meta = document.createElement('meta');
  meta.name = 'app-config';
  meta.content = JSON.stringify({ initialAvatarPage: page });
  document.head.append(meta);
  vi.resetModules();
  const module = await import('./explore-pages.ts');
  meta.remove();
  return module;
}

const listOf = (queryClient: QueryClient, module: Awaited<ReturnType<typeof loadWithPage>>, address: string) =>
  queryClient.getQueryData(module.explorePagesQueryOptions(exploreListParams(new URLSearchParams(address))).queryKey);

describe("Explore's first page", () => {
  it('seeds the list of the address the page was served for (search trimmed, category)', async () => {
    const explore = await loadWithPage({ search: 'nova', category: 'art', avatars: FIRST_PAGE });
    const queryClient = new QueryClient();
    const address = 'q=%20nova%20&category=art';
    explore.seedExplorePage(queryClient, exploreListParams(new URLSearchParams(address)));
    expect(listOf(queryClient, explore, address)).toEqual({ pages: [FIRST_PAGE], pageParams: [0] });
  });

  it('seeds nothing for another address, and only once', async () => {
    const explore = await loadWithPage({ search: '', category: 'all', avatars: FIRST_PAGE });
    const queryClient = new QueryClient();
    explore.seedExplorePage(queryClient, exploreListParams(new URLSearchParams('category=music')));
    expect(listOf(queryClient, explore, 'category=music')).toBeUndefined();
    // The page's cards were for one first screen: a later visit to their address asks the API.
    explore.seedExplorePage(queryClient, exploreListParams(new URLSearchParams('')));
    expect(listOf(queryClient, explore, '')).toBeUndefined();
  });

  it('seeds nothing when the page embedded none', async () => {
    const explore = await loadWithPage(null);
    const queryClient = new QueryClient();
    explore.seedExplorePage(queryClient, { search: '', category: 'all' });
    expect(listOf(queryClient, explore, '')).toBeUndefined();
  });
});
