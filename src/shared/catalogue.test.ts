import { describe, expect, it } from 'vitest';
import { avatarPortrait } from './catalogue.ts';

describe('avatarPortrait', () => {
  it('uses mainImage, else profileImage, else placeholder (id mod 5) + 1', () => {
    const base = { id: 7 };
    expect(avatarPortrait({ ...base, mainImage: '/m.svg', profileImage: '/p.svg' })).toBe('/m.svg');
    expect(avatarPortrait({ ...base, mainImage: null, profileImage: '/p.svg' })).toBe('/p.svg');
    expect(avatarPortrait({ ...base, mainImage: null, profileImage: null })).toBe('/media/placeholders/3.svg');
    expect(avatarPortrait({ ...base, id: 10, mainImage: null, profileImage: null })).toBe('/media/placeholders/1.svg');
  });
});
