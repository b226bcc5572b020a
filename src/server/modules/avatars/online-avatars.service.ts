import { type OnlineAvatar, ZOnlineAvatar } from '../../../shared/contracts/avatars.ts';
import type { AppContext } from '../../context.ts';
import { fieldsOf } from './avatar-columns.ts';
import * as listing from './avatar-listing.repo.ts';
import * as repo from './avatars.repo.ts';

/**
 * An avatar is online when its UTC schedule (online_start_hour to online_end_hour) covers
 * the current hour, or when it has been in a conversation in the last ONLINE_ACTIVITY_MINUTES.
 * Both come from stored data and the injected clock: the same instant always gives the same
 * answer, on every instance.
 */
export const ONLINE_ACTIVITY_MINUTES = 15;
/** The header lists at most this many; the most recently active come first. */
export const ONLINE_LIST_MAX = 24;

const ONLINE = fieldsOf(ZOnlineAvatar);

export function isScheduledOnline(hour: number, startHour: number, endHour: number): boolean {
  return (startHour <= hour && hour < endHour) || (startHour <= hour + 24 && hour + 24 < endHour);
}

async function listScheduledAvatars(ctx: Pick<AppContext, 'db'>, hour: number): Promise<OnlineAvatar[]> {
  const ids = await listing.listScheduledAvatarIds(ctx.db, { hour, limit: ONLINE_LIST_MAX });
  const byId = new Map(
    (await repo.listAvatarsByIds(ctx.db, ONLINE, ids, { visibleOnly: false })).map((a) => [a.id, a]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function listOnlineAvatars(ctx: Pick<AppContext, 'db' | 'clock'>): Promise<OnlineAvatar[]> {
  const now = ctx.clock.now();
  const active = await listing.listRecentlyActiveAvatars(ctx.db, ONLINE, {
    since: new Date(now.getTime() - ONLINE_ACTIVITY_MINUTES * 60_000).toISOString(),
    limit: ONLINE_LIST_MAX,
  });
  const scheduled = active.length < ONLINE_LIST_MAX ? await listScheduledAvatars(ctx, now.getUTCHours()) : [];
  // Those in a conversation right now first, then the scheduled ones by id, each once.
  const seen = new Set<number>();
  return [...active, ...scheduled].filter((a) => !seen.has(a.id) && seen.add(a.id)).slice(0, ONLINE_LIST_MAX);
}
