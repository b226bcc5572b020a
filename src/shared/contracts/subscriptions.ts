import { z } from 'zod';

export const SUBSCRIPTION_TIERS = ['premium', 'vip'] as const;
export type SubscriptionTier = (typeof SUBSCRIPTION_TIERS)[number];

/** POST /api/avatars/:id/subscription. No payment is taken yet (the tier has not launched). */
export const ZSubscribeBody = z.object({
  tier: z.enum(SUBSCRIPTION_TIERS, { error: 'Choose the premium or vip tier' }).default('premium'),
});
export type SubscribeBody = z.infer<typeof ZSubscribeBody>;
export type SubscribeBodyInput = z.input<typeof ZSubscribeBody>;

/** Answer of subscribe and cancel: the member's state and the avatar's new count. */
export const ZSubscriptionState = z.object({
  isSubscribed: z.boolean(),
  tier: z.enum(SUBSCRIPTION_TIERS).nullable(),
  subscriberCount: z.number().int().min(0),
});
export type SubscriptionState = z.infer<typeof ZSubscriptionState>;
