import { describe, expect, it } from 'vitest';
import type { ContentItem } from '../../../../shared/contracts/content.ts';
import { aboutCards, buildFeeds, relativeDate } from './content-feeds.ts';

const NOW = new Date('2026-11-21T12:00:00.000Z');
const daysAgo = (d: number) => new Date(NOW.getTime() - d * 86_400_000).toISOString();

function item(id: number, over: Partial<ContentItem> = {}): ContentItem {
  return {
    id,
    avatarId: 1,
    title: `Item ${id}`,
    description: '',
    type: 'article',
    imageUrl: null,
    previewUrl: null,
    isPreview: true,
    locked: false,
    area: 'life',
    tier: null,
    contentDetails: 'text',
    publishedAt: daysAgo(id),
    views: 0,
    likes: 0,
    comments: 0,
    ...over,
  };
}

describe('relativeDate', () => {
  it("reads 'Today', 'N days ago' and 'N weeks ago'", () => {
    expect(relativeDate(daysAgo(0), NOW)).toBe('Today');
    expect(relativeDate(daysAgo(0.5), NOW)).toBe('Today');
    expect(relativeDate(daysAgo(1), NOW)).toBe('1 day ago');
    expect(relativeDate(daysAgo(6), NOW)).toBe('6 days ago');
    expect(relativeDate(daysAgo(7), NOW)).toBe('1 week ago');
    expect(relativeDate(daysAgo(20), NOW)).toBe('2 weeks ago');
    expect(relativeDate(daysAgo(-3), NOW)).toBe('Today');
  });
});

describe('buildFeeds', () => {
  const ids = (list: ContentItem[]) => list.map((i) => i.id);

  it('caps every carousel at 4, orders each by its own rule and repeats nothing when there are enough', () => {
    const items = [
      item(1, { views: 10 }),
      item(2, { views: 500, isPreview: false, locked: true, contentDetails: null }),
      item(3, { likes: 900 }),
      item(4, { isPreview: false }),
      item(5, { comments: 40 }),
      item(6, { isPreview: false }),
      item(7, { isPreview: false }),
      item(8, { views: 2 }),
      item(9, { views: 3 }),
      item(10, { likes: 30 }),
      item(11),
      item(12),
      item(13, { isPreview: false }),
    ];
    const feeds = buildFeeds(items);
    expect(ids(feeds.premium)).toEqual([2, 4, 6, 7]);
    // Turns: newest left (1), most engaged left (3), newest left (5)…
    expect(ids(feeds.recent)).toEqual([1, 5, 8, 11]);
    expect(ids(feeds.popular)).toEqual([3, 10, 9, 13]);
    const all = [...feeds.recent, ...feeds.popular, ...feeds.premium].map((i) => i.id);
    expect(new Set(all).size).toBe(all.length);
  });

  it("shares a profile's few items out instead of showing the same four three times", () => {
    // A seeded profile: four free items and two premium ones.
    const items = [
      item(1, { views: 5 }),
      item(2, { views: 900 }),
      item(3, { views: 50 }),
      item(4, { views: 1 }),
      item(5, { isPreview: false, views: 4000 }),
      item(6, { isPreview: false }),
    ];
    const feeds = buildFeeds(items);
    expect(ids(feeds.premium)).toEqual([5, 6]);
    expect(ids(feeds.recent)).toEqual([1, 3]);
    expect(ids(feeds.popular)).toEqual([2, 4]);
  });

  it('leaves no row empty while items exist, and every row empty without items', () => {
    const one = buildFeeds([item(1)]);
    expect(ids(one.recent)).toEqual([1]);
    expect(ids(one.popular)).toEqual([1]);
    expect(one.premium).toEqual([]);
    const premiumOnly = buildFeeds([item(1, { isPreview: false })]);
    expect(ids(premiumOnly.premium)).toEqual([1]);
    expect(ids(premiumOnly.recent)).toEqual([1]);
    expect(buildFeeds([])).toEqual({ recent: [], popular: [], premium: [] });
  });
});

describe('aboutCards', () => {
  it("finds the intro ('getting to know' or 'intro') and favourite-topics cards by title", () => {
    const cards = aboutCards([
      item(1, { title: 'Favorite topics: tea' }),
      item(2, { title: 'Getting to know Sage' }),
      item(3, { isPreview: false }),
    ]);
    expect(cards.intro?.id).toBe(2);
    expect(cards.favoriteTopics?.id).toBe(1);
    expect(cards.premium.map((i) => i.id)).toEqual([3]);
    expect(aboutCards([item(4, { title: 'A quick Intro' })]).intro?.id).toBe(4);
  });
});
