import { describe, expect, it } from 'vitest';
import { destinationAfterLogin } from './redirect.ts';

describe('destinationAfterLogin', () => {
  it('goes to the dashboard or the creator portal when no return path was given', () => {
    expect(destinationAfterLogin(null, 'user')).toBe('/welcome');
    expect(destinationAfterLogin(null, 'creator')).toBe('/creator-portal');
    expect(destinationAfterLogin('', 'moderator')).toBe('/welcome');
  });

  it('returns to the same-site page the sign-in started from', () => {
    expect(destinationAfterLogin('/profile', 'user')).toBe('/profile');
    expect(destinationAfterLogin('/avatar-chat/3?x=1', 'creator')).toBe('/avatar-chat/3?x=1');
    expect(destinationAfterLogin('/avatars?q=nova#top', 'user')).toBe('/avatars?q=nova#top');
  });

  it('never leaves the site for a return path it was handed', () => {
    for (const bad of ['//evil.example', '/\\evil.example', '/\t/evil.example', 'https://evil.example', '/login']) {
      expect(destinationAfterLogin(bad, 'user'), bad).toBe('/welcome');
    }
  });
});
