import type { SeedCreator } from './types.ts';

/** Three creator studios that own the seeded avatars. */
export const seedCreators: SeedCreator[] = [
  {
    id: 1,
    username: 'aurora_studio',
    displayName: 'Aurora Studio',
    email: 'studio@aurora.example',
    bio: 'A small team of writers and illustrators who build curious, big-hearted companions. We love science, slow mornings and characters who ask good questions.',
  },
  {
    id: 2,
    username: 'ember_and_oak',
    displayName: 'Ember & Oak',
    email: 'hello@emberandoak.example',
    bio: 'Warm characters with real-world craft behind them: cooks, coaches, guides and makers. Every persona is written with help from people who actually do the job.',
  },
  {
    id: 3,
    username: 'lumen_collective',
    displayName: 'Lumen Collective',
    email: 'team@lumen.example',
    bio: 'An independent collective of musicians, artists and travellers writing companions from all over the world. Gentle humour, good stories and plenty of late-night conversation.',
  },
];
