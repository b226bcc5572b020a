import type { ActivityItem, ActivityQuery } from '../../../shared/contracts/activity.ts';
import type { LoyaltyRule } from '../../../shared/loyalty.ts';
import type { AppContext } from '../../context.ts';
import { getAvatarRefs } from '../avatars/avatars.service.ts';
import * as repo from './activity.repo.ts';
import { awardLoyalty } from './loyalty.service.ts';

export type ActivityEventType = 'message' | 'content' | 'favorite';

const PREVIEW_MAX = 140;

function toPreview(text: string): string {
  return text.length > PREVIEW_MAX ? `${text.slice(0, PREVIEW_MAX - 1)}…` : text;
}

/** Which loyalty rule an event can earn; the rule itself decides whether it pays again. */
const RULE_FOR_EVENT: Record<ActivityEventType, LoyaltyRule> = {
  message: 'firstMessage',
  favorite: 'firstFavorite',
  content: 'contentView',
};

/**
 * Records something a member did, for their Recent Activity (guests leave no trail), and
 * awards the loyalty points it earns. Other modules only ever call this.
 */
export async function recordActivity(
  ctx: AppContext,
  event: { userId: number; avatarId: number | null; type: ActivityEventType; preview: string },
): Promise<void> {
  await repo.insertActivityEvent(ctx.db, {
    user_id: event.userId,
    avatar_id: event.avatarId,
    type: event.type,
    preview: toPreview(event.preview),
    created_at: ctx.clock.now().toISOString(),
  });
  await awardLoyalty(ctx, { userId: event.userId, rule: RULE_FOR_EVENT[event.type], avatarId: event.avatarId });
}

export type PastActivity = { avatarId: number; type: 'message' | 'favorite'; preview: string; at: string };

/**
 * What a guest did before signing up, now the member's history: each event keeps the time
 * it happened (so Recent Activity and the dashboard's figures read as if they had been a
 * member all along) and earns the loyalty points it would have earned then.
 */
export async function recordCarriedOverActivity(
  ctx: AppContext,
  options: { userId: number; events: PastActivity[] },
): Promise<void> {
  const { userId, events } = options;
  await repo.insertActivityEvents(
    ctx.db,
    events.map((e) => ({
      user_id: userId,
      avatar_id: e.avatarId,
      type: e.type,
      preview: toPreview(e.preview),
      created_at: e.at,
    })),
  );
  // The rules pay once per avatar: one call for each type and avatar is enough.
  const earning = new Map(events.map((e) => [`${e.type}:${e.avatarId}`, e]));
  for (const e of earning.values()) {
    await awardLoyalty(ctx, { userId, rule: RULE_FOR_EVENT[e.type], avatarId: e.avatarId });
  }
}

/** The member's own recent events, newest first. */
export async function listActivity(
  ctx: AppContext,
  options: { userId: number } & ActivityQuery,
): Promise<ActivityItem[]> {
  const rows = await repo.listActivityEvents(ctx.db, options.userId, options.limit);
  // The avatar's name, hidden or not; a deleted avatar's events keep a neutral label.
  const avatars = await getAvatarRefs(
    ctx,
    rows.flatMap((row) => (row.avatar_id === null ? [] : [row.avatar_id])),
  );
  return rows.map((row) => ({
    id: String(row.id),
    avatar: (row.avatar_id === null ? undefined : avatars.get(row.avatar_id)?.name) ?? 'A companion',
    avatarId: row.avatar_id,
    time: row.created_at,
    type: row.type,
    preview: row.preview,
  }));
}

/** Messages the member has sent to avatars, those sent as a guest before signing up included. */
export async function countMessagesSent(ctx: AppContext, userId: number): Promise<number> {
  return repo.countActivityEvents(ctx.db, userId, 'message');
}
