import { describe, expect, it } from 'vitest';
import { playConversation, seedPersona } from '../../test/offline-conversation.ts';

const SCRIPT = ['hi', "what's your favourite food?", 'ok', 'whats ur favorite drink', "what's your favourite food?"];

/** Whether a reply lists the companion's hobbies, which is no answer to "your favourite food?". */
function listsHobbies(avatarId: number, reply: string): boolean {
  const hobbies = seedPersona(avatarId).interests.filter((i) => !/ramen|biryani|tea|chai/i.test(i));
  return hobbies.some((h) => reply.toLowerCase().includes(h.toLowerCase()));
}

describe('"what\'s your favourite food?" is answered about food', () => {
  it('Kenji names the ramen his persona ranks, both times, and his tea', async () => {
    const { replies } = await playConversation({ avatarId: 6, seed: 1, script: SCRIPT });
    expect(replies[1]).toMatch(/\bramen\b/i);
    expect(replies[4]).toMatch(/\bramen\b/i);
    expect(replies[3]).toMatch(/\bgenmaicha\b/i);
    for (const turn of [1, 3, 4]) expect(listsHobbies(6, replies[turn] ?? ''), replies[turn]).toBe(false);
  });

  it('June, whose persona names no food, says so instead of listing her hobbies', async () => {
    const { replies } = await playConversation({ avatarId: 5, seed: 1, script: SCRIPT });
    for (const turn of [1, 3, 4]) {
      expect(replies[turn]).toMatch(/favourite (?:food|drink)/i);
      expect(listsHobbies(5, replies[turn] ?? ''), replies[turn]).toBe(false);
    }
  });
});
