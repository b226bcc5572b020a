import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthUser } from '../../../../shared/contracts/auth.ts';
import { ApiError, getJson } from '../../../lib/api-client.ts';
import { appConfig } from '../../../lib/app-config.ts';
import { authKeys } from '../../../lib/query-keys.ts';

/** The signed-in user, or null on 401; any other failure is 'Failed to fetch user data'. */
export async function getCurrentUser(): Promise<AuthUser | null> {
  try {
    return await getJson<AuthUser>('/api/auth/user', { on401: 'returnNull' });
  } catch (error) {
    if (error instanceof ApiError) throw new Error('Failed to fetch user data');
    throw error;
  }
}

export const currentUserQueryOptions = queryOptions({
  queryKey: authKeys.user(),
  queryFn: getCurrentUser,
  retry: false,
  // Spec §8: the failure is thrown, not told; the visitor is treated as signed out.
  meta: { errorToast: false },
});

// The page arrives knowing who is signed in (index.html); that answer seeds the query once,
// so a later reset never brings back a user who has since signed out.
let pageUser = appConfig.initialUser;
function takePageUser(): AuthUser | null | undefined {
  const user = pageUser;
  pageUser = undefined;
  return user;
}

export function useCurrentUser() {
  return useQuery({ ...currentUserQueryOptions, initialData: takePageUser });
}
