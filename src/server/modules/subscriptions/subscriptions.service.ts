import type { SubscriptionState, SubscriptionTier } from '../../../shared/contracts/subscriptions.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SignedInUser } from '../../plugins/session.ts';
import { getAvatar, getAvatarProfile } from '../avatars/avatars.service.ts';
import * as repo from './subscriptions.repo.ts';

/**
 * Subscriptions record a member's wish to support an avatar at a tier. No payment is taken
 * (the tier has not launched); the row makes `is-subscribed` and the subscriber count real.
 * A subscription does not unlock premium (NQW) content.
 */
export async function isSubscribed(
  ctx: AppContext,
  options: { user: SignedInUser; avatarId: number },
): Promise<boolean> {
  const avatar = await getAvatar(ctx, options.avatarId);
  return (await repo.findActiveTier(ctx.db, options.user.userId, avatar.id)) !== null;
}

/** The state right after a write, whose outcome (`tier`, null when cancelled) is already known. */
async function stateAfterWrite(
  ctx: AppContext,
  avatarId: number,
  tier: SubscriptionTier | null,
): Promise<SubscriptionState> {
  const { subscriberCount } = await getAvatarProfile(ctx, avatarId);
  return { isSubscribed: tier !== null, tier, subscriberCount };
}

export async function subscribeToAvatar(
  ctx: AppContext,
  options: { user: SignedInUser; avatarId: number; tier: SubscriptionTier },
): Promise<SubscriptionState> {
  const avatar = await getAvatar(ctx, options.avatarId);
  if (avatar.creatorId === options.user.userId) {
    throw new AppError('FORBIDDEN', 'You cannot subscribe to your own avatar');
  }
  await repo.upsertActiveSubscription(ctx.db, {
    userId: options.user.userId,
    avatarId: avatar.id,
    tier: options.tier,
    now: ctx.clock.now().toISOString(),
  });
  return stateAfterWrite(ctx, avatar.id, options.tier);
}

export async function cancelSubscription(
  ctx: AppContext,
  options: { user: SignedInUser; avatarId: number },
): Promise<SubscriptionState> {
  const avatar = await getAvatar(ctx, options.avatarId);
  await repo.cancelActiveSubscription(ctx.db, {
    userId: options.user.userId,
    avatarId: avatar.id,
    now: ctx.clock.now().toISOString(),
  });
  return stateAfterWrite(ctx, avatar.id, null);
}
