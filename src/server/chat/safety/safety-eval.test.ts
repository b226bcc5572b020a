import { describe, expect, it } from 'vitest';
import { evaluate, LABELLED_SETS, loadLabelledSet } from './eval/evaluate.ts';

/** The bars of issue 18 on every labelled set (see eval/README.md). */
describe('safety classifier on the labelled sets', () => {
  it('holds at least 200 labelled messages, benign ones included', () => {
    const rows = LABELLED_SETS.flatMap((s) => loadLabelledSet(s.url));
    expect(rows.length).toBeGreaterThanOrEqual(200);
    expect(rows.filter((r) => r.benign).length).toBeGreaterThanOrEqual(100);
  });

  for (const { name, url } of LABELLED_SETS) {
    it(`${name}: recall ≥ 0.95 on crisis and minors, benign false positives ≤ 2 %`, () => {
      const result = evaluate(loadLabelledSet(url));
      const missed = (c: 'crisis' | 'minor') =>
        result.misses.filter((m) => m.expected.includes(c) && !m.got.includes(c)).map((m) => m.message);
      expect(result.perCategory.crisis.recall, `missed crisis: ${missed('crisis').join(' | ')}`).toBeGreaterThanOrEqual(
        0.95,
      );
      expect(result.perCategory.minor.recall, `missed minors: ${missed('minor').join(' | ')}`).toBeGreaterThanOrEqual(
        0.95,
      );
      const flagged = result.misses.filter((m) => m.expected.length === 0 && m.got.length > 0).map((m) => m.message);
      expect(result.benign.falsePositiveRate, `benign flagged: ${flagged.join(' | ')}`).toBeLessThanOrEqual(0.02);
    });
  }
});
