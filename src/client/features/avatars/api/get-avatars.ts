import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { AVATAR_PAGE_SIZE } from '../../../../shared/constants.ts';
import type { Avatar, AvatarFilter, AvatarSort } from '../../../../shared/contracts/avatars.ts';
import { apiRequest, withQuery } from '../../../lib/api-client.ts';
import { type AvatarListKey, avatarKeys } from '../../../lib/query-keys.ts';

export interface AvatarListParams {
  search?: string | undefined;
  category?: string | undefined;
  sort?: AvatarSort | undefined;
  filter?: AvatarFilter | undefined;
  limit?: number | undefined;
}

/** GET /api/avatars. Search is sent only when non-empty (spec §5); 'all'/'recent' are defaults. */
export function getAvatars(params: AvatarListParams & { offset: number }, signal?: AbortSignal): Promise<Avatar[]> {
  const url = withQuery('/api/avatars', {
    limit: params.limit ?? AVATAR_PAGE_SIZE,
    offset: params.offset,
    search: params.search?.trim() || undefined,
    category: params.category && params.category !== 'all' ? params.category : undefined,
    sort: params.sort && params.sort !== 'recent' ? params.sort : undefined,
    filter: params.filter && params.filter !== 'all' ? params.filter : undefined,
  });
  return apiRequest<Avatar[]>(url, signal ? { signal } : {});
}

function normalise(params: AvatarListParams): AvatarListKey {
  return {
    search: params.search?.trim() ?? '',
    category: params.category ?? 'all',
    sort: params.sort ?? 'recent',
    filter: params.filter ?? 'all',
    limit: params.limit ?? AVATAR_PAGE_SIZE,
  };
}

/**
 * Pages of avatars; load more adds the page limit to the offset (spec §4) and is offered
 * only while a full page came back (spec §5). A failure is shown by the list itself
 * (Home's samples, Explore's 'Try again'; spec §8: logged only), not toasted.
 */
export function avatarPagesQueryOptions(params: AvatarListParams, options: { retry?: number } = {}) {
  const p = normalise(params);
  return infiniteQueryOptions({
    queryKey: avatarKeys.list(p),
    meta: { errorToast: false },
    queryFn: ({ pageParam, signal }) => getAvatars({ ...p, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage: Avatar[], _pages, lastOffset: number) =>
      lastPage.length >= p.limit ? lastOffset + p.limit : undefined,
    ...(options.retry !== undefined ? { retry: options.retry } : {}),
  });
}

export function useAvatarPages(params: AvatarListParams, options: { retry?: number } = {}) {
  return useInfiniteQuery(avatarPagesQueryOptions(params, options));
}

/** All loaded pages as one list; an avatar that moved between pages shows once. */
export function flattenAvatarPages(pages: Avatar[][] | undefined): Avatar[] {
  const seen = new Set<number>();
  const out: Avatar[] = [];
  for (const page of pages ?? []) {
    for (const avatar of page) {
      if (seen.has(avatar.id)) continue;
      seen.add(avatar.id);
      out.push(avatar);
    }
  }
  return out;
}

/** Cards a screen that starts with its list renders at once (the first row: the largest paint). */
const FIRST_RENDER_CARDS = 4;

/**
 * The loaded avatars, handed on in a transition: when a page of avatars arrives, React
 * renders the new cards in slices between which the browser stays responsive, rather than
 * in one long task. A screen that starts with its cards (Explore's page came with them)
 * renders the first row at once and the rest the same way. `loading` holds until the
 * cards are rendered.
 */
export function useDeferredAvatars(query: { data?: { pages: Avatar[][] } | undefined; isPending: boolean }): {
  avatars: Avatar[];
  loading: boolean;
  /** Every loaded card is rendered (an end-of-list sentinel means the end only then). */
  settled: boolean;
  /** Loaded cards, rendered yet or not: what the list's status line says (it does not count up). */
  total: number;
} {
  const [firstRow] = useState(() => {
    const first = query.data?.pages[0]?.slice(0, FIRST_RENDER_CARDS);
    return first ? [first] : undefined;
  });
  const pages = useDeferredValue(query.data?.pages, firstRow);
  const avatars = flattenAvatarPages(pages);
  const settled = pages === query.data?.pages;
  return {
    avatars,
    loading: query.isPending || (query.data !== undefined && pages === undefined),
    settled,
    total: settled ? avatars.length : flattenAvatarPages(query.data?.pages).length,
  };
}
