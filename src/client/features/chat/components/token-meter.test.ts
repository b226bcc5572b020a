import { describe, expect, it } from 'vitest';
import { tokenMeterPercent } from './token-meter.tsx';

describe('tokenMeterPercent', () => {
  it('starts at 20, rises 5 per sent message and stops at 95', () => {
    expect(tokenMeterPercent(0)).toBe(20);
    expect(tokenMeterPercent(1)).toBe(25);
    expect(tokenMeterPercent(14)).toBe(90);
    expect(tokenMeterPercent(15)).toBe(95);
    expect(tokenMeterPercent(40)).toBe(95);
  });
});
