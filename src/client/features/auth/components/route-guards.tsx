import { useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageSpinner } from '../../../components/ui/spinner.tsx';
import { authPath } from '../../../lib/return-path.ts';
import { useAuth } from './auth-provider.tsx';

/**
 * Signed-out visitors go to /login, and come back here after signing in. With
 * `keepOnSessionEnd`, a page that was opened signed in stays mounted when the session
 * ends under it, so it can say so itself (the profile page's 'Access Denied').
 */
export function RequireAuth({ keepOnSessionEnd = false }: { keepOnSessionEnd?: boolean }) {
  const { isAuthenticated, isLoading } = useAuth();
  const location = useLocation();
  const wasAuthenticated = useRef(false);
  if (isAuthenticated) wasAuthenticated.current = true;
  if (isLoading) return <FullPageSpinner label="Checking your session" />;
  if (!isAuthenticated && !(keepOnSessionEnd && wasAuthenticated.current)) {
    return <Navigate to={authPath('/login', { returnTo: `${location.pathname}${location.search}` })} replace />;
  }
  return <Outlet />;
}

/** Guest-only screens send a signed-in visitor to the dashboard. */
export function GuestOnly() {
  const { isAuthenticated, isLoading } = useAuth();
  if (isLoading) return <FullPageSpinner label="Checking your session" />;
  if (isAuthenticated) return <Navigate to="/welcome" replace />;
  return <Outlet />;
}
