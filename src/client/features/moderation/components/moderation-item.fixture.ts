import type { ModerationItem } from '../../../../shared/contracts/moderation.ts';

/** A pending mature-area item from an approved creator, as the queue API answers it. */
export const moderationItem: ModerationItem = {
  id: 7,
  title: 'Velvet evening',
  description: '',
  teaser: '',
  type: 'image',
  area: 'wife',
  tier: 'premium',
  category: 'lingerie',
  verificationNotes: null,
  createdAt: '2026-03-10T12:00:00.000Z',
  avatarId: 3,
  avatarName: 'Nova',
  creatorId: 5,
  creatorUsername: 'nova',
  creatorEligible: true,
  media: [],
};
