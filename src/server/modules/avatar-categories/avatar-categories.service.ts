import type { AppContext } from '../../context.ts';
import * as repo from './avatar-categories.repo.ts';

/** Explore's category buttons: every category present among visible avatars, alphabetical. */
export async function listAvatarCategories(ctx: AppContext): Promise<string[]> {
  return repo.listVisibleCategories(ctx.db);
}
