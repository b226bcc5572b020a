import { describe, expect, it } from 'vitest';
import { playConversation } from '../../test/offline-conversation.ts';

describe('questions about what the visitor told are answered from memory', () => {
  it('"what did i say happened today?" and a bare "what do i do?" are answered', async () => {
    const { replies } = await playConversation({
      avatarId: 13,
      seed: 4,
      script: [
        'hi im Tom',
        'i work as a teacher',
        'my mum was sick today',
        'today sucked',
        'what did i say happened today?',
        'what do i do?',
      ],
    });
    expect(replies[4]).toMatch(/your mum was sick/);
    expect(replies[4]).toMatch(/rough day/);
    expect(replies[5]).toMatch(/\bteacher\b/);
  });

  it('good news told is good news recalled', async () => {
    const { replies } = await playConversation({
      avatarId: 5,
      seed: 4,
      script: ['hi', 'i got promoted today', 'what did i tell you happened?'],
    });
    expect(replies[2]).toMatch(/you got promoted/);
  });
});
