import { describe, expect, it } from 'vitest';
import { forgottenSince, withoutForgottenFacts } from './forgotten-facts.ts';

describe('forgotten facts', () => {
  const turns = [
    { id: 1, role: 'user' as const, content: 'Hi! My name is Sam and I love hiking in the mountains.' },
    { id: 2, role: 'assistant' as const, content: 'Nice to meet you, Sam! Hiking in the mountains sounds lovely.' },
    { id: 3, role: 'user' as const, content: 'I had a rough day at work.' },
    { id: 4, role: 'assistant' as const, content: "I'm sorry, Sam." },
    { id: 5, role: 'user' as const, content: 'Sam again here, hello.' },
  ];

  it('removes a forgotten value from the messages before it was forgotten, and withholds its source', () => {
    const out = withoutForgottenFacts(turns, [{ kind: 'like', value: 'hiking in the mountains', upToMessageId: 4 }]);
    expect(out[0]).toEqual({ role: 'user', content: '[forgotten]' });
    expect(out[1]?.content).toBe('Nice to meet you, Sam! [forgotten] sounds lovely.');
    expect(out[2]?.content).toBe('I had a rough day at work.');
  });

  it('withholds a message a differently worded fact was read from, and leaves later messages alone', () => {
    const out = withoutForgottenFacts(turns, [
      { kind: 'mood', value: 'having a rough day', upToMessageId: 4 },
      { kind: 'name', value: 'Sam', upToMessageId: 4 },
    ]);
    expect(out[2]).toEqual({ role: 'user', content: '[forgotten]' });
    expect(out[3]?.content).toBe("I'm sorry, [forgotten].");
    expect(out[4]?.content).toBe('Sam again here, hello.');
    expect(JSON.stringify(out.slice(0, 4))).not.toMatch(/\bSam\b|rough day/);
  });

  it('changes nothing when nothing was forgotten', () => {
    expect(withoutForgottenFacts(turns, [])).toEqual(turns.map(({ role, content }) => ({ role, content })));
  });
});

describe('forgotten facts of the newer kinds', () => {
  const turns = [
    { id: 1, role: 'user' as const, content: 'I have a cat called Miso and my exam is on Friday.' },
    { id: 2, role: 'assistant' as const, content: 'Miso! And good luck with your exam.' },
    { id: 3, role: 'user' as const, content: 'How is Miso today, you ask? Asleep.' },
  ];

  it("withholds the message a pet or a dated plan was told in, and redacts the pet's name", () => {
    const out = withoutForgottenFacts(turns, [{ kind: 'pet', value: 'cat called Miso', upToMessageId: 3 }]);
    expect(out[0]).toEqual({ role: 'user', content: '[forgotten]' });
    expect(out[1]?.content).toBe('[forgotten]! And good luck with your exam.');
    expect(out[2]?.content).not.toMatch(/Miso/);
    const plan = withoutForgottenFacts(turns, [
      { kind: 'plan', value: 'exam on Friday, 5 June 2026', upToMessageId: 2 },
    ]);
    expect(plan[0]).toEqual({ role: 'user', content: '[forgotten]' });
    expect(plan[1]?.content).not.toMatch(/exam/);
  });
});

describe('whether a fact told in a message was forgotten since', () => {
  const forgotten = forgottenSince([
    { kind: 'like', value: 'Jazz', upToMessageId: 4 },
    { kind: 'like', value: 'jazz', upToMessageId: 9 },
    { kind: 'plan', value: 'exam on Friday, 5 June 2026', upToMessageId: 4 },
  ]);

  it('matches the kind and the wording in any case, up to the last message before the latest forgetting', () => {
    expect(forgotten({ kind: 'like', value: 'JAZZ' }, 9)).toBe(true);
    expect(forgotten({ kind: 'like', value: 'jazz' }, 10)).toBe(false);
    expect(forgotten({ kind: 'dislike', value: 'jazz' }, 1)).toBe(false);
    expect(forgotten({ kind: 'like', value: 'jazz music' }, 1)).toBe(false);
  });

  it('knows a plan by its subject, whatever day it was told for', () => {
    expect(forgotten({ kind: 'plan', value: 'exam on Friday, 12 June 2026' }, 3)).toBe(true);
    expect(forgotten({ kind: 'plan', value: 'exam on Friday, 12 June 2026' }, 5)).toBe(false);
    expect(forgotten({ kind: 'plan', value: 'party on Friday, 5 June 2026' }, 3)).toBe(false);
  });
});
