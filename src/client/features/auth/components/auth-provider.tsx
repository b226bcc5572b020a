import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { AuthUser } from '../../../../shared/contracts/auth.ts';
import { useCurrentUser } from '../api/get-current-user.ts';

export interface AuthState {
  user: AuthUser | null;
  isAuthenticated: boolean;
  isLoading: boolean;
}

const AuthContext = createContext<AuthState | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const query = useCurrentUser();
  const value = useMemo<AuthState>(
    () => ({ user: query.data ?? null, isAuthenticated: Boolean(query.data), isLoading: query.isPending }),
    [query.data, query.isPending],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** Spec §8: using the hook outside its provider throws. */
export function useAuth(): AuthState {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
