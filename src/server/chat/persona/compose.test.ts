import { describe, expect, it } from 'vitest';
import { unsaid } from './compose.ts';

describe('unsaid: a reply said before is made new', () => {
  it('leaves a new reply as it is', () => {
    expect(unsaid('Hello there.', new Set(['Something else.']))).toBe('Hello there.');
  });

  it('moves the conversation on, with a way not said yet', () => {
    const said = new Set(['Got it.', 'Got it. Anyway, where were we?']);
    expect(unsaid('Got it.', said)).toBe("Got it. Go on, I'm listening.");
  });

  it('counts from the reply itself once every way was said: never "(2) (3) (4)"', () => {
    const base = 'Your sister Clara, got it.';
    const said = new Set([
      base,
      `${base} Anyway, where were we?`,
      `${base} Go on, I'm listening.`,
      `${base} What else is on your mind?`,
      `${base} Tell me more?`,
      `${base} And how are you, really?`,
      `${base} (2)`,
      `${base} (3)`,
    ]);
    expect(unsaid(base, said)).toBe(`${base} (4)`);
  });
});
