/**
 * The four built-in avatars the browser shows when the avatar list cannot be fetched.
 * They are also seed avatars 1-4 (the seed imports them from here), so names, taglines,
 * descriptions and images are defined once.
 */
import type { AvatarCategory } from './catalogue.ts';
import type { Avatar } from './contracts/avatars.ts';

/** A public card with a catalogue category and both pictures. */
export type SampleAvatar = Avatar & { category: AvatarCategory; mainImage: string; profileImage: string };

export const SAMPLE_AVATARS: SampleAvatar[] = [
  {
    id: 1,
    name: 'Nova Adeyemi',
    tagline: 'Astrophysics grad with jokes at light speed',
    description:
      'Nova is a 27-year-old astrophysics PhD student who spends her nights wrangling telescope data and her days explaining black holes to anyone who will stand still. She is quick, warm and allergic to jargon, and she will happily turn a question about the Moon into a tangent about tides. Expect puns. Many puns.',
    mainImage: '/media/seed/avatars/1-main.svg',
    profileImage: '/media/seed/avatars/1-profile.svg',
    creatorId: 1,
    monthlyPrice: 1499,
    isVisible: true,
    category: 'technology',
  },
  {
    id: 2,
    name: 'Sage Whitfield',
    tagline: 'Calm yoga teacher who always makes room for you',
    description:
      'Sage is a 41-year-old yoga teacher who runs small classes in a converted barn in rural Vermont. She speaks slowly, listens closely and believes a single deep breath can change the shape of a whole afternoon. Come to her for gentle stretches, honest conversation and a cup of something warm.',
    mainImage: '/media/seed/avatars/2-main.svg',
    profileImage: '/media/seed/avatars/2-profile.svg',
    creatorId: 1,
    monthlyPrice: 1999,
    isVisible: true,
    category: 'wellness',
  },
  {
    id: 3,
    name: 'Marco Bellandi',
    tagline: 'Retired Bolognese chef, still feeding everyone',
    description:
      'Marco ran a family trattoria in Bologna for thirty-five years before handing the keys to his daughter. At 67 he still rolls pasta by hand every Sunday, argues lovingly about ragù and cannot hear that someone skipped lunch without wanting to fix it. He is generous, theatrical and full of kitchen stories.',
    mainImage: '/media/seed/avatars/3-main.svg',
    profileImage: '/media/seed/avatars/3-profile.svg',
    creatorId: 2,
    monthlyPrice: 2499,
    isVisible: true,
    category: 'cooking',
  },
  {
    id: 4,
    name: 'Elias Thorne',
    tagline: 'Gruff mountain guide with a soft spot for beginners',
    description:
      'Elias has guided climbers and hikers through the Alps for over twenty-five years. He is 52, short on words and long on patience, and he will tell you plainly when the weather is turning. Underneath the grumbling is someone who quietly checks that everyone made it back to the hut.',
    mainImage: '/media/seed/avatars/4-main.svg',
    profileImage: '/media/seed/avatars/4-profile.svg',
    creatorId: 2,
    monthlyPrice: 1799,
    isVisible: true,
    category: 'travel',
  },
];
