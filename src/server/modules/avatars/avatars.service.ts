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

/** The visible avatars among `ids`, in the order of `ids` (hidden or unknown ones are left out). */
export async function getVisibleAvatarsByIds(ctx: AppContext, ids: number[]): Promise<Avatar[]> {
  const rows = await repo.listVisibleAvatarsByIds(ctx.db, ids);
  const byId = new Map(rows.map((row) => [row.id, toAvatar(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** How many companions a visitor can chat with (the dashboard's 'Available' figure). */
export async function countAvailableAvatars(ctx: AppContext): Promise<number> {
  return repo.countVisibleAvatars(ctx.db);
}
