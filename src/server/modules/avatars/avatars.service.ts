import type { Avatar, ListAvatarsQuery } from '../../../shared/contracts/avatars.ts';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/app-error.ts';
import * as repo from './avatars.repo.ts';

export function toAvatar(row: repo.AvatarRow): Avatar {
  return {
    id: row.id,
    name: row.name,
    tagline: row.tagline,
    description: row.description,
    mainImage: row.main_image,
    profileImage: row.profile_image,
    creatorId: row.creator_id,
    monthlyPrice: row.monthly_price,
    isVisible: row.is_visible === 1,
    category: row.category,
  };
}

export async function listAvatars(ctx: AppContext, query: ListAvatarsQuery): Promise<Avatar[]> {
  const rows = await repo.listVisibleAvatars(ctx.db, query);
  return rows.map(toAvatar);
}

export async function getAvatar(ctx: AppContext, id: number): Promise<Avatar> {
  const row = await repo.findVisibleAvatar(ctx.db, id);
  if (!row) throw notFound('Avatar not found');
  return toAvatar(row);
}
