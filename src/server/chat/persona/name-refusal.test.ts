import { describe, expect, it } from 'vitest';
import { playConversation } from '../../test/offline-conversation.ts';

describe('a name the visitor refuses or replaces', () => {
  it('"dont call me babe" is no name: the companion keeps calling the visitor Jordan', async () => {
    const { replies, memory } = await playConversation({
      avatarId: 8,
      seed: 2,
      script: ['yo', 'im Jordan', 'dont call me babe', "what's my name", 'see ya'],
    });
    expect(memory).toContainEqual({ kind: 'name', value: 'Jordan' });
    expect(replies[2]).not.toMatch(/babe/i);
    expect(replies[3]).toMatch(/\bJordan\b/);
    for (const reply of replies) expect(reply).not.toMatch(/\bBabe\b/);
  });

  it('"my name is Priyanka but call me Pri": the last name given is the one used', async () => {
    const { replies } = await playConversation({
      avatarId: 13,
      seed: 5,
      script: ['hello!', 'my name is Priyanka but call me Pri', "what's my name?"],
    });
    expect(replies[2]).toMatch(/\bPri\b/);
    expect(replies[2]).not.toMatch(/Priyanka/);
  });
});
