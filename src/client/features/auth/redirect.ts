import type { UserRole } from '../../../shared/contracts/auth.ts';
import { safeReturnPath } from '../../lib/return-path.ts';

/**
 * Where to go after signing in: back to the page the sign-in was started from (a checked
 * same-site path), else the member dashboard or the creator portal (spec §2).
 */
export function destinationAfterLogin(redirect: string | null, role: UserRole): string {
  return safeReturnPath(redirect) ?? (role === 'creator' ? '/creator-portal' : '/welcome');
}

/** What sign-up hands the login page (history state, so the email never sits in the address). */
export interface AccountCreatedState {
  accountCreated: { email: string };
}

export function accountCreatedEmail(state: unknown): string | null {
  const email = (state as Partial<AccountCreatedState> | null)?.accountCreated?.email;
  return typeof email === 'string' ? email : null;
}
