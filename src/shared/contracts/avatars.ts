import { z } from 'zod';
import {
  AVATAR_FILTERS,
  AVATAR_PAGE_MAX,
  AVATAR_PAGE_SIZE,
  AVATAR_SEARCH_MAX,
  AVATAR_SEARCH_MAX_MESSAGE,
  AVATAR_SORTS,
} from '../constants.ts';
import { ZIdParam } from './common.ts';

export const ZAvatar = z.object({
  id: z.number().int(),
  name: z.string(),
  tagline: z.string(),
  description: z.string(),
  mainImage: z.string().nullable(),
  profileImage: z.string().nullable(),
  creatorId: z.number().int(),
  /** Integer minor units: 1499 = 14.99. */
  monthlyPrice: z.number().int(),
  isVisible: z.boolean(),
  category: z.string(),
});
export type Avatar = z.infer<typeof ZAvatar>;
export const ZAvatarList = z.array(ZAvatar);

export type { AvatarFilter, AvatarSort } from '../constants.ts';

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/**
 * Search is plain text: control characters (newlines, tabs) become spaces, so a term can
 * never reach across the name/tagline boundary; `%`, `_` and quotes stay literal (the
 * server escapes them).
 */
const normaliseSearch = (v: unknown) => (typeof v === 'string' ? emptyToUndefined(v.replace(/\p{Cc}+/gu, ' ')) : v);

export const ZListAvatarsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(AVATAR_PAGE_MAX).default(AVATAR_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  search: z.preprocess(normaliseSearch, z.string().trim().max(AVATAR_SEARCH_MAX, AVATAR_SEARCH_MAX_MESSAGE).optional()),
  category: z.preprocess(emptyToUndefined, z.string().trim().max(40).optional()),
  sort: z.enum(AVATAR_SORTS).default('recent'),
  filter: z.enum(AVATAR_FILTERS).default('all'),
});
export type ListAvatarsQuery = z.infer<typeof ZListAvatarsQuery>;
export type ListAvatarsQueryInput = z.input<typeof ZListAvatarsQuery>;

export const ZAvatarParams = z.object({ id: ZIdParam });

/** GET /api/avatars/:id: the avatar plus what its profile page shows. */
export const ZAvatarProfile = ZAvatar.extend({
  /** Things the avatar loves talking about (may be empty). */
  interests: z.array(z.string()),
  /** Members with an active subscription. */
  subscriberCount: z.number().int().min(0),
});
export type AvatarProfile = z.infer<typeof ZAvatarProfile>;

/** GET /api/avatar-categories: distinct categories of visible avatars, alphabetical. */
export const ZAvatarCategoryList = z.array(z.string());

export const ZIsSubscribedResponse = z.object({ isSubscribed: z.boolean() });
export type IsSubscribedResponse = z.infer<typeof ZIsSubscribedResponse>;

export const ZOnlineAvatar = ZAvatar.pick({ id: true, name: true, tagline: true, mainImage: true });
export type OnlineAvatar = z.infer<typeof ZOnlineAvatar>;
export const ZOnlineAvatarList = z.array(ZOnlineAvatar);
