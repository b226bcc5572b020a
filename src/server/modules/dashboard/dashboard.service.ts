import type { ActivityStats } from '../../../shared/contracts/activity.ts';
import type { AppContext } from '../../context.ts';
import { countMessagesSent } from '../activity/activity.service.ts';
import { countAvailableAvatars } from '../avatars/avatars.service.ts';
import { countFavorites } from '../favorites/favorites.service.ts';
import { getAuthUser } from '../users/users.service.ts';

/** The member dashboard's 'Your Activity' figures, all from real data. */
export async function getDashboardStats(ctx: AppContext, options: { userId: number }): Promise<ActivityStats> {
  const [user, favorites, messages, available] = await Promise.all([
    getAuthUser(ctx, options.userId),
    countFavorites(ctx, options),
    countMessagesSent(ctx, options.userId),
    countAvailableAvatars(ctx),
  ]);
  return { loyaltyPoints: user.loyaltyPoints, favorites, messages, available };
}
