import type { ActivityItem, ActivityQuery } from '../../../shared/contracts/activity.ts';
import type { LoyaltyRule } from '../../../shared/loyalty.ts';
import type { AppContext } from '../../context.ts';
import { getAvatarRefs } from '../avatars/avatars.service.ts';
import * as repo from './activity.repo.ts';
import { awardLoyalty } from './loyalty.service.ts';

export type ActivityEventType = 'message' | 'content' | 'favorite';

const PREVIEW_MAX = 140;

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
  const preview = event.preview.length > PREVIEW_MAX ? `${event.preview.slice(0, PREVIEW_MAX - 1)}…` : event.preview;
  await repo.insertActivityEvent(ctx.db, {
    user_id: event.userId,
    avatar_id: event.avatarId,
    type: event.type,
    preview,
    created_at: ctx.clock.now().toISOString(),
  });
  await awardLoyalty(ctx, { userId: event.userId, rule: RULE_FOR_EVENT[event.type], avatarId: event.avatarId });
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

/** Messages the member has sent to avatars since joining. */
export async function countMessagesSent(ctx: AppContext, userId: number): Promise<number> {
  return repo.countActivityEvents(ctx.db, userId, 'message');
}
