import { z } from 'zod';
import { ZIdParam } from './common.ts';

/** PUT or DELETE /api/content/:id/like: the member's like of an item, and its like count after. */
export const ZContentLikeParams = z.object({ id: ZIdParam });

export const ZContentLikeResponse = z.object({
  contentId: z.number().int(),
  liked: z.boolean(),
  likes: z.number().int(),
});
export type ContentLikeResponse = z.infer<typeof ZContentLikeResponse>;

/** GET /api/avatars/:id/content-likes: which of the avatar's items the signed-in member likes. */
export const ZContentLikesOfAvatar = z.object({ contentIds: z.array(z.number().int()) });
export type ContentLikesOfAvatar = z.infer<typeof ZContentLikesOfAvatar>;
