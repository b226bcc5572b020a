import {
  type AuthUser,
  type LoginBody,
  type LoginResponse,
  type RegisterBody,
  type RegisterResponse,
  roleForAccountType,
} from '../../../shared/contracts/auth.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { awardLoyalty } from '../activity/loyalty.service.ts';
import { claimGuestChats } from '../chats/chats.service.ts';
import { claimGuestFavorites } from '../favorites/favorites.service.ts';
import {
  createSession,
  destroySession,
  type IssuedSession,
  resolveSession,
  type Session,
} from '../sessions/sessions.service.ts';
import { createUser, findLoginCandidate, getAuthUser } from '../users/users.service.ts';
import * as repo from './auth.repo.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';
export const CREATOR_ON_MEMBER_TAB_MESSAGE = 'This is a creator account. Please log in on the Creator tab.';
export const MEMBER_ON_CREATOR_TAB_MESSAGE = 'This is a member account. Please log in on the Member tab.';

/** A guest's chats and favourites become the account's; the guest session itself is left to the caller. */
async function adoptGuestData(ctx: AppContext, session: Session | null, userId: number): Promise<void> {
  if (!session || session.userId !== null) return;
  await claimGuestChats(ctx, { sessionId: session.id, userId });
  await claimGuestFavorites(ctx, { sessionId: session.id, userId });
}

/**
 * Spec §7 register: creates a member ('user') or creator account. It does not sign in
 * (the page goes on to /login), but a guest's conversations and favourites already move to the account.
 */
export async function registerAccount(
  ctx: AppContext,
  options: { body: RegisterBody; session: Session | null },
): Promise<RegisterResponse> {
  const { body } = options;
  const user = await createUser(ctx, {
    username: body.username,
    email: body.email,
    role: roleForAccountType(body.accountType),
    hashPassword: () => hashPassword(body.password),
  });
  await awardLoyalty(ctx, { userId: user.id, rule: 'welcome' });
  await adoptGuestData(ctx, options.session, user.id);
  return { ...user, message: 'Account created successfully' };
}

/**
 * Per-account brute-force limit, kept in the database so every instance shares it. It is
 * keyed by the email as typed (normalised), existing account or not, so it reveals nothing.
 */
async function refuseWhileLocked(ctx: AppContext, accountKey: string): Promise<void> {
  const { loginMaxFailures, loginLockoutMs } = ctx.config.auth;
  const since = new Date(ctx.clock.now().getTime() - loginLockoutMs).toISOString();
  const { count, oldest } = await repo.recentFailures(ctx.db, accountKey, since);
  if (count < loginMaxFailures || !oldest) return;
  const waitMs = Math.max(1000, new Date(oldest).getTime() + loginLockoutMs - ctx.clock.now().getTime());
  const minutes = Math.ceil(waitMs / 60_000);
  throw new AppError(
    'TOO_MANY_REQUESTS',
    `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    { headers: { 'Retry-After': String(Math.ceil(waitMs / 1000)) } },
  );
}

async function noteFailure(ctx: AppContext, accountKey: string): Promise<void> {
  const now = ctx.clock.now();
  await repo.insertFailure(ctx.db, accountKey, now.toISOString());
  await repo.deleteFailuresBefore(ctx.db, new Date(now.getTime() - ctx.config.auth.loginLockoutMs).toISOString());
}

/** Forgets an account's failed logins (after a successful login or a password reset). */
export async function clearLoginFailures(ctx: AppContext, email: string): Promise<void> {
  await repo.deleteFailures(ctx.db, email);
}

export interface LoginResult {
  issued: IssuedSession;
  user: LoginResponse;
}

/**
 * Spec §7 login. Wrong email and wrong password answer alike (message and timing). Every
 * login issues a new session id (no fixation); a guest's chats and favourites move to the account before
 * the guest session, and any earlier session carried by the request, is deleted.
 */
export async function logIn(
  ctx: AppContext,
  options: { body: LoginBody; session: Session | null },
): Promise<LoginResult> {
  const { body } = options;
  await refuseWhileLocked(ctx, body.email);
  const candidate = await findLoginCandidate(ctx, body.email);
  const ok = await verifyPassword(candidate?.passwordHash ?? null, body.password);
  if (!candidate || !ok) {
    await noteFailure(ctx, body.email);
    throw new AppError('UNAUTHORIZED', INVALID_CREDENTIALS_MESSAGE);
  }
  // Only someone who knows the password learns which tab the account belongs on.
  if (body.accountType === 'member' && candidate.role === 'creator') {
    throw new AppError('FORBIDDEN', CREATOR_ON_MEMBER_TAB_MESSAGE);
  }
  if (body.accountType === 'creator' && candidate.role === 'user') {
    throw new AppError('FORBIDDEN', MEMBER_ON_CREATOR_TAB_MESSAGE);
  }
  await clearLoginFailures(ctx, body.email);

  const issued = await createSession(ctx, { userId: candidate.id, persistent: body.rememberMe });
  issued.session.role = candidate.role;
  if (options.session) {
    await adoptGuestData(ctx, options.session, candidate.id);
    await destroySession(ctx, options.session.id);
  }
  return {
    issued,
    user: { id: candidate.id, username: candidate.username, displayName: candidate.displayName, role: candidate.role },
  };
}

export async function logOut(ctx: AppContext, options: { session: Session | null }): Promise<void> {
  if (options.session) await destroySession(ctx, options.session.id);
}

/** A signed-in member's first request of a (UTC) day earns the daily-visit points. */
export async function noteDailyVisit(ctx: AppContext, options: { userId: number }): Promise<void> {
  await awardLoyalty(ctx, { userId: options.userId, rule: 'dailyVisit' });
}

/** The signed-in user as the app starts with it (GET /api/auth/user, or index.html). */
export async function loadSignedInUser(ctx: AppContext, options: { userId: number }): Promise<AuthUser> {
  await noteDailyVisit(ctx, options);
  return getAuthUser(ctx, options.userId);
}

/**
 * The user behind a page request's cookie, or null: index.html carries it so the app
 * starts knowing who is signed in (no spinner, no 401 round trip for guests).
 */
export async function userForPageRequest(ctx: AppContext, token: string | undefined): Promise<AuthUser | null> {
  if (!token) return null;
  const session = await resolveSession(ctx, token);
  if (!session || session.userId === null) return null;
  return loadSignedInUser(ctx, { userId: session.userId });
}
