/**
 * How members earn loyalty points: the one list the server awards from and the dashboard
 * explains. Each rule pays once per scope (a day, an avatar), so repeats earn nothing.
 */
export const LOYALTY_RULES = {
  welcome: { points: 50, per: 'once', label: 'Joining' },
  dailyVisit: { points: 5, per: 'day', label: 'Visiting on a new day' },
  firstMessage: { points: 10, per: 'avatar', label: 'Your first message to a companion' },
  firstFavorite: { points: 5, per: 'avatar', label: 'Adding a companion to your favorites' },
  contentView: { points: 2, per: 'avatar-day', label: "Viewing a companion's content (once a day each)" },
} as const satisfies Record<string, { points: number; per: 'once' | 'day' | 'avatar' | 'avatar-day'; label: string }>;

export type LoyaltyRule = keyof typeof LOYALTY_RULES;
