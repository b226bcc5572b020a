import type { AuthUser } from '../../../shared/contracts/auth.ts';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/app-error.ts';
import * as repo from './users.repo.ts';

export async function getAuthUser(ctx: AppContext, userId: number): Promise<AuthUser> {
  const row = await repo.findUserById(ctx.db, userId);
  if (!row) throw notFound('User not found');
  return {
    id: row.id,
    username: row.username,
    displayName: row.display_name,
    email: row.email,
    bio: row.bio,
    profileImageUrl: row.profile_image_url,
    loyaltyPoints: row.loyalty_points,
    role: row.role,
  };
}
