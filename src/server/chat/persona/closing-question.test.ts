import { describe, expect, it } from 'vitest';
import { playConversation } from '../../test/offline-conversation.ts';

/** Cheerful small talk, or a question about what the visitor has just told. */
const JARRING =
  /are you into|know much about|looking forward|made you smile|how was work|how'?s your day|how is your day|work treating you|what'?s on your mind/i;

describe('the closing question follows the mood', () => {
  for (const avatarId of [5, 13]) {
    it(`avatar ${avatarId}: after a rough day or bad news, no cheerful topic and no "how was work today?"`, async () => {
      for (const seed of [1, 2, 3, 4]) {
        const { replies } = await playConversation({
          avatarId,
          seed,
          script: ['hi', 'i work as a teacher', 'today sucked', 'i had a rough day at work', 'work was awful today'],
        });
        for (const reply of replies.slice(2)) {
          expect(reply, `seed ${seed}: ${reply}`).not.toMatch(JARRING);
          expect(reply, `seed ${seed}: ${reply}`).toMatch(/\?$/);
        }
      }
    });
  }
});
