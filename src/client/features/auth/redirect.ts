import type { UserRole } from '../../../shared/contracts/auth.ts';

/**
 * Where to go after signing in: back to the page a guard sent the visitor away from (only
 * a same-site path, never '//evil.example'), else the member dashboard or creator portal.
 */
export function destinationAfterLogin(redirect: string | null, role: UserRole): string {
  if (redirect?.startsWith('/') && !redirect.startsWith('//') && !redirect.startsWith('/\\')) {
    const path = redirect.split(/[?#]/)[0];
    if (path !== '/login' && path !== '/signup') return redirect;
  }
  return role === 'creator' ? '/creator-portal' : '/welcome';
}

/** The login page for the same place, keeping the redirect a guard asked for. */
export function loginPath(options: { redirect?: string | null; creator?: boolean } = {}): string {
  const params = new URLSearchParams();
  if (options.creator) params.set('tab', 'creator');
  if (options.redirect) params.set('redirect', options.redirect);
  const qs = params.toString();
  return qs ? `/login?${qs}` : '/login';
}
