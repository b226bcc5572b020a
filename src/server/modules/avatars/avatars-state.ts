import { ReadCache } from '../../lib/read-cache.ts';
import { AvatarCardCache } from './avatar-card-cache.ts';
import type { CardQueries } from './avatar-cards.repo.ts';
import type { PageQueries } from './avatar-listing.repo.ts';

/**
 * What the avatars module keeps in memory: one per app (buildApp puts it on AppContext),
 * so two apps in one process (tests, the bench) never share a cache, and nothing lives at
 * module level.
 */
export interface AvatarsState {
  /**
   * Catalogue pages as the JSON the API answers, kept until the database's write mark
   * moves (avatars.service.ts, listAvatarsJson).
   */
  readonly pages: ReadCache;
  /** Avatar profiles (GET /api/avatars/:id) as JSON, kept the same way (getAvatarProfileJson). */
  readonly profiles: ReadCache;
  /** Avatar cards as JSON, kept the same way (getKeptAvatar). */
  readonly cards: ReadCache;
  /**
   * The cards catalogue pages are made of, kept while no avatar is written (avatar-card-cache.ts):
   * a page read after any other write reads its ids and reuses them.
   */
  readonly pageCards: AvatarCardCache;
  /** Catalogue page queries compiled once per shape (avatar-listing.repo.ts). */
  readonly pageQueries: PageQueries;
  /** Card queries compiled once per count of ids (avatar-cards.repo.ts). */
  readonly cardQueries: CardQueries;
  /**
   * The trending window start this app last moved the window to: the window only moves
   * once a UTC day, so the check costs nothing on most requests.
   */
  trendingWindowStart: string | undefined;
}

/**
 * Catalogue pages are the most read answer of the product and change only when something
 * is written. An entry lives a second of the clock at most, so 'new' (created in the last
 * 30 days) moves on with time and, on PostgreSQL, writes of other instances (which the
 * mark cannot see) show within it.
 */
const PAGE_CACHE = { maxBytes: 4 * 1024 * 1024, ttlMs: 1000 };

/** About 1 KB each: a few MB for the pages visitors actually open. */
const CARDS_KEPT = 4000;

export function createAvatarsState(): AvatarsState {
  return {
    pages: new ReadCache(PAGE_CACHE),
    profiles: new ReadCache(PAGE_CACHE),
    cards: new ReadCache(PAGE_CACHE),
    pageCards: new AvatarCardCache(CARDS_KEPT),
    pageQueries: new Map(),
    cardQueries: new Map(),
    trendingWindowStart: undefined,
  };
}
