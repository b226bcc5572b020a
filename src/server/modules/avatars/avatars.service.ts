import type { Kysely } from 'kysely';
import { AVATAR_PAGE_SIZE } from '../../../shared/constants.ts';
import {
  type Avatar,
  type AvatarProfile,
  type ListAvatarsQuery,
  ZAvatarList,
} from '../../../shared/contracts/avatars.ts';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { ReadCache } from '../../lib/read-cache.ts';
import { parseInterests } from './avatar-persona.service.ts';
import * as repo from './avatars.repo.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What the filter chips and the sort mean (spec §2 names them; the figures are ours):
 * - sort recent     newest first (created_at)
 * - sort popular    most favourited first (favourites members hold now)
 * - sort trending   most activity in the last 7 UTC days, today included: chat messages
 *                   (sent by either side) plus favourites added in that window and still held
 * - sort engagement most interaction with the avatar's published content
 *                   (views + likes + comments)
 * Every sort breaks ties on the avatar id (newest id first), so offsets page through a
 * fixed order: no avatar is repeated or skipped while the figures stand still.
 * - filter trending  some activity inside the trending window
 * - filter new       created in the last NEW_AVATAR_DAYS days
 * - filter popular   favourited by at least POPULAR_MIN_FAVORITES members
 * A chip that fewer than CHIP_MIN_AVATARS avatars (of the search and category) belong to,
 * as on a fresh install with no activity yet, is topped up: its avatars first, then every
 * other one by the all-time figures (favourites, content views + likes + comments), then
 * newest. A chip is never empty while avatars exist (docs/decisions/discovery-read-model.md).
 */
export const TRENDING_WINDOW_DAYS = 7;
export const NEW_AVATAR_DAYS = 30;
export const POPULAR_MIN_FAVORITES = 1;
/** One page of the home grid: a chip with fewer avatars than that is topped up. */
export const CHIP_MIN_AVATARS = AVATAR_PAGE_SIZE;

export function toAvatar(row: repo.AvatarRow): Avatar {
  return {
    id: row.id,
    name: row.name,
    tagline: row.tagline,
    description: row.description,
    mainImage: row.main_image,
    profileImage: row.profile_image,
    creatorId: row.creator_id,
    monthlyPrice: row.monthly_price,
    isVisible: row.is_visible === 1,
    category: row.category,
  };
}

/** First UTC day ('YYYY-MM-DD') inside the trending window that contains `now`. */
export function trendingWindowStart(now: Date): string {
  return new Date(now.getTime() - (TRENDING_WINDOW_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
}

// The window only moves once a UTC day; remember per database what this process last saw
// so the check costs nothing on most requests.
const knownWindowStart = new WeakMap<Kysely<DB>, string>();

/** Drops activity older than the trending window and recomputes trending scores (daily). */
export async function refreshTrendingWindow(ctx: AppContext): Promise<void> {
  const start = trendingWindowStart(ctx.clock.now());
  const known = knownWindowStart.get(ctx.db);
  if (known !== undefined && known >= start) return;
  await repo.moveTrendingWindow(ctx.db, start);
  knownWindowStart.set(ctx.db, start);
}

/** A trending sort or filter needs the window to be today's before the page is read. */
async function prepareListing(ctx: AppContext, query: ListAvatarsQuery): Promise<void> {
  if (query.sort === 'trending' || query.filter === 'trending') await refreshTrendingWindow(ctx);
}

export async function listAvatars(ctx: AppContext, query: ListAvatarsQuery): Promise<Avatar[]> {
  await prepareListing(ctx, query);
  return readListingPage(ctx, query);
}

async function readListingPage(ctx: AppContext, query: ListAvatarsQuery): Promise<Avatar[]> {
  const listing: repo.ListingQuery = {
    ...query,
    newSince: new Date(ctx.clock.now().getTime() - NEW_AVATAR_DAYS * DAY_MS).toISOString(),
    popularMinFavorites: POPULAR_MIN_FAVORITES,
  };
  const { filter } = listing;
  const toppedUp =
    filter !== 'all' &&
    (await repo.countChipAvatars(ctx.db, { ...listing, filter }, CHIP_MIN_AVATARS)) < CHIP_MIN_AVATARS;
  const ids = await repo.listVisibleAvatarIds(ctx.db, { ...listing, toppedUp });
  return getVisibleAvatarsByIds(ctx, ids);
}

/**
 * Catalogue pages are the most read answer of the product and change only when something
 * is written: keep each page's JSON until the database's write mark moves. An entry lives
 * a second of the clock at most, so 'new' (created in the last 30 days) moves on with time
 * and, on PostgreSQL, writes of other instances (which the mark cannot see) show within it.
 */
const PAGE_CACHE = { maxBytes: 4 * 1024 * 1024, ttlMs: 1000 };
const pageCaches = new WeakMap<Database, ReadCache>();

function pageCacheFor(database: Database): ReadCache {
  let cache = pageCaches.get(database);
  if (!cache) {
    cache = new ReadCache(PAGE_CACHE);
    pageCaches.set(database, cache);
  }
  return cache;
}

/** listAvatars as the JSON the API answers, from the page cache while nothing was written. */
export async function listAvatarsJson(ctx: AppContext, query: ListAvatarsQuery): Promise<string> {
  await prepareListing(ctx, query);
  // The mark is taken before the read: a write landing during the read moves it, and the
  // page stored under the old mark is never served.
  const mark = ctx.database.writeMark();
  const cache = pageCacheFor(ctx.database);
  const key = JSON.stringify([query.limit, query.offset, query.sort, query.filter, query.category, query.search]);
  const now = ctx.clock.now().getTime();
  const cached = cache.get(key, mark, now);
  if (cached !== undefined) return cached;
  const body = JSON.stringify(ZAvatarList.parse(await readListingPage(ctx, query)));
  cache.set(key, mark, now, body);
  return body;
}

/** A visible avatar; hidden and unknown ids are both 'Avatar not found'. */
export async function getAvatar(ctx: AppContext, id: number): Promise<Avatar> {
  const row = await repo.findVisibleAvatar(ctx.db, id);
  if (!row) throw notFound('Avatar not found');
  return toAvatar(row);
}

/** The visible avatars among `ids`, in the order of `ids` (hidden or unknown ones are left out). */
export async function getVisibleAvatarsByIds(ctx: AppContext, ids: number[]): Promise<Avatar[]> {
  const rows = await repo.listVisibleAvatarsByIds(ctx.db, ids);
  const byId = new Map(rows.map((row) => [row.id, toAvatar(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** How many companions a visitor can chat with (the dashboard's 'Available' figure). */
export async function countAvailableAvatars(ctx: AppContext): Promise<number> {
  return repo.countVisibleAvatars(ctx.db);
}

export async function getAvatarProfile(ctx: AppContext, id: number): Promise<AvatarProfile> {
  const row = await repo.findVisibleAvatarProfile(ctx.db, id);
  if (!row) throw notFound('Avatar not found');
  return { ...toAvatar(row), interests: parseInterests(row.interests), subscriberCount: row.subscriber_count };
}
