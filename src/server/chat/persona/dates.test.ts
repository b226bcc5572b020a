import { describe, expect, it } from 'vitest';
import { daysUntil, formatDay, parseFormattedDay, relativeDay, resolveDay } from './dates.ts';

/** Wednesday 3 June 2026. */
const NOW = new Date('2026-06-03T18:30:00Z');
const day = (phrase: string) => {
  const d = resolveDay(phrase, NOW);
  return d ? formatDay(d) : null;
};

describe('days a visitor names', () => {
  it.each([
    ['Friday', 'Friday, 5 June 2026'],
    ['on friday', 'Friday, 5 June 2026'],
    ['this Friday', 'Friday, 5 June 2026'],
    ['next Friday', 'Friday, 12 June 2026'],
    ['Wednesday', 'Wednesday, 3 June 2026'],
    ['Tuesday', 'Tuesday, 9 June 2026'],
    ['today', 'Wednesday, 3 June 2026'],
    ['tonight', 'Wednesday, 3 June 2026'],
    ['tomorrow morning', 'Thursday, 4 June 2026'],
    ['the day after tomorrow', 'Friday, 5 June 2026'],
    ['in 3 days', 'Saturday, 6 June 2026'],
    ['in two weeks', 'Wednesday, 17 June 2026'],
    ['this weekend', 'Saturday, 6 June 2026'],
    ['on the 12th', 'Friday, 12 June 2026'],
    ['the 2nd', 'Thursday, 2 July 2026'],
    ['June 20th', 'Saturday, 20 June 2026'],
    ['3 March', 'Wednesday, 3 March 2027'],
    ['next month', null],
    ['this summer', null],
  ])('%s', (phrase, expected) => {
    expect(day(phrase)).toBe(expected);
  });

  it('reads a stored date back and says it relative to now', () => {
    const parsed = parseFormattedDay('exam on Friday, 5 June 2026');
    expect(parsed?.at).toBe('exam on '.length);
    const friday = parsed?.day ?? new Date(0);
    expect(daysUntil(friday, NOW)).toBe(2);
    expect(relativeDay(friday, NOW)).toBe('on Friday');
    expect(relativeDay(friday, new Date('2026-06-05T23:00:00Z'))).toBe('today');
    expect(relativeDay(friday, new Date('2026-06-06T01:00:00Z'))).toBe('yesterday');
    expect(relativeDay(friday, new Date('2026-06-30T01:00:00Z'))).toBe('on 5 June');
  });
});
