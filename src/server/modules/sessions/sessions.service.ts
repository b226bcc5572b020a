import { createHmac, randomBytes } from 'node:crypto';
import type { AppContext } from '../../context.ts';
import { ReadCache, readThroughExact } from '../../lib/read-cache.ts';
import type { IssuedSession, Session, SessionStore } from '../../plugins/session.ts';
import * as repo from './sessions.repo.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** Remember-me members and guests keep their cookie for 30 days (sliding). */
export const PERSISTENT_SESSION_MS = 30 * DAY_MS;
/** A browser-session cookie still expires on the server after 12 idle hours. */
export const BROWSER_SESSION_MS = 12 * HOUR_MS;
/** Sliding expiry is written at most this often, not on every request. */
const TOUCH_INTERVAL_MS = HOUR_MS;
/** Expired sessions deleted per statement, and statements per run of the purge. */
const PURGE_BATCH = 200;
const MAX_PURGE_BATCHES = 50;

// The session plugin defines what a session is; this module keeps them.
export type { IssuedSession, Session } from '../../plugins/session.ts';

/** Tokens are 256 random bits; the database keeps only their HMAC. */
export function hashToken(ctx: Pick<AppContext, 'tokenSecret'>, token: string): string {
  return createHmac('sha256', ctx.tokenSecret).update(token).digest('base64url');
}

function lifetime(persistent: boolean): number {
  return persistent ? PERSISTENT_SESSION_MS : BROWSER_SESSION_MS;
}

export async function createSession(
  ctx: AppContext,
  options: { userId: number | null; persistent: boolean },
): Promise<IssuedSession> {
  const token = randomBytes(32).toString('base64url');
  const id = hashToken(ctx, token);
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + lifetime(options.persistent)).toISOString();
  await repo.insertSession(ctx.db, {
    id,
    user_id: options.userId,
    persistent: options.persistent ? 1 : 0,
    created_at: now.toISOString(),
    last_seen_at: now.toISOString(),
    expires_at: expiresAt,
  });
  return { token, session: { id, userId: options.userId, role: null, persistent: options.persistent, expiresAt } };
}

/**
 * The live session for a cookie token, with its sliding expiry pushed forward now and then.
 * With `kept`, read through that cache where the write mark sees every writer (SQLite): a
 * sign-out, a password change ending sessions, a role change or an expiry push is a write
 * and moves the mark, so nothing stale is served. Where other instances write unseen
 * (PostgreSQL), a session ended there must be refused here at once: read each time.
 * A kept row was seen within the touch interval (or it was pushed, a write), so its expiry
 * is hours past the cache's second.
 */
export async function resolveSession(ctx: AppContext, token: string, kept?: ReadCache): Promise<Session | null> {
  if (token.length < 20 || token.length > 100) return null;
  const now = ctx.clock.now();
  const id = hashToken(ctx, token);
  const find = () => repo.findLiveSession(ctx.db, id, now.toISOString());
  const row = kept
    ? (JSON.parse(
        await readThroughExact(kept, ctx, id, async () => JSON.stringify(await find())),
      ) as repo.SessionRow | null)
    : await find();
  if (!row) return null;
  if (now.getTime() - new Date(row.lastSeenAt).getTime() > TOUCH_INTERVAL_MS) {
    const expiresAt = new Date(now.getTime() + lifetime(row.persistent)).toISOString();
    await repo.extendSession(ctx.db, row.id, now.toISOString(), expiresAt);
    row.expiresAt = expiresAt;
  }
  return { id: row.id, userId: row.userId, role: row.role, persistent: row.persistent, expiresAt: row.expiresAt };
}

export async function destroySession(ctx: AppContext, sessionId: string): Promise<void> {
  await repo.deleteSessionById(ctx.db, sessionId);
}

/** Ends every session of a user except the ones named (e.g. the one making the request). */
export async function destroyUserSessions(
  ctx: AppContext,
  userId: number,
  keep: Array<string | null | undefined> = [],
): Promise<number> {
  return repo.deleteSessionsOfUser(
    ctx.db,
    userId,
    keep.filter((id): id is string => Boolean(id)),
  );
}

/**
 * Deletes sessions past their expiry (the hourly job 'purge-expired-sessions'): an expired
 * guest session can never be resumed, so its conversations, memory and favourites go with
 * it; an expired member session is only a dead credential. Works in batches (short writes,
 * so requests are not held up) until none is left, the app closes, or the run has done its
 * share (the next run goes on). Returns the number of sessions deleted.
 */
export async function purgeExpiredSessions(ctx: AppContext, options: { signal?: AbortSignal } = {}): Promise<number> {
  const now = ctx.clock.now().toISOString();
  let purged = 0;
  for (let batch = 0; batch < MAX_PURGE_BATCHES && !options.signal?.aborted; batch++) {
    const ids = await repo.findExpiredSessionIds(ctx.db, now, PURGE_BATCH);
    purged += await repo.deleteExpiredSessionsById(ctx.db, ids, now);
    if (ids.length < PURGE_BATCH) break;
  }
  return purged;
}

/** Sessions are read on every API call that carries a cookie; an entry lives a second at most. */
const SESSION_CACHE = { maxBytes: 2 * 1024 * 1024, ttlMs: 1000 };

/** The sessions the session plugin resolves and creates (one per app: app.ts), with its own cache. */
export function createSessionStore(): SessionStore {
  const kept = new ReadCache(SESSION_CACHE);
  return {
    resolve: (ctx, token) => resolveSession(ctx, token, kept),
    create: createSession,
    persistentMs: PERSISTENT_SESSION_MS,
  };
}
