import { describe, expect, it } from 'vitest';
import { matchRoute, parseRouteId } from './routes.ts';

describe('matchRoute', () => {
  it('finds the pattern of a path, with or without a trailing slash', () => {
    expect(matchRoute('/')).toBe('/');
    expect(matchRoute('/avatars/')).toBe('/avatars');
    expect(matchRoute('/avatar/12')).toBe('/avatar/:id');
    expect(matchRoute('/avatar-chat/3/')).toBe('/avatar-chat/:id');
  });

  it('names no page for ids that are not route ids, or paths with a dot', () => {
    for (const path of ['/avatar/1.5', '/avatar/abc', '/avatar/0', '/avatar-chat/-1', '/terms.html', '/avatar/1/2']) {
      expect(matchRoute(path), path).toBeUndefined();
    }
  });
});

describe('parseRouteId', () => {
  it('accepts positive 32-bit integers written as digits only', () => {
    expect(parseRouteId('1')).toBe(1);
    expect(parseRouteId('2147483647')).toBe(2_147_483_647);
    for (const raw of [undefined, '', '0', '1.5', '1e3', ' 1', '2147483648', '+1']) {
      expect(parseRouteId(raw), String(raw)).toBeNull();
    }
  });
});
