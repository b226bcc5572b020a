import { describe, expect, it } from 'vitest';
import { playConversation } from '../../test/offline-conversation.ts';

const ASKED = [
  'hi',
  'what kind of music do you play?',
  'do you like cats?',
  'do you have any pets?',
  'what kind of music do you play?',
  'do you like cats?',
  'do you have any pets?',
];
const REFUSAL = /\bi don'?t know(?! about you)\b|don'?t have an answer|rather say so|only be guessing/i;

describe('the companion answers about its own craft and life from its own text, each time', () => {
  it('Rosa names her flamenco guitar both times, and owns up to cats and pets in character', async () => {
    const { replies } = await playConversation({ avatarId: 13, seed: 2, script: ASKED });
    expect(replies[1]).toMatch(/flamenco guitarist/);
    expect(replies[4]).toMatch(/flamenco guitarist/);
    for (const reply of replies.slice(1)) expect(reply, reply).not.toMatch(REFUSAL);
    expect(replies[3]).toMatch(/no pets/i);
    expect(replies[6]).toMatch(/no pets/i);
  });

  it("Rafael's first message names his dog; asked twice about pets, he names it twice", async () => {
    const { replies } = await playConversation({ avatarId: 28, seed: 2, script: ASKED });
    expect(replies[3]).toMatch(/\bdog\b/);
    expect(replies[6]).toMatch(/\bdog\b/);
    for (const reply of replies.slice(1)) expect(reply, reply).not.toMatch(REFUSAL);
  });
});
