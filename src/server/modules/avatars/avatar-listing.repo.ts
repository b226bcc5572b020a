import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { AvatarFilter, AvatarSort } from '../../../shared/contracts/avatars.ts';
import type { Dialect } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { ShapedQuery } from '../../db/shaped-query.ts';
import { avatarColumns, avatarReader, type StoredAvatar, type StoredField } from './avatar-columns.ts';

/*
 * The discovery read model: `avatar_listing` holds, per avatar, the few columns browse
 * sorts, filters and searches on (kept by triggers, migration 0100), and
 * `avatar_activity_days` the daily activity behind trending. Both belong to this module
 * with `avatars`; a listing query reads the narrow table and joins `avatars` only for the
 * rows it answers with.
 */

/** `%`, `_` and `\` in user text are literals, not wildcards (the queries say ESCAPE '\'). */
function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The listing column each sort orders by (descending, then avatar_id descending). */
const SORT_COLUMN = {
  recent: 'avatar_listing.created_at',
  popular: 'avatar_listing.favorite_count',
  trending: 'avatar_listing.trending_score',
  engagement: 'avatar_listing.engagement_score',
} as const satisfies Record<AvatarSort, string>;

export interface ListingQuery {
  limit: number;
  offset: number;
  search?: string | undefined;
  category?: string | undefined;
  sort: AvatarSort;
  filter: AvatarFilter;
  /** filter=new keeps avatars created at or after this instant. */
  newSince: string;
  /** filter=popular keeps avatars with at least this many favourites. */
  popularMinFavorites: number;
}

type ChipFilter = Exclude<AvatarFilter, 'all'>;

/** What makes an avatar belong to a filter chip. */
function chipCondition(filter: ChipFilter, q: Pick<ListingQuery, 'newSince' | 'popularMinFavorites'>) {
  if (filter === 'trending') return sql<boolean>`avatar_listing.trending_score > 0`;
  if (filter === 'new') return sql<boolean>`avatar_listing.created_at >= ${q.newSince}`;
  return sql<boolean>`avatar_listing.favorite_count >= ${q.popularMinFavorites}`;
}

/**
 * How a topped-up chip ranks the avatars that do not belong to it: by the all-time
 * figures (favourites held, content views + likes + comments), then newest.
 */
const ALL_TIME_FIGURES = sql<number>`avatar_listing.favorite_count + avatar_listing.engagement_score`;

/** Visible avatars matching the search (its LIKE pattern) and category (no chip, no order). */
function visibleListing(db: Kysely<DB>, q: { pattern?: string | undefined; category?: string | undefined }) {
  let query = db
    .selectFrom('avatar_listing')
    .select('avatar_listing.avatar_id')
    .where('avatar_listing.is_visible', '=', 1);
  if (q.pattern !== undefined) {
    query = query.where(sql<boolean>`avatar_listing.search_text like ${q.pattern} escape '\\'`);
  }
  if (q.category !== undefined) query = query.where('avatar_listing.category', '=', q.category);
  return query;
}

/** The search as its LIKE pattern, and no empty search or category. */
function searched(q: Pick<ListingQuery, 'search' | 'category'>) {
  return { pattern: q.search ? likePattern(q.search) : undefined, category: q.category || undefined };
}

/** How many avatars (searched, in the category) belong to the chip, counting no further than `cap`. */
export async function countChipAvatars(db: Kysely<DB>, q: ListingQuery & { filter: ChipFilter }, cap: number) {
  const members = visibleListing(db, searched(q)).where(chipCondition(q.filter, q)).limit(cap);
  const row = await db
    .selectFrom(members.as('m'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** What a page's query binds; which of them it uses depends on its shape. */
type PageValues = {
  pattern: string | undefined;
  category: string | undefined;
  newSince: string;
  popularMinFavorites: number;
  offset: number;
};
/**
 * The page size is part of the shape, not a value: a value is bound, while a number the
 * shape holds reaches SQLite's LIMIT as written (db/literal-limit.ts, about twice as fast
 * here); pages come in a few sizes.
 */
type PageShape = Pick<ListingQuery, 'sort' | 'filter' | 'limit'> & { toppedUp: boolean; dialect: Dialect };

/** The listing order of a page: each key with its direction, before the avatar id (descending). */
function listingOrder(shape: PageShape, v: PageValues): [RawBuilder<unknown>, 'asc' | 'desc'][] {
  const sortColumn = sql.ref(SORT_COLUMN[shape.sort]);
  if (shape.filter === 'all' || !shape.toppedUp) return [[sql`${sortColumn}`, 'desc']];
  const member = chipCondition(shape.filter, v);
  // The members' sort value is NULL for the others, who all sit in the second tier, so
  // where each dialect puts NULLs never matters.
  return [
    [sql`case when ${member} then 0 else 1 end`, 'asc'],
    [sql`case when ${member} then ${sortColumn} end`, 'desc'],
    [sql`${ALL_TIME_FIGURES}`, 'desc'],
    [sql`avatar_listing.created_at`, 'desc'],
  ];
}

/**
 * A page's avatar ids, in listing order, found on the narrow listing table alone (the scan
 * behind a search or a deep page never touches the wide persona rows), with the version of
 * the avatars' cards they were read at (migration 1020), in the same statement and so the
 * same snapshot.
 */
function pageIdsQuery(db: Kysely<DB>, shape: PageShape, v: PageValues) {
  let page = visibleListing(db, v);
  if (shape.filter !== 'all' && !shape.toppedUp) page = page.where(chipCondition(shape.filter, v));
  for (const [key, direction] of listingOrder(shape, v)) page = page.orderBy(key, direction);
  return page
    .select(sql<number>`(select version from avatar_card_version)`.as('version'))
    .orderBy('avatar_listing.avatar_id', 'desc')
    .limit(shape.limit)
    .offset(v.offset);
}

type PageRow = { avatar_id: number; version: number };

/** Page queries compiled once per shape (db/shaped-query.ts): one set per app (avatars-state.ts). */
export type PageQueries = Map<string, ShapedQuery<PageValues, PageRow, DB>>;

/** A page of the catalogue: its avatar ids in order, and the card version they were read at. */
export interface ListingPage {
  ids: number[];
  /** Undefined for an empty page (nothing was read to carry it). */
  version: number | undefined;
}

/**
 * One page of visible avatars in listing order, as their ids, in one query compiled once
 * per shape. The cards are read apart (avatar-cards.repo.ts), and only those the caller has
 * not kept at this version.
 *
 * A chip keeps the avatars that belong to it, in the sort's order. A chip `toppedUp`
 * (too few belong to it) lists them first, in the sort's order, then every other avatar
 * ranked by the all-time figures and then newest: never empty while avatars exist.
 */
export async function listVisibleAvatarPage(
  db: Kysely<DB>,
  dialect: Dialect,
  queries: PageQueries,
  q: ListingQuery & { toppedUp?: boolean },
): Promise<ListingPage> {
  const shape: PageShape = {
    sort: q.sort,
    filter: q.filter,
    limit: q.limit,
    toppedUp: q.filter !== 'all' && q.toppedUp === true,
    dialect,
  };
  const values: PageValues = {
    ...searched(q),
    newSince: q.newSince,
    popularMinFavorites: q.popularMinFavorites,
    offset: q.offset,
  };
  // Whether there is a search or a category is part of the shape too: ShapedQuery keys that itself.
  const key = [shape.sort, shape.filter, shape.limit, shape.toppedUp].join('|');
  let query = queries.get(key);
  if (!query) {
    query = new ShapedQuery<PageValues, PageRow, DB>((shapedDb, v) => pageIdsQuery(shapedDb, shape, v));
    queries.set(key, query);
  }
  const rows = await query.execute(db, values);
  return { ids: rows.map((row) => row.avatar_id), version: rows[0]?.version };
}

const TRENDING_WINDOW_KEY = 'trending_window_start';

/**
 * Moves the trending window to start at `startDay` (UTC 'YYYY-MM-DD'): drops the buckets
 * that fell out and recomputes trending_score from the rest. Never moves backwards.
 * Returns whether anything changed.
 */
export async function moveTrendingWindow(db: Kysely<DB>, startDay: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const stored = await trx
      .selectFrom('app_meta')
      .select('value')
      .where('key', '=', TRENDING_WINDOW_KEY)
      .executeTakeFirst();
    if (stored && stored.value >= startDay) return false;
    await trx
      .insertInto('app_meta')
      .values({ key: TRENDING_WINDOW_KEY, value: startDay })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: startDay }))
      .execute();
    await trx.deleteFrom('avatar_activity_days').where('day', '<', startDay).execute();
    await trx
      .updateTable('avatar_listing')
      .set((eb) => ({
        trending_score: eb.fn.coalesce(
          eb
            .selectFrom('avatar_activity_days as d')
            .select((d) => d.fn.sum<number>(sql`d.messages + d.favorites`).as('s'))
            .whereRef('d.avatar_id', '=', 'avatar_listing.avatar_id'),
          sql<number>`0`,
        ),
      }))
      .where((eb) =>
        eb.or([
          eb('avatar_listing.trending_score', '<>', 0),
          eb('avatar_listing.avatar_id', 'in', eb.selectFrom('avatar_activity_days').select('avatar_id')),
        ]),
      )
      .execute();
    return true;
  });
}

/**
 * Distinct categories that at least one visible avatar has, alphabetical. A recursive
 * "skip scan": one index seek per category instead of reading every listing row, so the
 * cost follows the number of categories, not the size of the catalogue.
 */
export async function listVisibleCategories(db: Kysely<DB>): Promise<string[]> {
  const result = await sql<{ category: string }>`
    with recursive c (category) as (
      select min(category) from avatar_listing where is_visible = 1
      union all
      select (select min(l.category) from avatar_listing l where l.is_visible = 1 and l.category > c.category)
      from c where c.category is not null
    )
    select category from c where category is not null order by category`.execute(db);
  return result.rows.map((r) => r.category);
}

/**
 * Visible avatars that chatted at or after `since`, most recent first (index on
 * last_active_at). Joined in one query: the listing finds and orders them, `avatars`
 * gives the few fields the header shows.
 */
export async function listRecentlyActiveAvatars<K extends StoredField>(
  db: Kysely<DB>,
  fields: readonly K[],
  options: { since: string; limit: number },
): Promise<Pick<StoredAvatar, K>[]> {
  const rows = await db
    .selectFrom('avatar_listing as l')
    .innerJoin('avatars', 'avatars.id', 'l.avatar_id')
    .select(avatarColumns(fields))
    .where('l.last_active_at', '>=', options.since)
    .where('l.is_visible', '=', 1)
    .orderBy('l.last_active_at', 'desc')
    .orderBy('l.avatar_id')
    .limit(options.limit)
    .execute();
  return rows.map(avatarReader(fields));
}

/**
 * Visible avatars whose schedule covers `hour` (UTC), by id. A schedule may run past
 * midnight: [20, 28) covers 20:00-04:00, so the hour is also tried as hour + 24. Walks the
 * listing in id order and stops at `limit`, so it stays cheap however large the catalogue.
 */
export async function listScheduledAvatarIds(db: Kysely<DB>, options: { hour: number; limit: number }) {
  const { hour, limit } = options;
  const rows = await db
    .selectFrom('avatar_listing as l')
    .select('l.avatar_id')
    .where('l.is_visible', '=', 1)
    .where((eb) =>
      eb.or([
        eb.and([eb('l.online_start_hour', '<=', hour), eb('l.online_end_hour', '>', hour)]),
        eb.and([eb('l.online_start_hour', '<=', hour + 24), eb('l.online_end_hour', '>', hour + 24)]),
      ]),
    )
    .orderBy('l.avatar_id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.avatar_id);
}
