import { describe, expect, it } from 'vitest';
import { playConversation } from '../../test/offline-conversation.ts';

describe('"where are you from?" is answered with the persona\'s own places, the same each time', () => {
  it.each([
    [5, /\bChicago\b/],
    [8, /\bthe Bronx\b/i],
    [13, /\bSeville\b/],
    [15, /\bBeirut\b.*\bBerlin\b/],
    [4, /\bthe Alps\b/i],
    [23, /\bthe Black Forest\b/i],
  ])('avatar %i', async (avatarId, place) => {
    const { replies } = await playConversation({
      avatarId,
      seed: 2,
      script: ['hey', 'where are you from?', 'i work in IT', 'what do you like to do?', 'ok', 'where are you from?'],
    });
    for (const reply of [replies[1], replies[5]]) {
      expect(reply).toMatch(place);
      expect(reply).not.toMatch(/\bi'm\b|don't know(?! about you)|beyond me|-year-old/);
    }
  });
});
