import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthUser } from '../../../../shared/contracts/auth.ts';
import { ApiError, getJson } from '../../../lib/api-client.ts';
import { currentUserQueryKey } from '../../../lib/query-keys.ts';

export { currentUserQueryKey };

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
  queryKey: currentUserQueryKey,
  queryFn: getCurrentUser,
  retry: false,
});

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions);
}
