import { describe, expect, it } from 'vitest';
import { latestPayoutDay, nextPayoutDay } from './payout-schedule.ts';

const iso = (d: Date) => d.toISOString().slice(0, 10);

describe('payout days', () => {
  it('monthly: the 1st of the month', () => {
    expect(iso(latestPayoutDay('monthly', new Date('2026-03-10T12:00:00Z')))).toBe('2026-03-01');
    expect(iso(latestPayoutDay('monthly', new Date('2026-03-01T00:00:00Z')))).toBe('2026-03-01');
    expect(iso(nextPayoutDay('monthly', new Date('2026-12-10T12:00:00Z')))).toBe('2027-01-01');
  });

  it('weekly: every Monday', () => {
    // 2026-03-16 is a Monday.
    expect(iso(latestPayoutDay('weekly', new Date('2026-03-15T23:59:00Z')))).toBe('2026-03-09');
    expect(iso(latestPayoutDay('weekly', new Date('2026-03-16T00:00:00Z')))).toBe('2026-03-16');
    expect(iso(nextPayoutDay('weekly', new Date('2026-03-16T08:00:00Z')))).toBe('2026-03-23');
  });

  it('bi-weekly: every other Monday (even weeks from Monday 2024-01-01)', () => {
    const latest = (d: string) => iso(latestPayoutDay('biweekly', new Date(`${d}T12:00:00Z`)));
    expect(['2026-03-09', '2026-03-16', '2026-03-22'].map(latest)).toEqual(['2026-03-09', '2026-03-09', '2026-03-09']);
    expect(['2026-03-23', '2026-04-05'].map(latest)).toEqual(['2026-03-23', '2026-03-23']);
    expect(latest('2026-04-06')).toBe('2026-04-06');
    expect(iso(nextPayoutDay('biweekly', new Date('2026-03-17T12:00:00Z')))).toBe('2026-03-23');
  });
});
