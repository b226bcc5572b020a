import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageSpinner } from '../../../components/ui/spinner.tsx';
import { useAuth } from './auth-provider.tsx';

/** Signed-out visitors go to /login, and come back here after signing in. */
export function RequireAuth() {
  const { isAuthenticated, isLoading } = useAuth();
  const location = useLocation();
  if (isLoading) return <FullPageSpinner label="Checking your session" />;
  if (!isAuthenticated) {
    const from = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?redirect=${encodeURIComponent(from)}`} replace />;
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
