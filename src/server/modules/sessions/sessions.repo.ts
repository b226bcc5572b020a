import type { Kysely } from 'kysely';
import type { DB, SessionsTable } from '../../db/schema.ts';
import { ShapedQuery } from '../../db/shaped-query.ts';

export interface SessionRow {
  id: string;
  userId: number | null;
  role: 'user' | 'creator' | 'moderator' | null;
  persistent: boolean;
  expiresAt: string;
  lastSeenAt: string;
}

interface LiveSessionRecord {
  id: string;
  user_id: number | null;
  persistent: number;
  expires_at: string;
  last_seen_at: string;
  role: SessionRow['role'];
}

export async function insertSession(db: Kysely<DB>, row: SessionsTable): Promise<void> {
  await db.insertInto('sessions').values(row).execute();
}

/** Every API call with a cookie reads its session: compiled once (db/shaped-query.ts). */
const liveSession = new ShapedQuery<{ id: string; nowIso: string }, LiveSessionRecord, DB>((db, v) =>
  db
    .selectFrom('sessions')
    .leftJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id',
      'sessions.user_id',
      'sessions.persistent',
      'sessions.expires_at',
      'sessions.last_seen_at',
      'users.role',
    ])
    .where('sessions.id', '=', v.id)
    .where('sessions.expires_at', '>', v.nowIso),
);

export async function findLiveSession(db: Kysely<DB>, id: string, nowIso: string): Promise<SessionRow | null> {
  const [row] = await liveSession.execute(db, { id, nowIso });
  if (!row) return null;
  return {
    id: row.id,
    userId: row.user_id,
    role: row.role ?? null,
    persistent: row.persistent === 1,
    expiresAt: row.expires_at,
    lastSeenAt: row.last_seen_at,
  };
}

export async function extendSession(db: Kysely<DB>, id: string, lastSeenAt: string, expiresAt: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ last_seen_at: lastSeenAt, expires_at: expiresAt })
    .where('id', '=', id)
    .execute();
}

export async function deleteSessionById(db: Kysely<DB>, id: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

export async function deleteSessionsOfUser(db: Kysely<DB>, userId: number, exceptIds: string[] = []): Promise<number> {
  let q = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (exceptIds.length > 0) q = q.where('id', 'not in', exceptIds);
  const result = await q.executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function findExpiredSessionIds(db: Kysely<DB>, nowIso: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('sessions')
    .select('id')
    .where('expires_at', '<=', nowIso)
    .orderBy('expires_at')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Deletes these sessions if they are still expired. A guest session's chats, replies owed,
 * memory and favourites cascade away with it (their `session_id` references it); a
 * member's rows carry `user_id` and no session, so nothing of a member goes.
 */
export async function deleteExpiredSessionsById(db: Kysely<DB>, ids: string[], nowIso: string): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db
    .deleteFrom('sessions')
    .where('id', 'in', ids)
    .where('expires_at', '<=', nowIso)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
