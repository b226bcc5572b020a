/** Query keys of what a member's subscriptions decide (invalidate `all` after any change). */
export const subscriptionKeys = {
  all: ['subscriptions'] as const,
  details: (userId: number, avatarId: number) => ['subscriptions', userId, 'avatar', avatarId] as const,
  billing: (userId: number) => ['subscriptions', userId, 'billing'] as const,
};
