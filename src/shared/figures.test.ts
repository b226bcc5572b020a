import { describe, expect, it } from 'vitest';
import { formatCount, formatMoney } from './figures.ts';

const intlCount = new Intl.NumberFormat('en-US');
const intlMoney = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Every length of integer up to 2^53, both signs, with the digits that carry round. */
const samples = [
  0,
  1,
  9,
  10,
  99,
  100,
  999,
  1000,
  1001,
  9999,
  10000,
  99999,
  100000,
  123456,
  999999,
  1000000,
  1234567,
  12345678,
  987654321,
  1000000000,
  2 ** 31,
  2 ** 32 + 7,
  999999999999999,
  Number.MAX_SAFE_INTEGER,
].flatMap((n) => [n, -n].filter((v) => !Object.is(v, -0)));

describe('formatCount', () => {
  it('writes integers exactly as Intl en-US does', () => {
    for (const n of samples) expect(formatCount(n), String(n)).toBe(intlCount.format(n));
  });

  it('hands what is not a plain integer to Intl', () => {
    for (const n of [-0, 0.5, 1234.5678, -1234.5, 2 ** 60, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(formatCount(n), String(n)).toBe(intlCount.format(n));
    }
  });

  it('groups by threes', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(-1000)).toBe('-1,000');
  });
});

describe('formatMoney', () => {
  it('writes integer minor units exactly as Intl en-US dollars do', () => {
    const cents = samples
      .flatMap((n) => [n, n + (n < 0 ? -5 : 5), Math.trunc(n / 7)])
      .filter((n) => Math.abs(n) < 1e15);
    for (const n of cents) {
      if (Object.is(n, -0)) continue;
      expect(formatMoney(n), String(n)).toBe(intlMoney.format(n / 100));
    }
  });

  it('hands what is not a plain integer to Intl', () => {
    for (const n of [-0, 1499.5, 0.4, -250.75, 1e15, -1e15 - 1, Number.MAX_SAFE_INTEGER, 2 ** 60])
      expect(formatMoney(n), String(n)).toBe(intlMoney.format(n / 100));
  });

  it('shows cents and sign the way a price reads', () => {
    expect(formatMoney(1499)).toBe('$14.99');
    expect(formatMoney(5)).toBe('$0.05');
    expect(formatMoney(100000)).toBe('$1,000.00');
    expect(formatMoney(-500)).toBe('-$5.00');
  });
});
