import type { OnlineAvatar } from '../../../shared/contracts/avatars.ts';
import type { AppContext } from '../../context.ts';
import * as repo from './online-avatars.repo.ts';

/**
 * An avatar is online when its UTC schedule (online_start_hour to online_end_hour) covers
 * the current hour, or when it has been in a conversation in the last ONLINE_ACTIVITY_MINUTES.
 * Both come from stored data and the injected clock: the same instant always gives the same
 * answer, on every instance.
 */
export const ONLINE_ACTIVITY_MINUTES = 15;
/** The header lists at most this many; the most recently active come first. */
export const ONLINE_LIST_MAX = 24;

export function isScheduledOnline(hour: number, startHour: number, endHour: number): boolean {
  return (startHour <= hour && hour < endHour) || (startHour <= hour + 24 && hour + 24 < endHour);
}

export async function listOnlineAvatars(ctx: AppContext): Promise<OnlineAvatar[]> {
  const now = ctx.clock.now();
  const active = await repo.listRecentlyActiveAvatars(ctx.db, {
    since: new Date(now.getTime() - ONLINE_ACTIVITY_MINUTES * 60_000).toISOString(),
    limit: ONLINE_LIST_MAX,
  });
  const scheduled =
    active.length < ONLINE_LIST_MAX
      ? await repo.listScheduledAvatars(ctx.db, { hour: now.getUTCHours(), limit: ONLINE_LIST_MAX })
      : [];
  // Those in a conversation right now first, then the scheduled ones by id, each once.
  const seen = new Set<number>();
  return [...active, ...scheduled]
    .filter((r) => !seen.has(r.id) && seen.add(r.id))
    .slice(0, ONLINE_LIST_MAX)
    .map((r) => ({ id: r.id, name: r.name, tagline: r.tagline, mainImage: r.main_image }));
}
