import { avatarPortrait } from '../../../shared/catalogue.ts';
import { parseRouteId } from '../../../shared/routes.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { PageDataSource } from '../../plugins/page-data.ts';
import { getAvatarProfile } from './avatars.service.ts';

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
