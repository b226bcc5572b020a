import { GREETING_AFTERNOON_HOUR, GREETING_EVENING_HOUR } from '../../../shared/constants.ts';
import type { AuthUser } from '../../../shared/contracts/auth.ts';

/** Spec §2: morning before 12, afternoon before 18, otherwise evening; display name, username or 'there'. */
export function greetingFor(hour: number, user: Pick<AuthUser, 'displayName' | 'username'> | null): string {
  const part = hour < GREETING_AFTERNOON_HOUR ? 'morning' : hour < GREETING_EVENING_HOUR ? 'afternoon' : 'evening';
  const name = user?.displayName?.trim() || user?.username?.trim() || 'there';
  return `Good ${part}, ${name}`;
}
