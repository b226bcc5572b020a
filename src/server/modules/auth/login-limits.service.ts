import { isIPv6 } from 'node:net';
import type { AppContext } from '../../context.ts';
import { withTransaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import * as repo from './auth.repo.ts';

/**
 * Password-guessing limits, kept in the database so every instance shares them, and keyed
 * by the email as typed (normalised) whether or not such an account exists, so the limits
 * themselves reveal nothing about who is registered.
 *
 * - One address and one account: LOGIN_MAX_FAILURES attempts per LOGIN_LOCKOUT_MINUTES
 *   window, then a hard 429 until the window ends. This locks the guesser, not the owner.
 * - The account from every address it has not signed in from lately: the same number of
 *   free attempts, then each next one must wait twice as long as the one before (30 s,
 *   1 min, 2 min … up to the lockout window). Spreading guesses over many addresses buys
 *   an attacker about one guess per window, while the owner, from an address they signed
 *   in from, is never held back by what strangers do.
 *
 * Each attempt is reserved (counted) before the password is checked, with a compare-and-
 * set on the counter: 25 parallel guesses get exactly LOGIN_MAX_FAILURES checks.
 */

/** The first account-wide delay; each further attempt doubles it, up to the lockout window. */
const FIRST_DELAY_MS = 30_000;
/**
 * An address the owner signed in from within this many days is theirs: long enough for a
 * home or office line, short enough that an address handed to someone else stops counting.
 */
const KNOWN_ADDRESS_DAYS = 90;
/** Compare-and-set rounds before a request under heavy contention is simply refused. */
const MAX_ROUNDS = 8;
/** The account as a whole, from every address. */
const EVERY_ADDRESS = '';

/**
 * The address a limit is kept for: IPv4 as is (an IPv4-mapped IPv6 address as its IPv4
 * form), IPv6 by its /64 prefix, which one subscriber usually holds whole.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])) : [];
  const groups = ip.includes('::')
    ? [...headGroups, ...Array<string>(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill('0'), ...tailGroups]
    : headGroups;
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

export interface LoginAttempt {
  /** The normalised email as typed. */
  email: string;
  /** The caller's address (request.ip). */
  ip: string;
}

function tooManyAttempts(waitMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  const minutes = Math.ceil(seconds / 60);
  const wait =
    seconds < 60 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return new AppError('TOO_MANY_REQUESTS', `Too many failed login attempts. Please try again in ${wait}.`, {
    headers: { 'Retry-After': String(seconds) },
  });
}

type Decision = { next: repo.AttemptsRow } | { retryAt: number };

/** Takes one attempt from a counter, or throws the 429 saying when to come back. */
async function reserve(
  ctx: AppContext,
  key: repo.AttemptsKey,
  decide: (row: repo.AttemptsRow | undefined, now: number) => Decision,
): Promise<void> {
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const now = ctx.clock.now().getTime();
    const row = await repo.findAttempts(ctx.db, key);
    const decision = decide(row, now);
    if ('retryAt' in decision) throw tooManyAttempts(decision.retryAt - now);
    const won = row
      ? await repo.replaceAttempts(ctx.db, key, row, decision.next)
      : await repo.insertAttempts(ctx.db, key, decision.next);
    if (won) return;
  }
  throw tooManyAttempts(1000);
}

/** One address guessing one account: a hard limit per window. */
function addressDecision(ctx: AppContext) {
  const { loginMaxFailures, loginLockoutMs } = ctx.config.auth;
  return (row: repo.AttemptsRow | undefined, now: number): Decision => {
    const started = row ? Date.parse(row.window_started_at) : now;
    if (!row || started + loginLockoutMs <= now) {
      return { next: { attempts: 1, window_started_at: new Date(now).toISOString(), next_attempt_at: null } };
    }
    if (row.attempts >= loginMaxFailures) return { retryAt: started + loginLockoutMs };
    return { next: { ...row, attempts: row.attempts + 1 } };
  };
}

/** The account from unknown addresses: free attempts, then doubling delays. */
function accountDecision(ctx: AppContext) {
  const { loginMaxFailures, loginLockoutMs } = ctx.config.auth;
  /** The wait after the n-th attempt of a window: none while free, then doubling. */
  const delayAfter = (attempts: number): number | null => {
    const beyond = attempts - loginMaxFailures;
    return beyond < 0 ? null : Math.min(loginLockoutMs, FIRST_DELAY_MS * 2 ** Math.min(beyond, 20));
  };
  return (row: repo.AttemptsRow | undefined, now: number): Decision => {
    const nextAt = row?.next_attempt_at ? Date.parse(row.next_attempt_at) : null;
    if (nextAt !== null && nextAt > now) return { retryAt: nextAt };
    // Quiet for a whole window since the last allowed moment: the account starts afresh.
    const fresh = !row || (nextAt ?? Date.parse(row.window_started_at)) + loginLockoutMs <= now;
    const attempts = fresh || !row ? 1 : row.attempts + 1;
    const delay = delayAfter(attempts);
    return {
      next: {
        attempts,
        window_started_at: fresh || !row ? new Date(now).toISOString() : row.window_started_at,
        next_attempt_at: delay === null ? null : new Date(now + delay).toISOString(),
      },
    };
  };
}

const knownSince = (ctx: AppContext) =>
  new Date(ctx.clock.now().getTime() - KNOWN_ADDRESS_DAYS * 86_400_000).toISOString();

/**
 * Counts this attempt before the password is checked, or throws a 429 with Retry-After.
 * Returns what `settleLoginAttempt` needs once the outcome is known.
 */
export async function reserveLoginAttempt(ctx: AppContext, attempt: LoginAttempt): Promise<ReservedAttempt> {
  const address = addressKey(attempt.ip);
  await reserve(ctx, { accountKey: attempt.email, address }, addressDecision(ctx));
  const known = await repo.isKnownAddress(ctx.db, { accountKey: attempt.email, address }, knownSince(ctx));
  if (!known) await reserve(ctx, { accountKey: attempt.email, address: EVERY_ADDRESS }, accountDecision(ctx));
  return { email: attempt.email, address, accountWide: !known };
}

export interface ReservedAttempt {
  email: string;
  address: string;
  /** Whether the account-wide counter was charged too (an address not known for the account). */
  accountWide: boolean;
}

/**
 * The password was right: the address's counter ends, the account-wide attempt is given
 * back, and the address becomes one the account is known to sign in from. A wrong one
 * stays counted.
 */
export async function settleLoginAttempt(ctx: AppContext, reserved: ReservedAttempt, correct: boolean): Promise<void> {
  const now = ctx.clock.now();
  const key = { accountKey: reserved.email, address: reserved.address };
  if (!correct) return;
  // One commit (one fsync on SQLite) for the three writes.
  await withTransaction(ctx, async (tx) => {
    await repo.deleteAttempts(tx.db, key);
    if (reserved.accountWide) await repo.refundAttempt(tx.db, { accountKey: reserved.email, address: EVERY_ADDRESS });
    await repo.rememberAddress(tx.db, key, now.toISOString(), knownSince(ctx));
  });
}

/**
 * Sweeps what counts for nothing any more (the hourly job 'prune-login-limits'): counters
 * whose window and delay both ended, and addresses not signed in from for 90 days, of
 * every account. Returns the rows removed.
 */
export async function pruneLoginLimits(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  const counters = await repo.deleteAttemptsBefore(
    ctx.db,
    new Date(now.getTime() - ctx.config.auth.loginLockoutMs).toISOString(),
  );
  return counters + (await repo.deleteKnownAddressesBefore(ctx.db, knownSince(ctx)));
}

/** Forgets an account's login counters (after a password reset: the owner proved who they are). */
export async function clearLoginLimits(ctx: AppContext, email: string): Promise<void> {
  await repo.deleteAccountAttempts(ctx.db, email);
}

/** After an email change: the addresses the owner signs in from are still theirs. */
export async function moveLoginHistory(ctx: AppContext, options: { from: string; to: string }): Promise<void> {
  await repo.moveKnownAddresses(ctx.db, options.from, options.to);
}
