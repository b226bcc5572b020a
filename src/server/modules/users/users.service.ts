import type { AuthUser, UserRole } from '../../../shared/contracts/auth.ts';
import { EMAIL_CHANGE_NOTE, type UpdateProfileBody } from '../../../shared/contracts/users.ts';
import { usernameKeyOf } from '../../../shared/usernames.ts';
import type { AppContext } from '../../context.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import * as repo from './users.repo.ts';

export async function getAuthUser(ctx: AppContext, userId: number): Promise<AuthUser> {
  const row = await repo.findUserById(ctx.db, userId);
  if (!row) throw notFound('User not found');
  return {
    id: row.id,
    username: row.username,
    displayName: row.display_name,
    email: row.email,
    bio: row.bio,
    profileImageUrl: row.profile_image_url,
    loyaltyPoints: row.loyalty_points,
    role: row.role,
  };
}

export interface LoginCandidate {
  id: number;
  username: string;
  displayName: string | null;
  role: UserRole;
  passwordHash: string | null;
}

/** The account behind a (normalised) email, with its password hash, for signing in. */
export async function findLoginCandidate(ctx: AppContext, email: string): Promise<LoginCandidate | null> {
  const row = await repo.findCredentialsByEmail(ctx.db, email);
  if (!row) return null;
  return {
    id: row.id,
    username: row.username,
    displayName: row.display_name,
    role: row.role,
    passwordHash: row.password_hash,
  };
}

export const DUPLICATE_USERNAME_MESSAGE = 'This username is already taken';

function usernameTaken(): AppError {
  return new AppError('CONFLICT', DUPLICATE_USERNAME_MESSAGE, {
    issues: [{ path: 'username', message: DUPLICATE_USERNAME_MESSAGE }],
  });
}

export type CreateUserResult =
  | { created: true; id: number; username: string; role: UserRole }
  | { created: false; owner: { id: number; username: string; email: string } };

/**
 * Creates an account; the email (already normalised) and the username (by its key) are
 * unique. A taken username is a 409 naming the field: usernames are public handles, shown
 * on every profile. A taken email is not an error: the caller answers as for a new account
 * and learns who owns the address. The password is hashed either way (the same work).
 */
export async function createUser(
  ctx: AppContext,
  options: { username: string; email: string; role: 'user' | 'creator'; hashPassword: () => Promise<string> },
): Promise<CreateUserResult> {
  const usernameKey = usernameKeyOf(options.username);
  if (await repo.usernameKeyExists(ctx.db, usernameKey)) throw usernameTaken();
  const passwordHash = await options.hashPassword();
  const now = ctx.clock.now().toISOString();
  const id = await repo.insertUser(ctx.db, {
    username: options.username,
    username_key: usernameKey,
    email: options.email,
    password_hash: passwordHash,
    role: options.role,
    display_name: null,
    bio: null,
    profile_image_url: null,
    created_at: now,
    updated_at: now,
  });
  if (id !== null) return { created: true, id, username: options.username, role: options.role };
  const owner = await repo.findCredentialsByEmail(ctx.db, options.email);
  if (owner) return { created: false, owner: { id: owner.id, username: owner.username, email: owner.email } };
  // Not the email: someone took the username between the check and the insert.
  throw usernameTaken();
}

/** Display name and bio change here; the email cannot (spec §2 Edit Profile). */
export async function updateProfile(
  ctx: AppContext,
  options: { userId: number } & UpdateProfileBody,
): Promise<AuthUser> {
  const current = await getAuthUser(ctx, options.userId);
  if (options.email !== current.email) {
    throw new AppError('BAD_REQUEST', EMAIL_CHANGE_NOTE, { issues: [{ path: 'email', message: EMAIL_CHANGE_NOTE }] });
  }
  await repo.updateUserProfile(ctx.db, options.userId, {
    display_name: options.displayName === '' ? null : options.displayName,
    bio: options.bio === '' ? null : options.bio,
    updated_at: ctx.clock.now().toISOString(),
  });
  return getAuthUser(ctx, options.userId);
}

/** Gives an account a new (normalised) email; false when another account holds it. */
export async function changeEmail(ctx: AppContext, options: { userId: number; email: string }): Promise<boolean> {
  return repo.updateEmail(ctx.db, options.userId, options.email, ctx.clock.now().toISOString());
}

export async function setPasswordHash(
  ctx: AppContext,
  options: { userId: number; passwordHash: string },
): Promise<void> {
  await repo.updatePasswordHash(ctx.db, options.userId, options.passwordHash, ctx.clock.now().toISOString());
}

/** Only the loyalty ledger calls this, inside the transaction that records the award. */
export async function addLoyaltyPoints(ctx: AppContext, options: { userId: number; points: number }): Promise<void> {
  await repo.incrementLoyaltyPoints(ctx.db, options.userId, options.points);
}
