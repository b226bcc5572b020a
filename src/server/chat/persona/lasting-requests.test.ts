import { describe, expect, it } from 'vitest';
import { playConversation } from '../../test/offline-conversation.ts';

const SMALL_TALK = [
  'how was your day?',
  'i have two kids',
  'ok',
  'i work as a nurse',
  'lol',
  'cool',
  'i live in Leeds',
  'hmm',
  'yeah',
  'tell me about yourself',
  'what do you like to do?',
  'nice',
];
/** Enough turns that the request falls out of the 40 messages the chat service gives the engine. */
const LONG = [...SMALL_TALK, ...SMALL_TALK, ...SMALL_TALK];

describe("the visitor's requests outlast the turns the engine is given", () => {
  it('"keep it short" still holds 36 turns later, with only the last 40 messages given', async () => {
    const { replies, memory } = await playConversation({
      avatarId: 10,
      seed: 9,
      historyLimit: 40,
      script: ['hi', 'keep it short please', ...LONG],
    });
    expect(memory).toContainEqual({ kind: 'dislike', value: 'long replies' });
    for (const reply of replies.slice(22)) {
      expect(reply.length, reply).toBeLessThanOrEqual(170);
    }
  });

  it('"don\'t call me sugar" and "stop asking me questions" hold as long', async () => {
    const { replies } = await playConversation({
      avatarId: 5,
      seed: 3,
      historyLimit: 40,
      script: ['hey', "my name's Alex", "don't call me sugar", 'can you stop asking me questions?', ...LONG],
    });
    for (const reply of replies.slice(3)) {
      expect(reply, reply).not.toMatch(/sugar/i);
      expect(reply, reply).not.toContain('?');
    }
  });
});
