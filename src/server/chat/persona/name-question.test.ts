import { describe, expect, it } from 'vitest';
import { playConversation } from '../../test/offline-conversation.ts';

const NAME_QUESTION = /what should i call you|what'?s your name\?|what is your name\?/i;
const IDLE = ['ok', 'lol', 'cool', 'hmm', 'yeah', 'nice', 'ok', 'i see', 'sure', 'right', 'mm', 'true'];

describe("the companion asks the visitor's name at most once", () => {
  it('a visitor who lets the question pass is not asked again', async () => {
    const { replies } = await playConversation({ avatarId: 13, seed: 1, script: ['hi', ...IDLE] });
    const asked = replies.filter((r) => NAME_QUESTION.test(r));
    expect(asked.length, replies.join('\n')).toBe(1);
  });

  it('a visitor who gave their name is never asked it', async () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const { replies } = await playConversation({
        avatarId: 13,
        seed,
        script: ['hi', ...IDLE.slice(0, 3), "my name's Tom", ...IDLE],
      });
      for (const reply of replies.slice(4)) expect(reply).not.toMatch(NAME_QUESTION);
    }
  });
});

describe('a name given in chat spelling is known', () => {
  it('"i\'m Tom" in lower case: the name is remembered and never asked for', async () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const { replies, memory } = await playConversation({
        avatarId: 13,
        seed,
        script: ['hi', "i'm Tom", ...IDLE],
      });
      expect(memory).toContainEqual({ kind: 'name', value: 'Tom' });
      for (const reply of replies.slice(1)) expect(reply).not.toMatch(NAME_QUESTION);
    }
  });
});
