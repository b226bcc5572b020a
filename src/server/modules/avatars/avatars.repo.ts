import { type Kysely, type Selectable, sql } from 'kysely';
import type { AvatarFilter, AvatarSort } from '../../../shared/contracts/avatars.ts';
import type { AvatarsTable, DB } from '../../db/schema.ts';

export const AVATAR_COLUMNS = [
  'avatars.id',
  'avatars.name',
  'avatars.tagline',
  'avatars.description',
  'avatars.main_image',
  'avatars.profile_image',
  'avatars.creator_id',
  'avatars.monthly_price',
  'avatars.is_visible',
  'avatars.category',
] as const;

export type AvatarRow = Pick<
  Selectable<AvatarsTable>,
  | 'id'
  | 'name'
  | 'tagline'
  | 'description'
  | 'main_image'
  | 'profile_image'
  | 'creator_id'
  | 'monthly_price'
  | 'is_visible'
  | 'category'
>;

export type AvatarProfileRow = AvatarRow & { interests: string; subscriber_count: number };

/** `%`, `_` and `\` in user text are literals, not wildcards (the queries say ESCAPE '\'). */
export function likePattern(text: string): string {
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

/**
 * One page of visible avatar ids in listing order. Reads only the narrow listing table, so
 * the scan behind a search or a deep page never drags the wide persona rows along.
 */
export async function listVisibleAvatarIds(db: Kysely<DB>, q: ListingQuery): Promise<number[]> {
  let query = db
    .selectFrom('avatar_listing')
    .select('avatar_listing.avatar_id')
    .where('avatar_listing.is_visible', '=', 1);
  if (q.search) {
    query = query.where(sql<boolean>`avatar_listing.search_text like ${likePattern(q.search)} escape '\\'`);
  }
  if (q.category) query = query.where('avatar_listing.category', '=', q.category);
  if (q.filter === 'trending') query = query.where('avatar_listing.trending_score', '>', 0);
  if (q.filter === 'new') query = query.where('avatar_listing.created_at', '>=', q.newSince);
  if (q.filter === 'popular') query = query.where('avatar_listing.favorite_count', '>=', q.popularMinFavorites);
  const rows = await query
    .orderBy(SORT_COLUMN[q.sort], 'desc')
    .orderBy('avatar_listing.avatar_id', 'desc')
    .limit(q.limit)
    .offset(q.offset)
    .execute();
  return rows.map((r) => r.avatar_id);
}

export async function findVisibleAvatar(db: Kysely<DB>, id: number): Promise<AvatarRow | undefined> {
  return db
    .selectFrom('avatars')
    .select(AVATAR_COLUMNS)
    .where('avatars.id', '=', id)
    .where('avatars.is_visible', '=', 1)
    .executeTakeFirst();
}

export async function listVisibleAvatarsByIds(db: Kysely<DB>, ids: number[]): Promise<AvatarRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('avatars')
    .select(AVATAR_COLUMNS)
    .where('avatars.id', 'in', ids)
    .where('avatars.is_visible', '=', 1)
    .execute();
}

export async function countVisibleAvatars(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('avatars')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('avatars.is_visible', '=', 1)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function findVisibleAvatarProfile(db: Kysely<DB>, id: number): Promise<AvatarProfileRow | undefined> {
  return db
    .selectFrom('avatars')
    .innerJoin('avatar_listing', 'avatar_listing.avatar_id', 'avatars.id')
    .select([...AVATAR_COLUMNS, 'avatars.interests', 'avatar_listing.subscriber_count'])
    .where('avatars.id', '=', id)
    .where('avatars.is_visible', '=', 1)
    .executeTakeFirst();
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
