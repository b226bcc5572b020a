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
import { noticeAddressInUse } from '../account-notices/account-notices.service.ts';
import { awardLoyalty } from '../activity/loyalty.service.ts';
import { claimGuestChats } from '../chat/chat.service.ts';
import { claimGuestFavorites } from '../favorites/favorites.service.ts';
import {
  createSession,
  destroySession,
  type IssuedSession,
  resolveSession,
  type Session,
} from '../sessions/sessions.service.ts';
import { createUser, findLoginCandidate, getAuthUser } from '../users/users.service.ts';
import { reserveLoginAttempt, settleLoginAttempt } from './login-limits.service.ts';
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

export const ACCOUNT_CREATED_MESSAGE = 'Account created successfully';

/**
 * Spec §7 register: creates a member ('user') or creator account. It does not sign in
 * (the page goes on to /login), but a guest's conversations and favourites already move to the account.
 *
 * An email that already has an account gets the same answer after the same work (the
 * password is hashed, an insert is tried, one write is made): its owner is told by email
 * instead, so the sign-up form cannot be used to find out who is registered.
 */
export async function registerAccount(
  ctx: AppContext,
  options: { body: RegisterBody; session: Session | null },
): Promise<RegisterResponse> {
  const { body } = options;
  const role = roleForAccountType(body.accountType);
  const result = await createUser(ctx, {
    username: body.username,
    email: body.email,
    role,
    hashPassword: () => hashPassword(body.password),
  });
  if (result.created) {
    await awardLoyalty(ctx, { userId: result.id, rule: 'welcome' });
    await adoptGuestData(ctx, options.session, result.id);
  } else {
    await noticeAddressInUse(ctx, { userId: result.owner.id, username: result.owner.username, email: body.email });
  }
  return { username: body.username, role, message: ACCOUNT_CREATED_MESSAGE };
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
  options: { body: LoginBody; session: Session | null; ip: string },
): Promise<LoginResult> {
  const { body } = options;
  const reserved = await reserveLoginAttempt(ctx, { email: body.email, ip: options.ip });
  const candidate = await findLoginCandidate(ctx, body.email);
  const ok = await verifyPassword(candidate?.passwordHash ?? null, body.password);
  // A right password on the wrong tab counts as a success: its owner is not guessing.
  await settleLoginAttempt(ctx, reserved, Boolean(candidate && ok));
  if (!candidate || !ok) throw new AppError('UNAUTHORIZED', INVALID_CREDENTIALS_MESSAGE);
  // Only someone who knows the password learns which tab the account belongs on.
  if (body.accountType === 'member' && candidate.role === 'creator') {
    throw new AppError('FORBIDDEN', CREATOR_ON_MEMBER_TAB_MESSAGE);
  }
  if (body.accountType === 'creator' && candidate.role === 'user') {
    throw new AppError('FORBIDDEN', MEMBER_ON_CREATOR_TAB_MESSAGE);
  }

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

/**
 * Checks a signed-in user's own password before a sensitive change (their email), under
 * the same limits as logging in: a stolen session cannot be used to guess it.
 */
export async function checkOwnPassword(
  ctx: AppContext,
  options: { userId: number; password: string; ip: string },
): Promise<boolean> {
  const { email } = await getAuthUser(ctx, options.userId);
  const reserved = await reserveLoginAttempt(ctx, { email, ip: options.ip });
  const candidate = await findLoginCandidate(ctx, email);
  const ok = await verifyPassword(candidate?.passwordHash ?? null, options.password);
  await settleLoginAttempt(ctx, reserved, ok);
  return ok;
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
