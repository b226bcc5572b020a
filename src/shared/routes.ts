/**
 * The spec's route table (plus the password-reset and email-confirmation pages the
 * accounts flow needs). The server answers unknown paths with the SPA and a 404 status;
 * the client shows the not-found screen for them.
 */
export const ROUTE_PATTERNS = [
  '/',
  '/welcome',
  '/profile',
  '/avatar/:id',
  '/avatars',
  '/avatar-chat/:id',
  '/nqw',
  '/nqw-waitlist',
  '/contact',
  '/login',
  '/signup',
  '/terms',
  '/privacy',
  '/creator-portal',
  '/become-creator',
  '/forgot-password',
  '/reset-password',
  '/confirm-email',
  // The member's subscriptions and receipts, and the test payment provider's checkout page.
  '/billing',
  '/test-checkout/:id',
] as const;

export type RoutePattern = (typeof ROUTE_PATTERNS)[number];

function matches(pattern: string, pathname: string): boolean {
  const a = pattern.split('/');
  const b = pathname.replace(/\/+$/, '').split('/');
  if (pathname === '/') return pattern === '/';
  if (a.length !== b.length) return false;
  return a.every((seg, i) => (seg.startsWith(':') ? parseRouteId(b[i]) !== null : seg === b[i]));
}

/**
 * The pattern of the route table a path belongs to, if any. An `:id` segment must be a
 * route id: '/avatar/1.5' or '/avatar/abc' names no page (the not-found screen).
 */
export function matchRoute(pathname: string): RoutePattern | undefined {
  return ROUTE_PATTERNS.find((p) => matches(p, pathname));
}

/** Route ids (`/avatar/:id`) are positive integers; anything else names nothing that can exist. */
export function parseRouteId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}
