import { describe, expect, it } from 'vitest';
import { playConversation } from '../../test/offline-conversation.ts';

describe('a bad day told as "today was rough" gets sympathy, not small talk', () => {
  it.each([
    'today was rough, a kid threw up in class',
    'work was awful today',
    'today sucked tbh',
    'my day has been really hard',
  ])('%s', async (line) => {
    const { replies } = await playConversation({
      avatarId: 5,
      seed: 3,
      script: ['hey', "my name's Alex", "i'm a teacher, primary school", line],
    });
    expect(replies[3]).toMatch(/sorry|sounds hard|rough/i);
    expect(replies[3]).not.toMatch(/^Ha\b|I get that|curious/);
  });
});
