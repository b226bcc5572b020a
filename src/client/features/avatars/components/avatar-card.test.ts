import { describe, expect, it } from 'vitest';
import { avatarImageSrc } from './avatar-card.tsx';

describe('avatarImageSrc', () => {
  it('uses mainImage, else profileImage, else placeholder (id mod 5) + 1', () => {
    const base = { id: 7, name: 'A', tagline: '' };
    expect(avatarImageSrc({ ...base, mainImage: '/m.svg', profileImage: '/p.svg' })).toBe('/m.svg');
    expect(avatarImageSrc({ ...base, mainImage: null, profileImage: '/p.svg' })).toBe('/p.svg');
    expect(avatarImageSrc({ ...base, mainImage: null, profileImage: null })).toBe('/media/placeholders/3.svg');
    expect(avatarImageSrc({ ...base, id: 10, mainImage: null, profileImage: null })).toBe('/media/placeholders/1.svg');
  });
});
