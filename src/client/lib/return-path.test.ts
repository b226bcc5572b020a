import { describe, expect, it } from 'vitest';
import { authPath, safeReturnPath } from './return-path.ts';

describe('safeReturnPath', () => {
  it('refuses anything that could leave the site (no open redirect)', () => {
    for (const bad of [
      '//evil.example',
      '//evil.example/avatar-chat/1',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/%0a',
      'https://evil.example',
      'http:/evil.example',
      'javascript:alert(1)',
      'data:text/html,hi',
      'avatar-chat/1',
      ' /avatar-chat/1',
      `/${'a'.repeat(3000)}`,
    ]) {
      const got = safeReturnPath(bad);
      expect(got === null || (got.startsWith('/') && !got.startsWith('//')), bad).toBe(true);
    }
    expect(safeReturnPath('//evil.example')).toBeNull();
    expect(safeReturnPath('/\\evil.example')).toBeNull();
    expect(safeReturnPath('/\t/evil.example')).toBeNull();
    expect(safeReturnPath('https://evil.example')).toBeNull();
    expect(safeReturnPath('javascript:alert(1)')).toBeNull();
  });

  it('keeps encoded text encoded and never loops back to the auth pages or the guest-only home', () => {
    expect(safeReturnPath('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
    for (const loop of [
      '/',
      '/login',
      '/login/',
      '/signup?tab=creator',
      '/forgot-password',
      '/reset-password#token=x',
    ]) {
      expect(safeReturnPath(loop), loop).toBeNull();
    }
  });
});

describe('authPath', () => {
  it('keeps the tab and a checked return path', () => {
    expect(authPath('/login')).toBe('/login');
    expect(authPath('/login', { creator: true })).toBe('/login?tab=creator');
    expect(authPath('/login', { returnTo: '/profile' })).toBe('/login?redirect=%2Fprofile');
    expect(authPath('/signup', { returnTo: '/avatar-chat/1', creator: true })).toBe(
      '/signup?tab=creator&redirect=%2Favatar-chat%2F1',
    );
    expect(authPath('/login', { returnTo: '//evil.example' })).toBe('/login');
  });
});
