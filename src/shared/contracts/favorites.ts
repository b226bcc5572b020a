import { z } from 'zod';
import { MAX_DB_INT } from './common.ts';

export const ZAddFavoriteBody = z.object({
  avatarId: z.number().int().min(1).max(MAX_DB_INT),
});
export type AddFavoriteBody = z.infer<typeof ZAddFavoriteBody>;

export const ZFavoriteResponse = z.object({
  avatarId: z.number().int(),
  isFavorite: z.boolean(),
});
export type FavoriteResponse = z.infer<typeof ZFavoriteResponse>;
