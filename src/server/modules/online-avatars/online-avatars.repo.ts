import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export interface OnlineAvatarRow {
  id: number;
  name: string;
  tagline: string;
  main_image: string | null;
}

const COLUMNS = ['a.id', 'a.name', 'a.tagline', 'a.main_image'] as const;

/** Visible avatars that chatted at or after `since`, most recent first (index on last_active_at). */
export async function listRecentlyActiveAvatars(
  db: Kysely<DB>,
  options: { since: string; limit: number },
): Promise<OnlineAvatarRow[]> {
  return db
    .selectFrom('avatar_listing as l')
    .innerJoin('avatars as a', 'a.id', 'l.avatar_id')
    .select(COLUMNS)
    .where('l.last_active_at', '>=', options.since)
    .where('l.is_visible', '=', 1)
    .orderBy('l.last_active_at', 'desc')
    .orderBy('l.avatar_id')
    .limit(options.limit)
    .execute();
}

/**
 * Visible avatars whose schedule covers `hour` (UTC). A schedule may run past midnight:
 * [20, 28) covers 20:00-04:00, so the hour is also tried as hour + 24. Walks the listing in
 * id order and stops at `limit`, so it stays cheap however large the catalogue.
 */
export async function listScheduledAvatars(
  db: Kysely<DB>,
  options: { hour: number; limit: number },
): Promise<OnlineAvatarRow[]> {
  const { hour, limit } = options;
  const ids = await db
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
  if (ids.length === 0) return [];
  return db
    .selectFrom('avatars as a')
    .select(COLUMNS)
    .where(
      'a.id',
      'in',
      ids.map((r) => r.avatar_id),
    )
    .orderBy('a.id')
    .execute();
}
