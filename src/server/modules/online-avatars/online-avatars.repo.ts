import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';

export interface OnlineAvatarRow {
  id: number;
  name: string;
  tagline: string;
  main_image: string | null;
}

/**
 * Visible avatars whose schedule covers `hour` (UTC; a schedule may run past midnight, so
 * [20, 28) covers 20:00-04:00) or that chatted at or after `activeSince`.
 */
export async function listOnlineAvatars(
  db: Kysely<DB>,
  options: { hour: number; activeSince: string; limit: number },
): Promise<OnlineAvatarRow[]> {
  const { hour, activeSince, limit } = options;
  const wrapped = hour + 24;
  return db
    .selectFrom('avatar_listing as l')
    .innerJoin('avatars as a', 'a.id', 'l.avatar_id')
    .select(['a.id', 'a.name', 'a.tagline', 'a.main_image'])
    .where('l.is_visible', '=', 1)
    .where((eb) =>
      eb.or([
        eb.and([eb('l.online_start_hour', '<=', hour), eb('l.online_end_hour', '>', hour)]),
        eb.and([eb('l.online_start_hour', '<=', wrapped), eb('l.online_end_hour', '>', wrapped)]),
        eb('l.last_active_at', '>=', activeSince),
      ]),
    )
    .orderBy(sql`l.last_active_at is null`)
    .orderBy('l.last_active_at', 'desc')
    .orderBy('a.id')
    .limit(limit)
    .execute();
}
