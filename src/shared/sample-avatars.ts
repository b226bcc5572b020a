/**
 * The four built-in avatars the browser shows when the avatar list cannot be fetched.
 * They are also seed avatars 1-4 (the seed imports them from here), so names, taglines,
 * prices and images are defined once. Description and category, which a card does not
 * show, live with the seed: this file is part of every visit's first download.
 */
import type { Avatar } from './contracts/avatars.ts';

/** A public card without what a card does not show, with both pictures. */
export type SampleAvatar = Omit<Avatar, 'description' | 'category'> & { mainImage: string; profileImage: string };

export const SAMPLE_AVATARS: SampleAvatar[] = [
  {
    id: 1,
    name: 'Nova Adeyemi',
    tagline: 'Astrophysics grad with jokes at light speed',
    mainImage: '/media/seed/avatars/1-main.svg',
    profileImage: '/media/seed/avatars/1-profile.svg',
    creatorId: 1,
    monthlyPrice: 1499,
    isVisible: true,
  },
  {
    id: 2,
    name: 'Sage Whitfield',
    tagline: 'Calm yoga teacher who always makes room for you',
    mainImage: '/media/seed/avatars/2-main.svg',
    profileImage: '/media/seed/avatars/2-profile.svg',
    creatorId: 1,
    monthlyPrice: 1999,
    isVisible: true,
  },
  {
    id: 3,
    name: 'Marco Bellandi',
    tagline: 'Retired Bolognese chef, still feeding everyone',
    mainImage: '/media/seed/avatars/3-main.svg',
    profileImage: '/media/seed/avatars/3-profile.svg',
    creatorId: 2,
    monthlyPrice: 2499,
    isVisible: true,
  },
  {
    id: 4,
    name: 'Elias Thorne',
    tagline: 'Gruff mountain guide with a soft spot for beginners',
    mainImage: '/media/seed/avatars/4-main.svg',
    profileImage: '/media/seed/avatars/4-profile.svg',
    creatorId: 2,
    monthlyPrice: 1799,
    isVisible: true,
  },
];
