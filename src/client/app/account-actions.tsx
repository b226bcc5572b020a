import { LogOut, UserRound } from 'lucide-react';
import { Button } from '../components/ui/button.tsx';
import { Link } from '../components/ui/link.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { useLogout } from '../features/auth/api/logout.ts';
import { useAuth } from '../features/auth/components/auth-provider.tsx';
import { cn } from '../lib/cn.ts';
import { authPath, useReturnPath } from '../lib/return-path.ts';

/** My Profile + Logout when signed in; Login + Sign Up otherwise. */
export function AccountActions({ className, stacked = false }: { className?: string; stacked?: boolean }) {
  const { isAuthenticated } = useAuth();
  const logout = useLogout();
  // Signing in from here comes back here (the guest-only home page and the auth pages aside).
  const returnTo = useReturnPath();
  if (isAuthenticated) {
    return (
      <div className={cn('flex gap-2', stacked && 'flex-col', className)}>
        <Button asChild variant="ghost" size="sm">
          <Link to="/welcome">
            <UserRound aria-hidden="true" />
            My Profile
          </Link>
        </Button>
        <Button variant="outline" size="sm" onClick={() => logout.mutate()} disabled={logout.isPending}>
          {logout.isPending ? <Spinner /> : <LogOut aria-hidden="true" />}
          Logout
        </Button>
      </div>
    );
  }
  return (
    <div className={cn('flex gap-2', stacked && 'flex-col', className)}>
      <Button asChild variant="ghost" size="sm">
        <Link to={authPath('/login', { returnTo })}>Login</Link>
      </Button>
      <Button asChild size="sm">
        <Link to={authPath('/signup', { returnTo })}>Sign Up</Link>
      </Button>
    </div>
  );
}
