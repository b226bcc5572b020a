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
const mostEngagedFirst = (a: ContentItem, b: ContentItem) => engagement(b) - engagement(a) || b.id - a.id;

export interface ContentFeeds {
  recent: ContentItem[];
  popular: ContentItem[];
  premium: ContentItem[];
}

/**
 * The profile's three carousels, at most 4 items each (spec §9), each what its title says
 * and no item in two of them while there are enough to go round:
 * - Premium Exclusives: premium items (isPreview false), newest first;
 * - Recent Updates and Popular Content share out the rest, taking turns (the newest left,
 *   then the most viewed, liked and commented left), so with few items both rows still
 *   show their best rather than one row taking everything.
 * A row is only empty when there is nothing of its kind: with too few items to go round,
 * Recent or Popular repeats items rather than showing 'No content available yet.'.
 */
export function buildFeeds(items: ContentItem[]): ContentFeeds {
  const newest = [...items].sort(newestFirst);
  const mostEngaged = [...items].sort(mostEngagedFirst);
  const premium = newest.filter((i) => !i.isPreview).slice(0, FEED_CATEGORY_MAX);
  const taken = new Set(premium.map((i) => i.id));
  const recent: ContentItem[] = [];
  const popular: ContentItem[] = [];
  const takeNext = (ordered: ContentItem[], row: ContentItem[]) => {
    const next = row.length < FEED_CATEGORY_MAX ? ordered.find((i) => !taken.has(i.id)) : undefined;
    if (next) {
      row.push(next);
      taken.add(next.id);
    }
    return next !== undefined;
  };
  for (let more = true; more; ) {
    const tookRecent = takeNext(newest, recent);
    const tookPopular = takeNext(mostEngaged, popular);
    more = tookRecent || tookPopular;
  }
  return {
    recent: recent.length > 0 ? recent : newest.slice(0, FEED_CATEGORY_MAX),
    popular: popular.length > 0 ? popular : mostEngaged.slice(0, FEED_CATEGORY_MAX),
    premium,
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
