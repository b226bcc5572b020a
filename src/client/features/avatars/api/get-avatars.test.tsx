import { QueryClient } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Avatar } from '../../../../shared/contracts/avatars.ts';
import { SAMPLE_AVATARS } from '../../../../shared/sample-avatars.ts';

const FIRST_PAGE = SAMPLE_AVATARS.slice(0, 3);

/** get-avatars.ts as a page that came with Explore's first page loads it (app-config is read at start). */
async function loadWithPage(page: { search: string; category: string; avatars: unknown[] } | null) {
  const meta = document.createElement('meta');
  meta.name = 'app-config';
  meta.content = JSON.stringify({ initialAvatarPage: page });
  document.head.append(meta);
  vi.resetModules();
  const module = await import('./get-avatars.ts');
  meta.remove();
  return module;
}

function fetchAnswering(avatars: unknown[]) {
  return vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(
      async () => new Response(JSON.stringify(avatars), { headers: { 'content-type': 'application/json' } }),
    );
}

const client = () => new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: false } } });

afterEach(() => {
  vi.restoreAllMocks();
});

describe("Explore's first page", () => {
  it('comes from the page for the address it was served for, without asking the API', async () => {
    const { prefetchExplorePage, explorePagesQueryOptions } = await loadWithPage({
      search: 'nova',
      category: 'art',
      avatars: FIRST_PAGE,
    });
    const fetch = fetchAnswering([]);
    const queryClient = client();
    prefetchExplorePage(queryClient, new URLSearchParams('q=%20nova%20&category=art'));
    const key = explorePagesQueryOptions({ search: 'nova', category: 'art' }).queryKey;
    expect(queryClient.getQueryData(key)).toEqual({ pages: [FIRST_PAGE], pageParams: [0] });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('is asked of the API for another address, or once the page has been used', async () => {
    const { prefetchExplorePage, explorePagesQueryOptions } = await loadWithPage({
      search: '',
      category: 'all',
      avatars: FIRST_PAGE,
    });
    const fromApi = SAMPLE_AVATARS.slice(3, 5);
    const fetch = fetchAnswering(fromApi);
    const queryClient = client();
    prefetchExplorePage(queryClient, new URLSearchParams('category=music'));
    const key = explorePagesQueryOptions({ search: '', category: 'music' }).queryKey;
    await vi.waitFor(() => expect(queryClient.getQueryData(key)).toEqual({ pages: [fromApi], pageParams: [0] }));
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/avatars?limit=24&offset=0&category=music');
    // The page's cards seed one first screen only: a later visit to its address asks again.
    const later = client();
    prefetchExplorePage(later, new URLSearchParams(''));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
  });

  it('is asked of the API when the page embedded none', async () => {
    const { prefetchExplorePage } = await loadWithPage(null);
    const fetch = fetchAnswering([]);
    prefetchExplorePage(client(), new URLSearchParams(`q=${'x'.repeat(101)}`));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledOnce());
  });
});

describe('useDeferredAvatars', () => {
  it('renders the first row of a list it starts with at once, the rest after, and says when all are in', async () => {
    const { useDeferredAvatars } = await import('./get-avatars.ts');
    const list = Array.from({ length: 24 }, (_, i) => ({ ...SAMPLE_AVATARS[0], id: i + 1 }) as Avatar);
    const seen: { count: number; settled: boolean }[] = [];
    renderHook(() => {
      const result = useDeferredAvatars({ data: { pages: [list] }, isPending: false });
      seen.push({ count: result.avatars.length, settled: result.settled });
      return result;
    });
    await waitFor(() => expect(seen.at(-1)).toEqual({ count: 24, settled: true }));
    expect(seen[0]).toEqual({ count: 4, settled: false });
  });

  it('shows a list that arrives later as loading until its cards are rendered', async () => {
    const { useDeferredAvatars } = await import('./get-avatars.ts');
    type Query = { data?: { pages: Avatar[][] }; isPending: boolean };
    const pending: Query = { isPending: true };
    const { result, rerender } = renderHook((query: Query) => useDeferredAvatars(query), { initialProps: pending });
    expect(result.current).toMatchObject({ avatars: [], loading: true });
    const six = Array.from({ length: 6 }, (_, i) => ({ ...SAMPLE_AVATARS[0], id: i + 1 }) as Avatar);
    rerender({ data: { pages: [six] }, isPending: false });
    await waitFor(() => expect(result.current).toMatchObject({ loading: false, settled: true }));
    expect(result.current.avatars).toHaveLength(6);
  });
});
