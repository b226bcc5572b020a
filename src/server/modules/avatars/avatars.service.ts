import { AVATAR_PAGE_SIZE } from '../../../shared/constants.ts';
import {
  type Avatar,
  type AvatarProfile,
  type ListAvatarsQuery,
  ZAvatar,
  ZAvatarProfile,
} from '../../../shared/contracts/avatars.ts';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/app-error.ts';
import { readThrough } from '../../lib/read-cache.ts';
import * as cardsRepo from './avatar-cards.repo.ts';
import { fieldsOf } from './avatar-columns.ts';
import * as listing from './avatar-listing.repo.ts';
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

const CARD = fieldsOf(ZAvatar);
const PROFILE = fieldsOf(ZAvatarProfile);
const findVisibleCard = repo.visibleAvatarFinder(CARD);

/** First UTC day ('YYYY-MM-DD') inside the trending window that contains `now`. */
export function trendingWindowStart(now: Date): string {
  return new Date(now.getTime() - (TRENDING_WINDOW_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
}

/** Drops activity older than the trending window and recomputes trending scores (daily). */
async function refreshTrendingWindow(ctx: AppContext): Promise<void> {
  const start = trendingWindowStart(ctx.clock.now());
  const known = ctx.avatars.trendingWindowStart;
  if (known !== undefined && known >= start) return;
  await listing.moveTrendingWindow(ctx.db, start);
  ctx.avatars.trendingWindowStart = start;
}

/** A trending sort or filter needs the window to be today's before the page is read. */
async function prepareListing(ctx: AppContext, query: ListAvatarsQuery): Promise<void> {
  if (query.sort === 'trending' || query.filter === 'trending') await refreshTrendingWindow(ctx);
}

async function pageJson(ctx: AppContext, query: ListAvatarsQuery): Promise<string> {
  const page: listing.ListingQuery = {
    ...query,
    newSince: new Date(ctx.clock.now().getTime() - NEW_AVATAR_DAYS * DAY_MS).toISOString(),
    popularMinFavorites: POPULAR_MIN_FAVORITES,
  };
  const { filter } = page;
  const toppedUp =
    filter !== 'all' &&
    (await listing.countChipAvatars(ctx.db, { ...page, filter }, CHIP_MIN_AVATARS)) < CHIP_MIN_AVATARS;
  const found = await listing.listVisibleAvatarPage(ctx.db, ctx.database.dialect, ctx.avatars.pageQueries, {
    ...page,
    toppedUp,
  });
  return cardsJson(ctx, found);
}

/** The page's cards as a JSON array, in its order: kept ones from the card cache, the rest read. */
async function cardsJson(ctx: AppContext, page: listing.ListingPage): Promise<string> {
  const { ids, version } = page;
  if (version === undefined) return '[]';
  const kept = ctx.avatars.pageCards;
  const missing = kept.missing(ids, version);
  const read = new Map<number, string>();
  for (const row of await cardsRepo.listVisibleCardsJson(
    ctx.db,
    ctx.database.dialect,
    ctx.avatars.cardQueries,
    CARD,
    missing,
  )) {
    read.set(row.id, row.card);
    kept.keep(row.id, row.card, version);
  }
  // An id with no card was hidden between the two reads: left out, as the page's query would.
  const cards: string[] = [];
  for (const id of ids) {
    const card = read.get(id) ?? kept.get(id);
    if (card !== undefined) cards.push(card);
  }
  return `[${cards.join(',')}]`;
}

/**
 * A catalogue page as the JSON the API answers, from the app's page cache
 * (avatars-state.ts) while nothing was written.
 */
export async function listAvatarsJson(ctx: AppContext, query: ListAvatarsQuery): Promise<string> {
  await prepareListing(ctx, query);
  const key = JSON.stringify([query.limit, query.offset, query.sort, query.filter, query.category, query.search]);
  return readThrough(ctx.avatars.pages, ctx, key, () => pageJson(ctx, query));
}

/**
 * @public A page as JSON, read from the database (listAvatarsJson on a miss; the bench's
 * cost of one, scripts/bench/bench-server.mjs). Not parsed by ZAvatarList on the way out:
 * the page holds exactly the card's fields (fieldsOf(ZAvatar)), and the route tests check
 * every page they read against the schema.
 */
export async function readListingPageJson(ctx: AppContext, query: ListAvatarsQuery): Promise<string> {
  await prepareListing(ctx, query);
  return pageJson(ctx, query);
}

/** See avatars.repo.ts: a visible-avatar condition another module's statement can carry. */
export const visibleAvatarCondition = repo.visibleAvatarCondition;

/** A visible avatar; hidden and unknown ids are both 'Avatar not found'. */
export async function getAvatar(ctx: Pick<AppContext, 'db'>, id: number): Promise<Avatar> {
  const avatar = await findVisibleCard(ctx.db, id);
  if (!avatar) throw notFound('Avatar not found');
  return avatar;
}

/**
 * getAvatar kept like the profiles (catalogue data: the same staleness rules), for reads
 * that ask for it on every request (a chat history). An unknown or hidden avatar is not
 * kept: its 404 is read each time.
 */
export async function getKeptAvatar(ctx: AppContext, id: number): Promise<Avatar> {
  const json = await readThrough(ctx.avatars.cards, ctx, String(id), async () =>
    JSON.stringify(await getAvatar(ctx, id)),
  );
  return JSON.parse(json) as Avatar;
}

/** The visible avatars among `ids`, in the order of `ids` (hidden or unknown ones are left out). */
export async function getVisibleAvatarsByIds(ctx: Pick<AppContext, 'db'>, ids: number[]): Promise<Avatar[]> {
  const avatars = await repo.listAvatarsByIds(ctx.db, CARD, ids, { visibleOnly: true });
  const byId = new Map(avatars.map((avatar) => [avatar.id, avatar]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** How many companions a visitor can chat with (the dashboard's 'Available' figure). */
export async function countAvailableAvatars(ctx: Pick<AppContext, 'db'>): Promise<number> {
  return repo.countVisibleAvatars(ctx.db);
}

/** How many of `ids` are visible avatars (a member's favourites that still show). */
export async function countVisibleAvatarsAmong(ctx: Pick<AppContext, 'db'>, ids: number[]): Promise<number> {
  return repo.countVisibleAvatars(ctx.db, ids);
}

export async function getAvatarProfile(ctx: Pick<AppContext, 'db'>, id: number): Promise<AvatarProfile> {
  const profile = await repo.findVisibleAvatarProfile(ctx.db, PROFILE, id);
  if (!profile) throw notFound('Avatar not found');
  return profile;
}

/**
 * getAvatarProfile as the JSON the API answers, kept like the catalogue pages until the
 * write mark moves (a profile is catalogue data: the same staleness rules hold). An
 * unknown or hidden avatar is not kept: its 404 is read each time.
 */
export async function getAvatarProfileJson(ctx: AppContext, id: number): Promise<string> {
  return readThrough(ctx.avatars.profiles, ctx, String(id), async () =>
    JSON.stringify(ZAvatarProfile.parse(await getAvatarProfile(ctx, id))),
  );
}

/** What other modules show or check of an avatar, visible or not. */
export type AvatarRef = Pick<Avatar, 'id' | 'name' | 'creatorId' | 'isVisible'>;
const REF = ['id', 'name', 'creatorId', 'isVisible'] as const;

/** The avatars among `ids`, hidden ones too, by id (deleted ones are missing). One query. */
export async function getAvatarRefs(
  ctx: Pick<AppContext, 'db'>,
  ids: readonly number[],
): Promise<Map<number, AvatarRef>> {
  const refs = await repo.listAvatarsByIds(ctx.db, REF, [...new Set(ids)], { visibleOnly: false });
  return new Map(refs.map((ref) => [ref.id, ref]));
}

/** Explore's category buttons: every category present among visible avatars, alphabetical. */
export async function listAvatarCategories(ctx: Pick<AppContext, 'db'>): Promise<string[]> {
  return listing.listVisibleCategories(ctx.db);
}
