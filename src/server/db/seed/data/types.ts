import type { AvatarCategory } from '../../../../shared/catalogue.ts';
import type { AvatarRecord, CardField } from '../../../../shared/contracts/avatars.ts';

/**
 * Shapes of the seed catalogue. The seed writes these rows on first start (idempotently);
 * persona fields follow the Character Card V2 vocabulary so a seeded avatar exports
 * cleanly as a card.
 */
export interface SeedCreator {
  id: number;
  username: string;
  displayName: string;
  email: string;
  bio: string;
}

/** A seeded avatar: the shared record without what the seed computes, plus its timetable. */
export type SeedAvatar = Omit<
  AvatarRecord,
  'category' | 'mainImage' | 'profileImage' | 'createdAt' | 'updatedAt' | 'vipMonthlyPrice' | CardField
> &
  // Character Card fields a seeded avatar may leave out (the table's defaults: none).
  Partial<Pick<AvatarRecord, CardField>> & {
    category: AvatarCategory;
    /** Public URL paths under /media. */
    mainImage: string;
    profileImage: string;
    /** Hours of the day (UTC, 0-23) the avatar is usually online: [start, end). end may wrap past 24. */
    onlineHours: [number, number];
    /** Days before the seed date the avatar was created (drives sort=new). */
    createdDaysAgo: number;
  };

export type SeedContentType = 'article' | 'video' | 'audio' | 'gallery';

export interface SeedContentItem {
  avatarId: number;
  title: string;
  description: string;
  type: SeedContentType;
  /** Long text; for premium items this is the paid part never sent to visitors without access. */
  contentDetails: string;
  /** Premium items: the public teaser, all a visitor without access reads ('' for free items). */
  teaser: string;
  /** true = free preview, false = premium (spec: isPreview false means premium). */
  isPreview: boolean;
  imageUrl: string;
  publishedDaysAgo: number;
  views: number;
  likes: number;
  comments: number;
}
