import { useLocation } from 'react-router';

/** Pages a sign-in never returns to (it would loop, or land on a spent link). */
const AUTH_PAGES = new Set(['/login', '/signup', '/forgot-password', '/reset-password']);
const BASE = 'http://return-path.invalid';

/**
 * The page a sign-in should come back to, if `raw` is one: a path of this site (same
 * origin, relative, starting with a single '/'), never another origin ('//evil.example',
 * '/\evil.example', 'https://…'), never an auth page, and not the guest-only home page
 * (signed in, it is the dashboard anyway). Backslashes and control characters are refused
 * outright: browsers rewrite them ('/\t/evil.example' becomes '//evil.example').
 */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 2048 || !raw.startsWith('/') || raw.startsWith('//')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\\\u0000-\u001f\u007f]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const path = url.pathname.replace(/\/+$/, '') || '/';
  if (path === '/' || AUTH_PAGES.has(path)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `/login` or `/signup` with the creator tab and the page to come back to. */
export function authPath(
  page: '/login' | '/signup' | '/forgot-password',
  options: { returnTo?: string | null; creator?: boolean } = {},
): string {
  const params = new URLSearchParams();
  if (options.creator) params.set('tab', 'creator');
  const returnTo = safeReturnPath(options.returnTo);
  if (returnTo) params.set('redirect', returnTo);
  const qs = params.toString();
  return qs ? `${page}?${qs}` : page;
}

/**
 * Where a sign-in started here should come back to: on an auth page, the page it was
 * itself started from (its `redirect`), so login ↔ signup keeps it; elsewhere this page.
 */
export function useReturnPath(): string | null {
  const location = useLocation();
  if (AUTH_PAGES.has(location.pathname.replace(/\/+$/, ''))) {
    return safeReturnPath(new URLSearchParams(location.search).get('redirect'));
  }
  return safeReturnPath(`${location.pathname}${location.search}${location.hash}`);
}
