import { describe, expect, it } from 'vitest';
import { addMonth, cancellationTakesEffect } from './billing-periods.ts';

describe('billing periods', () => {
  it('add a calendar month, on the last day when the next month is shorter', () => {
    expect(addMonth('2026-03-10T12:00:00.000Z')).toBe('2026-04-10T12:00:00.000Z');
    expect(addMonth('2026-01-31T08:00:00.000Z')).toBe('2026-02-28T08:00:00.000Z');
    expect(addMonth('2028-01-31T08:00:00.000Z')).toBe('2028-02-29T08:00:00.000Z');
    expect(addMonth('2026-12-15T00:00:00.000Z')).toBe('2027-01-15T00:00:00.000Z');
  });

  it('apply the 24-hour rule to a cancellation', () => {
    const end = '2026-04-10T12:00:00.000Z';
    expect(cancellationTakesEffect(end, new Date('2026-04-09T12:00:00.000Z'))).toBe(end);
    expect(cancellationTakesEffect(end, new Date('2026-04-09T12:00:00.001Z'))).toBe('2026-05-10T12:00:00.000Z');
    expect(cancellationTakesEffect(end, new Date('2026-04-10T10:00:00.000Z'))).toBe('2026-05-10T12:00:00.000Z');
  });
});
