import { describe, expect, it } from 'vitest';
import { playConversation } from '../../test/offline-conversation.ts';

describe('questions in chat spelling are answered like written-out ones', () => {
  it('"whats ur name", "wat r u up to", "ur cute" (Kenji)', async () => {
    const { replies } = await playConversation({
      avatarId: 6,
      seed: 7,
      script: ['hi', 'whats ur name', 'wat r u up to', 'ur cute'],
    });
    expect(replies[1]).toMatch(/\bI'm Kenji\b/);
    expect(replies[2]).toMatch(/chessboard|desk|genmaicha/);
    expect(replies[3]).toMatch(/blush|stop it|sweet|flatter/i);
  });
});
