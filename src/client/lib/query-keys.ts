import type { AvatarFilter, AvatarSort } from '../../shared/constants.ts';

/**
 * The query keys of every server resource the client caches, one factory per resource.
 * Queries take their key from here, and mutations name here what they invalidate
 * (`meta.invalidates`, see query-client.ts), so a feature can make another feature's
 * data stale without importing it. Each resource's keys start with its `all`, so
 * invalidating `all` reaches every query of it.
 */

export const authKeys = {
  all: ['auth'] as const,
  /** The signed-in user (null for a guest). */
  user: () => [...authKeys.all, 'user'] as const,
};

/** An avatar list's parameters, with defaults filled in: one key per distinct list. */
export interface AvatarListKey {
  search: string;
  category: string;
  sort: AvatarSort;
  filter: AvatarFilter;
  limit: number;
}

export const avatarKeys = {
  all: ['avatars'] as const,
  lists: () => [...avatarKeys.all, 'list'] as const,
  list: (params: AvatarListKey) => [...avatarKeys.lists(), params] as const,
  detail: (id: number) => [...avatarKeys.all, 'detail', id] as const,
  categories: () => [...avatarKeys.all, 'categories'] as const,
  suggestions: (count: number) => [...avatarKeys.all, 'suggestions', count] as const,
};

export const onlineAvatarKeys = {
  all: ['online-avatars'] as const,
};

/** A member's favourites, or (no user id) the guest's, kept with their session. */
export const favoriteKeys = {
  all: ['user-favorites'] as const,
  of: (userId: number | undefined) => [...favoriteKeys.all, userId ?? 'guest'] as const,
};

export const activityKeys = {
  all: ['user-activity'] as const,
  of: (userId: number | undefined) => [...activityKeys.all, userId] as const,
};

export const dashboardKeys = {
  all: ['dashboard-stats'] as const,
  statsOf: (userId: number | undefined) => [...dashboardKeys.all, userId] as const,
};

export const chatKeys = {
  all: ['chats'] as const,
  /** Everything kept of one conversation: its history and the companion's memory. */
  of: (avatarId: number) => [...chatKeys.all, avatarId] as const,
  history: (avatarId: number) => [...chatKeys.of(avatarId), 'history'] as const,
  memory: (avatarId: number) => [...chatKeys.of(avatarId), 'memory'] as const,
  /** Under memory: forgetting everything reads the summary again too. */
  summary: (avatarId: number) => [...chatKeys.memory(avatarId), 'summary'] as const,
};

export const contentKeys = {
  all: ['content'] as const,
  forAvatar: (avatarId: number) => [...contentKeys.all, 'avatar', avatarId] as const,
  likes: (avatarId: number) => [...contentKeys.all, 'likes', avatarId] as const,
};

/** The test payment provider's checkout pages. */
export const testCheckoutKeys = {
  all: ['test-checkout'] as const,
  detail: (id: number) => [...testCheckoutKeys.all, id] as const,
};

/** What a member's subscriptions decide (invalidate `all` after any change). */
export const subscriptionKeys = {
  all: ['subscriptions'] as const,
  details: (userId: number, avatarId: number) => [...subscriptionKeys.all, userId, 'avatar', avatarId] as const,
  billing: (userId: number) => [...subscriptionKeys.all, userId, 'billing'] as const,
};

/** The creator portal: its content, avatars, figures and settings. */
export const creatorKeys = {
  all: ['creator'] as const,
  content: (tab: string, search: string) => [...creatorKeys.all, 'content', { tab, search }] as const,
  contentStats: (id: number) => [...creatorKeys.all, 'content-stats', id] as const,
  overview: () => [...creatorKeys.all, 'overview'] as const,
  analytics: (range: string, platform: string) => [...creatorKeys.all, 'analytics', { range, platform }] as const,
  avatars: () => [...creatorKeys.all, 'avatars'] as const,
  lorebook: (avatarId: number) => [...creatorKeys.avatars(), avatarId, 'lorebook'] as const,
  settings: () => [...creatorKeys.all, 'settings'] as const,
  payoutSetup: () => [...creatorKeys.all, 'payout-setup'] as const,
  earnings: () => [...creatorKeys.all, 'earnings'] as const,
};

export const moderationKeys = {
  all: ['moderation'] as const,
  queue: () => [...moderationKeys.all, 'queue'] as const,
  avatarImages: () => [...moderationKeys.all, 'avatar-images'] as const,
};
