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

export interface SeedAvatar {
  id: number;
  creatorId: number;
  name: string;
  tagline: string;
  /** Public description shown on cards and the profile page (Card V2 `description`). */
  description: string;
  /** Card V2 `personality`: traits, speech style. */
  personality: string;
  /** Card V2 `scenario`: where and how the conversation happens. */
  scenario: string;
  /** Card V2 `first_mes`. */
  firstMessage: string;
  /** Card V2 `mes_example`: `<START>` blocks with `{{user}}:` / `{{char}}:` lines. */
  exampleDialogue: string;
  /** Things the avatar loves talking about; used by the persona engine and profile. */
  interests: string[];
  /** One of AVATAR_CATEGORIES (src/shared/catalogue.ts). */
  category: string;
  /** Integer minor units (1499 = 14.99). */
  monthlyPrice: number;
  isVisible: boolean;
  /** Public URL paths under /media. */
  mainImage: string;
  profileImage: string;
  /** Hours of the day (UTC, 0-23) the avatar is usually online: [start, end). end may wrap past 24. */
  onlineHours: [number, number];
  /** Days before the seed date the avatar was created (drives sort=new). */
  createdDaysAgo: number;
}

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
