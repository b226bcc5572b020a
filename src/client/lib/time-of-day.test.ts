import { describe, expect, it, vi } from 'vitest';
import { timeOfDay } from './time-of-day.ts';

describe('timeOfDay', () => {
  it('writes every minute of the day in en-US exactly as Intl does', () => {
    const intl = new Intl.DateTimeFormat('en-US', { hour: '2-digit', minute: '2-digit' });
    for (let minute = 0; minute < 24 * 60; minute++) {
      const date = new Date(2026, 10, 28, Math.floor(minute / 60), minute % 60, 42);
      expect(timeOfDay(date, 'en-US')).toBe(intl.format(date));
    }
  });

  it('shows midnight and noon as a 12-hour clock does', () => {
    expect(timeOfDay(new Date(2026, 0, 1, 0, 5), 'en-US')).toBe('12:05 AM');
    expect(timeOfDay(new Date(2026, 0, 1, 12, 0), 'en-US')).toBe('12:00 PM');
  });

  it("leaves any other language to the browser's Intl", async () => {
    // Node's own default locale writes en-US, like the hand path: a stand-in Intl tells them apart.
    vi.resetModules();
    vi.stubGlobal('Intl', {
      ...Intl,
      DateTimeFormat: class {
        format = () => 'from Intl';
      },
    });
    try {
      const fresh = await import('./time-of-day.ts');
      expect(fresh.timeOfDay(new Date(2026, 0, 1, 20, 5), 'de-DE')).toBe('from Intl');
      expect(fresh.timeOfDay(new Date(2026, 0, 1, 20, 5), 'en-US')).toBe('08:05 PM');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
