import { FEED_CATEGORY_MAX } from '../../../../shared/constants.ts';
import type { ContentItem, ContentType } from '../../../../shared/contracts/content.ts';

export const TYPE_LABELS: Record<ContentType, string> = {
  article: 'Article',
  video: 'Video',
  audio: 'Audio',
  gallery: 'Gallery',
  image: 'Image',
  text: 'Text',
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** The feed's date wording (spec §3): 'Today', 'N days ago', 'N weeks ago'. */
export function relativeDate(iso: string, now: Date = new Date()): string {
  const days = Math.floor((now.getTime() - new Date(iso).getTime()) / DAY_MS);
  if (!Number.isFinite(days) || days < 1) return 'Today';
  if (days < 7) return days === 1 ? '1 day ago' : `${days} days ago`;
  const weeks = Math.floor(days / 7);
  return weeks === 1 ? '1 week ago' : `${weeks} weeks ago`;
}

const engagement = (item: ContentItem) => item.views + item.likes + item.comments;
const newestFirst = (a: ContentItem, b: ContentItem) =>
  a.publishedAt === b.publishedAt ? b.id - a.id : a.publishedAt < b.publishedAt ? 1 : -1;

export interface ContentFeeds {
  recent: ContentItem[];
  popular: ContentItem[];
  premium: ContentItem[];
}

/**
 * The profile's three carousels, at most 4 items each (spec §9): newest first; most
 * engaged first (views + likes + comments); premium items (isPreview false), newest first.
 */
export function buildFeeds(items: ContentItem[]): ContentFeeds {
  const recent = [...items].sort(newestFirst);
  return {
    recent: recent.slice(0, FEED_CATEGORY_MAX),
    popular: [...items].sort((a, b) => engagement(b) - engagement(a) || b.id - a.id).slice(0, FEED_CATEGORY_MAX),
    premium: recent.filter((i) => !i.isPreview).slice(0, FEED_CATEGORY_MAX),
  };
}

/** The About tab's cards, matched by title as the spec describes (case-insensitive). */
export function aboutCards(items: ContentItem[]): {
  intro: ContentItem | undefined;
  favoriteTopics: ContentItem | undefined;
  premium: ContentItem[];
} {
  const title = (i: ContentItem) => i.title.toLowerCase();
  return {
    intro: items.find((i) => title(i).includes('getting to know') || title(i).includes('intro')),
    favoriteTopics: items.find((i) => title(i).includes('favorite topics')),
    premium: [...items].sort(newestFirst).filter((i) => !i.isPreview),
  };
}
