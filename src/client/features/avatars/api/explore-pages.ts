import type { QueryClient } from '@tanstack/react-query';
import { EXPLORE_PAGE_SIZE } from '../../../../shared/constants.ts';
import { appConfig } from '../../../lib/app-config.ts';
import { avatarPagesQueryOptions } from './get-avatars.ts';

/** Explore's pages (spec §7: the list retries twice). */
export function explorePagesQueryOptions(params: { search: string; category: string }) {
  return avatarPagesQueryOptions({ ...params, limit: EXPLORE_PAGE_SIZE }, { retry: 2 });
}

// A page served for /avatars arrives with its first page of cards (index.html). Kept out
// of the app's entry (only Explore's screen imports this): every other page's first load
// stays as small as it was.
let pageList = appConfig.initialAvatarPage;

/**
 * Seeds Explore's list with the cards its page came with, once (the first screen), when
 * the page was served for these search and category: the screen then renders them without
 * asking the API. Otherwise the screen's own query asks.
 */
export function seedExplorePage(queryClient: QueryClient, params: { search: string; category: string }): void {
  const fromPage = pageList;
  pageList = undefined;
  if (fromPage && fromPage.search === params.search && fromPage.category === params.category) {
    queryClient.setQueryData(explorePagesQueryOptions(params).queryKey, { pages: [fromPage.avatars], pageParams: [0] });
  }
}
