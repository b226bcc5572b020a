import { describe, expect, it } from 'vitest';
import { AI_CUES } from './ai-identity-cues.ts';
import { CRISIS_CUES } from './crisis-cues.ts';
import { LABELLED_SETS, loadLabelledSet } from './eval/evaluate.ts';
import { LAUGHING, normalizeMessage } from './normalize.ts';
import { REGISTER_CUES } from './register-cues.ts';
import { ROMANCE_CUES } from './romance-cues.ts';
import { type Cue, compileCues, scoreCues, topLevelAlternatives } from './scoring.ts';
import { DIRECTED, SEXUAL_CUES } from './sexual-cues.ts';

const CATEGORIES: [string, Cue[]][] = [
  ['crisis', CRISIS_CUES],
  ['sexual', SEXUAL_CUES],
  ['romance', ROMANCE_CUES],
  ['register', REGISTER_CUES],
  ['ai', AI_CUES],
];

describe('gated cue sets', () => {
  it('put most cues behind gates', () => {
    for (const [name, cues] of CATEGORIES) {
      const gated = compileCues(cues).segments.filter((s) => s.gate !== null);
      expect(gated.length, name).toBeGreaterThan(0);
      expect(
        gated.reduce((n, s) => n + s.cues.length, 0),
        name,
      ).toBeGreaterThan(cues.length * 0.9);
    }
  });

  it('score every labelled message exactly as the cues one by one do', () => {
    const messages = LABELLED_SETS.flatMap((s) => loadLabelledSet(s.url)).map((r) => r.message);
    expect(messages.length).toBeGreaterThan(200);
    for (const [name, cues] of CATEGORIES) {
      const gated = compileCues(cues);
      const plain = compileCues(cues, { gated: false });
      expect(plain.segments.every((s) => s.gate === null)).toBe(true);
      for (const message of messages) {
        const text = normalizeMessage(message);
        const ctx = { laughing: LAUGHING.test(text), directed: DIRECTED.test(text) };
        expect(scoreCues(text, gated, ctx), `${name}: ${message}`).toEqual(scoreCues(text, plain, ctx));
      }
    }
    // Every message of every set, twice per category: 8 s alone, past the default 20 s in a full
    // parallel run on a busy 2-CPU machine; the time grows with the sets, not with a fault.
  }, 60_000);

  it('leave a cue ungated when one of its alternatives does not start at a word boundary', () => {
    const cues: Cue[] = [
      { re: /\bfoo\b/, weight: 1 },
      { re: /\bbar|baz/, weight: 1, negatable: false },
    ];
    const set = compileCues(cues);
    expect(set.segments.map((s) => [s.gate !== null, s.cues.length])).toEqual([
      [true, 1],
      [false, 1],
    ]);
    // "xbaz": no word boundary before baz, which the cue still accepts.
    expect(scoreCues('xbaz', set, { laughing: false, directed: false }).score).toBe(1);
  });

  it('split a pattern at its top-level bars only, and refuse names and back-references', () => {
    expect(topLevelAlternatives(String.raw`\ba(?:b|c)|\b[|]d|\be\|f`)).toEqual([
      String.raw`\ba(?:b|c)`,
      String.raw`\b[|]d`,
      String.raw`\be\|f`,
    ]);
    expect(topLevelAlternatives(String.raw`\b(?<!x)a|\bb`)).toEqual([String.raw`\b(?<!x)a`, String.raw`\bb`]);
    expect(topLevelAlternatives(String.raw`\b(?<w>a)\k<w>`)).toBeNull();
    expect(topLevelAlternatives(String.raw`\b(a)\1`)).toBeNull();
  });
});
