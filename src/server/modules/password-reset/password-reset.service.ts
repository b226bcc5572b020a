import { randomBytes } from 'node:crypto';
import { INVALID_RESET_TOKEN_MESSAGE, PASSWORD_RESET_TTL_MINUTES } from '../../../shared/contracts/password-reset.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { clearLoginLimits } from '../auth/login-limits.service.ts';
import { hashPassword } from '../auth/passwords.ts';
import { destroyUserSessions, hashToken } from '../sessions/sessions.service.ts';
import { findLoginCandidate, getAuthUser, setPasswordHash } from '../users/users.service.ts';
import { passwordResetEmail } from './password-reset.email.ts';
import * as repo from './password-reset.repo.ts';

const TTL_MS = PASSWORD_RESET_TTL_MINUTES * 60_000;
/** At most this many reset emails per account per hour, so nobody can flood an inbox. */
const MAX_EMAILS_PER_HOUR = 3;

/**
 * Emails a single-use link valid for an hour, when the address has an account. The answer
 * is the same either way, and everything that depends on the account (the lookup, the
 * token, the email) happens after answering, for known and unknown addresses alike, so
 * neither the answer nor its timing says whether the address is registered.
 */
export function requestPasswordReset(ctx: AppContext, options: { email: string }): void {
  ctx.background.run('password reset email', () => sendResetLink(ctx, options.email));
}

async function sendResetLink(ctx: AppContext, email: string): Promise<void> {
  const user = await findLoginCandidate(ctx, email);
  if (!user) return;
  const now = ctx.clock.now();
  const recent = await repo.countTokensSince(ctx.db, user.id, new Date(now.getTime() - 3_600_000).toISOString());
  if (recent >= MAX_EMAILS_PER_HOUR) {
    ctx.log.warn({ userId: user.id }, 'password reset email not sent: hourly limit reached');
    return;
  }
  const token = randomBytes(32).toString('base64url');
  await repo.insertResetToken(ctx.db, {
    id: hashToken(ctx, token),
    user_id: user.id,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + TTL_MS).toISOString(),
    used_at: null,
  });
  // Only from configuration, never from the request's Host header (which anyone can forge).
  // The token travels in the fragment: browsers never send it to the server, so it stays
  // out of access logs and Referer headers.
  const link = `${ctx.config.linkOrigin}/reset-password#token=${token}`;
  await ctx.mailer.send(passwordResetEmail({ to: email, username: user.username, link, brand: ctx.config.brand }));
}

/**
 * Sets a new password with a live token, once. Every session of that user ends, except
 * the one making the request if it is that user's own.
 */
export async function resetPassword(
  ctx: AppContext,
  options: { token: string; password: string; sessionId: string | null },
): Promise<void> {
  const passwordHash = await hashPassword(options.password);
  const now = ctx.clock.now().toISOString();
  const userId = await repo.consumeResetToken(ctx.db, hashToken(ctx, options.token), now);
  if (userId === null) {
    throw new AppError('BAD_REQUEST', INVALID_RESET_TOKEN_MESSAGE, {
      issues: [{ path: 'token', message: INVALID_RESET_TOKEN_MESSAGE }],
    });
  }
  await setPasswordHash(ctx, { userId, passwordHash });
  await repo.expireUserTokens(ctx.db, userId, now);
  await destroyUserSessions(ctx, userId, [options.sessionId]);
  const user = await getAuthUser(ctx, userId);
  await clearLoginLimits(ctx, user.email);
}

/** Deletes links past their expiry, used or not (the hourly job 'prune-password-reset-tokens'). */
export async function pruneResetTokens(ctx: AppContext): Promise<number> {
  return repo.deleteTokensBefore(ctx.db, ctx.clock.now().toISOString());
}
