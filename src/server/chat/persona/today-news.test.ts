import { describe, expect, it } from 'vitest';
import { playConversation } from '../../test/offline-conversation.ts';

describe('what the visitor tells about today is answered by name', () => {
  it('bad news gets sympathy, a day out or a meal gets interest and a question about it', async () => {
    const { replies } = await playConversation({
      avatarId: 13,
      seed: 3,
      script: ['hi im Tom', 'my mum was sick today', 'i hate my job', 'i went to the gym today', 'i had pizza today'],
    });
    expect(replies[1]).toMatch(/sorry.*\bmum\b/i);
    expect(replies[2]).toMatch(/sorry.*\bjob\b/i);
    expect(replies[3]).toMatch(/\bgym\b.*\?/i);
    expect(replies[4]).toMatch(/\bpizza\b.*\?/i);
  });

  it('another companion, other days: the cinema, a film, a dad in hospital', async () => {
    const { replies } = await playConversation({
      avatarId: 7,
      seed: 5,
      script: ['hey', 'i went to the cinema tonight', 'my dad was in hospital today', 'i watched a film this evening'],
    });
    expect(replies[1]).toMatch(/\bcinema\b/i);
    expect(replies[2]).toMatch(/sorry/i);
    expect(replies[2]).toMatch(/\bdad\b/i);
    expect(replies[3]).toMatch(/\bfilm\b/i);
  });
});
