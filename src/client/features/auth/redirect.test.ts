import { describe, expect, it } from 'vitest';
import { destinationAfterLogin, loginPath } from './redirect.ts';

describe('destinationAfterLogin', () => {
  it('goes to the dashboard or the creator portal by default', () => {
    expect(destinationAfterLogin(null, 'user')).toBe('/welcome');
    expect(destinationAfterLogin(null, 'creator')).toBe('/creator-portal');
  });

  it('returns to a same-site path a guard sent the visitor away from', () => {
    expect(destinationAfterLogin('/profile', 'user')).toBe('/profile');
    expect(destinationAfterLogin('/avatar-chat/3?x=1', 'creator')).toBe('/avatar-chat/3?x=1');
  });

  it('never leaves the site or loops back to the auth pages', () => {
    for (const bad of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '/login',
      '/signup?tab=creator',
    ]) {
      expect(destinationAfterLogin(bad, 'user'), bad).toBe('/welcome');
    }
  });
});

describe('loginPath', () => {
  it('keeps the tab and the redirect', () => {
    expect(loginPath()).toBe('/login');
    expect(loginPath({ creator: true })).toBe('/login?tab=creator');
    expect(loginPath({ redirect: '/profile' })).toBe('/login?redirect=%2Fprofile');
  });
});
