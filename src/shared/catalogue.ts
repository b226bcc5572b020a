/**
 * The avatar catalogue's fixed vocabulary, shared by the server, the seed and the browser.
 */
export const AVATAR_CATEGORIES = [
  'lifestyle',
  'fitness',
  'cooking',
  'travel',
  'art',
  'music',
  'technology',
  'wellness',
] as const;

export type AvatarCategory = (typeof AVATAR_CATEGORIES)[number];

/** Number of neutral placeholder portraits under /media/placeholders (1.svg .. 5.svg). */
export const PLACEHOLDER_COUNT = 5;

/** Neutral portrait used when an avatar has no image of its own; stable per avatar id. */
export function placeholderImage(id: number): string {
  return `/media/placeholders/${(id % PLACEHOLDER_COUNT) + 1}.svg`;
}

/** The portrait shown for an avatar: its main image, else its profile image, else a placeholder. */
/**
 * What Explore lists for its address: `q` trimmed and `category` ('all' for none). The
 * screen reads its address with it, and the server the page's (to embed that first page).
 */
export function exploreListParams(params: URLSearchParams): { search: string; category: string } {
  return { search: params.get('q')?.trim() ?? '', category: params.get('category') || 'all' };
}

export function avatarPortrait(avatar: { id: number; mainImage: string | null; profileImage: string | null }): string {
  return avatar.mainImage ?? avatar.profileImage ?? placeholderImage(avatar.id);
}
