import { describe, expect, it } from 'vitest';
import { matchRoute, parseRouteId, ROUTES, screenExport } from './routes.ts';

describe('the route table', () => {
  it('derives export names from screen names', () => {
    expect(screenExport('avatar-chat')).toBe('AvatarChatPage');
    expect(screenExport('nqw')).toBe('NqwPage');
    expect(screenExport('not-found')).toBe('NotFoundPage');
  });

  it('has one route per path', () => {
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
  });

  it('matches paths to routes, with their parameters, trailing slashes aside', () => {
    expect(matchRoute('/')?.route.path).toBe('/');
    expect(matchRoute('/welcome')?.route.path).toBe('/welcome');
    expect(matchRoute('/welcome/')?.route.path).toBe('/welcome');
    expect(matchRoute('/avatar/12')).toMatchObject({ route: { path: '/avatar/:id' }, params: { id: '12' } });
    expect(matchRoute('/avatar-chat/7/')).toMatchObject({ route: { path: '/avatar-chat/:id' }, params: { id: '7' } });
  });

  it('matches no route for unknown paths, dotted paths and ids that cannot exist', () => {
    for (const path of [
      '//',
      '/nope',
      '/welcome/x',
      '/terms.html',
      '/avatar',
      '/avatar/1.5',
      '/avatar/abc',
      '/avatar/0',
    ]) {
      expect(matchRoute(path), path).toBeUndefined();
    }
  });

  it('reads route ids as positive 32-bit integers', () => {
    expect(parseRouteId('1')).toBe(1);
    expect(parseRouteId('2147483647')).toBe(2_147_483_647);
    for (const raw of [undefined, '', '0', '-1', '1.0', '01x', '2147483648', '99999999999']) {
      expect(parseRouteId(raw), String(raw)).toBeNull();
    }
  });
});
