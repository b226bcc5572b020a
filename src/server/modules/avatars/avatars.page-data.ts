import { avatarPortrait, exploreListParams } from '../../../shared/catalogue.ts';
import { EXPLORE_PAGE_SIZE } from '../../../shared/constants.ts';
import { type Avatar, ZListAvatarsQuery } from '../../../shared/contracts/avatars.ts';
import { parseRouteId } from '../../../shared/routes.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { PageDataSource } from '../../plugins/page-data.ts';
import { getAvatarProfile, listAvatarsJson } from './avatars.service.ts';

/**
 * The avatar an avatar page is about, so the page starts with it instead of asking the API
 * once its code ran; none (a not-found page) when there is no such visible avatar. Its
 * portrait is the profile's largest paint.
 */
export function avatarPageData(ctx: Pick<AppContext, 'db'>): PageDataSource<'initialAvatar'> {
  return {
    async load(_request, params) {
      const id = parseRouteId(params.id);
      if (id === null) return undefined;
      try {
        return await getAvatarProfile(ctx, id);
      } catch (error) {
        if (error instanceof AppError && error.code === 'NOT_FOUND') return undefined;
        throw error;
      }
    },
    image: avatarPortrait,
  };
}

/**
 * Explore's first page for the search and category in the address, as the screen would ask
 * GET /api/avatars for it (from the page cache while nothing was written), so the cards
 * come with the page instead of one round trip after its code ran. Null when the API would
 * refuse that request (a search over the limit): the screen then asks and says why. The
 * first card's portrait is the page's largest paint.
 */
export function avatarListPageData(ctx: AppContext): PageDataSource<'initialAvatarPage'> {
  return {
    async load(request) {
      // The screen's own reading of its address, so the embedded page is the one it asks for.
      const { search, category } = exploreListParams(new URLSearchParams(request.url.split('?')[1] ?? ''));
      const query = ZListAvatarsQuery.safeParse({
        limit: EXPLORE_PAGE_SIZE,
        search: search || undefined,
        category: category === 'all' ? undefined : category,
      });
      if (!query.success) return null;
      const avatars = JSON.parse(await listAvatarsJson(ctx, query.data)) as Avatar[];
      return { search, category, avatars };
    },
    image: (page) => (page?.avatars[0] ? avatarPortrait(page.avatars[0]) : null),
  };
}
