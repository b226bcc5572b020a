import { describe, expect, it } from 'vitest';
import { greetingFor } from './greeting.ts';

describe('greetingFor', () => {
  it('follows the hour thresholds 12 and 18', () => {
    const user = { displayName: 'Ana', username: 'ana_l' };
    expect(greetingFor(0, user)).toBe('Good morning, Ana');
    expect(greetingFor(11, user)).toBe('Good morning, Ana');
    expect(greetingFor(12, user)).toBe('Good afternoon, Ana');
    expect(greetingFor(17, user)).toBe('Good afternoon, Ana');
    expect(greetingFor(18, user)).toBe('Good evening, Ana');
    expect(greetingFor(23, user)).toBe('Good evening, Ana');
  });

  it('falls back from display name to username to there', () => {
    expect(greetingFor(9, { displayName: null, username: 'ana_l' })).toBe('Good morning, ana_l');
    expect(greetingFor(9, { displayName: '  ', username: 'ana_l' })).toBe('Good morning, ana_l');
    expect(greetingFor(9, { displayName: null, username: '' })).toBe('Good morning, there');
    expect(greetingFor(9, null)).toBe('Good morning, there');
  });
});
