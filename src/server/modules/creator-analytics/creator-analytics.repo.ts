import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Dialect } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';

type Area = 'life' | 'wife';

interface Window {
  /** The creator's avatars (from the avatars module): ownership is part of every query. */
  avatarIds: readonly number[];
  fromDay: string;
  toDay: string;
}

/** `column in (ids)`, false for no ids (`in ()` is not SQL). */
function ofAvatars(column: string, ids: readonly number[]) {
  return ids.length === 0 ? sql<boolean>`1 = 0` : sql<boolean>`${sql.ref(column)} in (${sql.join(ids)})`;
}

/** Daily content history rows of the creator's own items inside the window (ownership in the query). */
function contentStatRows(db: Kysely<DB>, options: Window & { area: Area | null }) {
  const q = db
    .selectFrom('content_stat_days')
    .innerJoin('content_items', 'content_items.id', 'content_stat_days.content_id')
    .where(ofAvatars('content_items.avatar_id', options.avatarIds))
    .where('content_stat_days.day', '>=', options.fromDay)
    .where('content_stat_days.day', '<=', options.toDay);
  return options.area ? q.where('content_items.area', '=', options.area) : q;
}

/** Views, likes and comments per day and area of the creator's content. */
export async function contentDays(db: Kysely<DB>, options: Window & { area: Area | null }) {
  const rows = await contentStatRows(db, options)
    .select((eb) => [
      'content_stat_days.day',
      'content_items.area',
      eb.fn.sum<number>('content_stat_days.views').as('views'),
      eb.fn.sum<number>('content_stat_days.likes').as('likes'),
      eb.fn.sum<number>('content_stat_days.comments').as('comments'),
    ])
    .groupBy(['content_stat_days.day', 'content_items.area'])
    .execute();
  return rows.map((r) => ({
    day: r.day,
    area: r.area,
    views: Number(r.views),
    likes: Number(r.likes),
    comments: Number(r.comments),
  }));
}

/** Net subscribers up to and including `toDay`. */
export async function subscribersUpTo(
  db: Kysely<DB>,
  options: { avatarIds: readonly number[]; toDay: string },
): Promise<number> {
  const row = await db
    .selectFrom('avatar_earning_days')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('avatar_earning_days.subscribers_gained'), sql<number>`0`).as('gained'),
      eb.fn.coalesce(eb.fn.sum<number>('avatar_earning_days.subscribers_lost'), sql<number>`0`).as('lost'),
    ])
    .where(ofAvatars('avatar_earning_days.avatar_id', options.avatarIds))
    .where('avatar_earning_days.day', '<=', options.toDay)
    .executeTakeFirst();
  return Math.max(0, Number(row?.gained ?? 0) - Number(row?.lost ?? 0));
}

function utcDay(dialect: Dialect, column: string): RawBuilder<string> {
  return dialect === 'postgres'
    ? sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD')`
    : sql<string>`substr(${sql.ref(column)}, 1, 10)`;
}

/** Favourites of the creator's avatars per day, straight from the favourites table. */
export async function favoriteDays(
  db: Kysely<DB>,
  dialect: Dialect,
  options: { avatarIds: readonly number[]; fromIso: string },
) {
  const day = utcDay(dialect, 'favorites.created_at');
  const rows = await db
    .selectFrom('favorites')
    .select((eb) => [day.as('day'), eb.fn.countAll<number>().as('n')])
    .where(ofAvatars('favorites.avatar_id', options.avatarIds))
    .where('favorites.created_at', '>=', options.fromIso)
    .groupBy(day)
    .execute();
  return rows.map((r) => ({ day: r.day, n: Number(r.n) }));
}

/**
 * Visitors' chat messages to the creator's avatars per day, from their daily history (a
 * message counts once sent, even after its conversation is cleared or purged).
 */
export async function messageDays(db: Kysely<DB>, options: { avatarIds: readonly number[]; fromDay: string }) {
  const rows = await db
    .selectFrom('avatar_message_days')
    .select((eb) => ['avatar_message_days.day', eb.fn.sum<number>('avatar_message_days.messages').as('n')])
    .where(ofAvatars('avatar_message_days.avatar_id', options.avatarIds))
    .where('avatar_message_days.day', '>=', options.fromDay)
    .groupBy('avatar_message_days.day')
    .execute();
  return rows.map((r) => ({ day: r.day, n: Number(r.n) }));
}

/** Per item in the period: views and likes, with the avatar for revenue sharing. */
export async function contentTotals(db: Kysely<DB>, options: Window & { area: Area | null }) {
  const rows = await contentStatRows(db, options)
    .select((eb) => [
      'content_items.id',
      'content_items.title',
      'content_items.area',
      'content_items.is_preview',
      'content_items.avatar_id',
      eb.fn.sum<number>('content_stat_days.views').as('views'),
      eb.fn.sum<number>('content_stat_days.likes').as('likes'),
    ])
    .groupBy([
      'content_items.id',
      'content_items.title',
      'content_items.area',
      'content_items.is_preview',
      'content_items.avatar_id',
    ])
    .execute();
  return rows.map((r) => ({ ...r, views: Number(r.views), likes: Number(r.likes) }));
}
