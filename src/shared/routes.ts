import type { AuthUser } from './contracts/auth.ts';
import type { Avatar, AvatarProfile } from './contracts/avatars.ts';

/** Explore's first page of avatars for the search and category in the page's address. */
export interface AvatarListPage {
  /** The address's `q`, trimmed ('' for none). */
  search: string;
  /** The address's `category` ('all' for none). */
  category: string;
  /** As GET /api/avatars answers that search and category, EXPLORE_PAGE_SIZE at most. */
  avatars: Avatar[];
}

/**
 * What the server can write into a page's app-config (index.html) so its screen starts
 * without asking the API, by app-config field. The server module that owns each one
 * provides it (the SPA plugin imports no module).
 */
export interface PageData {
  /** On every page: who was signed in when it was served (null for a guest). */
  initialUser: AuthUser | null;
  /** On an avatar's pages: that avatar, as GET /api/avatars/:id answers it. */
  initialAvatar: AvatarProfile;
  /** On Explore: its first page; null when the address asks for no valid page (the screen asks the API and says why). */
  initialAvatarPage: AvatarListPage | null;
}

export type PageDataName = keyof PageData;

/** Page data every page carries, whatever its route. */
export const EVERY_PAGE_DATA = ['initialUser'] as const satisfies readonly PageDataName[];

/** Page data a route can ask for: the page names a thing, and without it the page is not found. */
export type RoutePageDataName = Exclude<PageDataName, (typeof EVERY_PAGE_DATA)[number]>;

export interface RouteEntry {
  /** The path pattern; a `:param` segment must be a route id (see parseRouteId). */
  readonly path: string;
  /** Its screen: `src/client/pages/<screen>/<screen>-page.tsx`, exporting `<Screen>Page` (see screenModule). */
  readonly screen: string;
  /** Guests only (a member is sent to /welcome) or members only (a guest is sent to /login). */
  readonly access?: 'guests' | 'members';
  /** A members' screen that stays when the session ends under it, to say so itself. */
  readonly keepOnSessionEnd?: true;
  /**
   * The thing the page is about, embedded in the page by the server and prefetched by the
   * client for the first screen. When the server finds none (undefined), the page is a 404;
   * null is found, with nothing to embed.
   */
  readonly pageData?: RoutePageDataName;
  /** The page data's image is the screen's largest paint: the page preloads it. */
  readonly preloadImage?: true;
}

/**
 * The route table: the spec's routes, plus the password-reset and email-confirmation pages
 * the accounts flow needs. Read by the client router, the server (which answers unknown
 * paths with the not-found screen and a 404) and the build (which preloads each path's
 * screen with the page).
 */
export const ROUTES = [
  { path: '/', screen: 'home', access: 'guests' },
  { path: '/welcome', screen: 'welcome', access: 'members' },
  // The profile page shows 'Access Denied' itself if the session ends while it is open.
  { path: '/profile', screen: 'profile', access: 'members', keepOnSessionEnd: true },
  { path: '/avatar/:id', screen: 'avatar-profile', pageData: 'initialAvatar', preloadImage: true },
  { path: '/avatars', screen: 'avatars', pageData: 'initialAvatarPage', preloadImage: true },
  { path: '/avatar-chat/:id', screen: 'avatar-chat', pageData: 'initialAvatar' },
  { path: '/nqw', screen: 'nqw' },
  { path: '/nqw-waitlist', screen: 'nqw-waitlist' },
  { path: '/contact', screen: 'contact' },
  { path: '/login', screen: 'login' },
  { path: '/signup', screen: 'signup' },
  { path: '/terms', screen: 'terms' },
  { path: '/privacy', screen: 'privacy' },
  { path: '/creator-portal', screen: 'creator-portal' },
  { path: '/become-creator', screen: 'become-creator' },
  { path: '/forgot-password', screen: 'forgot-password' },
  { path: '/reset-password', screen: 'reset-password' },
  { path: '/confirm-email', screen: 'confirm-email' },
  // The member's subscriptions and receipts, and the test payment provider's checkout page.
  { path: '/billing', screen: 'billing', access: 'members' },
  { path: '/test-checkout/:id', screen: 'test-checkout', access: 'members' },
] as const satisfies readonly RouteEntry[];

export type Route = (typeof ROUTES)[number];

/** The screen of every path the table does not name; its preloads are listed under '*'. */
export const NOT_FOUND_SCREEN = 'not-found';
export const NOT_FOUND_KEY = '*';

export type ScreenName = Route['screen'] | typeof NOT_FOUND_SCREEN;

/** A screen's module, relative to src/client. */
export function screenModule(screen: ScreenName): string {
  return `pages/${screen}/${screen}-page.tsx`;
}

/** The component a screen's module exports: 'avatar-chat' -> 'AvatarChatPage'. */
export function screenExport(screen: ScreenName): string {
  return `${screen.replace(/(^|-)([a-z])/g, (_m, _dash, letter: string) => letter.toUpperCase())}Page`;
}

export interface RouteMatch {
  route: RouteEntry;
  params: Record<string, string>;
}

/**
 * The route a path belongs to, with its parameters, if any. A `:param` segment must be a
 * route id: '/avatar/1.5' or '/avatar/abc' names no page (the not-found screen).
 */
export function matchRoute(pathname: string): RouteMatch | undefined {
  const segments = pathname.replace(/\/+$/, '').split('/');
  for (const route of ROUTES as readonly RouteEntry[]) {
    if (pathname === '/' || route.path === '/') {
      if (pathname === route.path) return { route, params: {} };
      continue;
    }
    const pattern = route.path.split('/');
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const fits = pattern.every((part, i) => {
      const segment = segments[i] ?? '';
      if (!part.startsWith(':')) return part === segment;
      params[part.slice(1)] = segment;
      return parseRouteId(segment) !== null;
    });
    if (fits) return { route, params };
  }
  return undefined;
}

/** Route ids (`/avatar/:id`) are positive integers; anything else names nothing that can exist. */
export function parseRouteId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}
