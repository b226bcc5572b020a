import { randomBytes } from 'node:crypto';
import {
  CURRENT_PASSWORD_REQUIRED_MESSAGE,
  CURRENT_PASSWORD_WRONG_MESSAGE,
  EMAIL_CHANGE_TTL_HOURS,
  INVALID_EMAIL_CHANGE_TOKEN_MESSAGE,
  type PendingEmailChange,
} from '../../../shared/contracts/email-change.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { noticeAddressInUse } from '../account-notices/account-notices.service.ts';
import { checkOwnPassword } from '../auth/auth.service.ts';
import { moveLoginHistory } from '../auth/login-limits.service.ts';
import { destroyUserSessions, hashToken } from '../sessions/sessions.service.ts';
import { changeEmail, findLoginCandidate, getAuthUser } from '../users/users.service.ts';
import { confirmNewEmail, emailChangedNotice } from './email-change.email.ts';
import * as repo from './email-change.repo.ts';

const TTL_MS = EMAIL_CHANGE_TTL_HOURS * 3_600_000;
/** At most this many confirmation emails per account per hour, so nobody can flood an inbox. */
const MAX_EMAILS_PER_HOUR = 3;

/**
 * Refuses the change unless the current password came with it and is right (a 400 on the
 * form's password field; a 429 past the login limits).
 */
export async function requireCurrentPassword(
  ctx: AppContext,
  options: { userId: number; password: string | undefined; ip: string; field: string },
): Promise<void> {
  const issue = (message: string) =>
    new AppError('BAD_REQUEST', message, { issues: [{ path: options.field, message }] });
  if (!options.password) throw issue(CURRENT_PASSWORD_REQUIRED_MESSAGE);
  const ok = await checkOwnPassword(ctx, { userId: options.userId, password: options.password, ip: options.ip });
  if (!ok) throw issue(CURRENT_PASSWORD_WRONG_MESSAGE);
}

/**
 * Mails a link to the new address; the email changes only when it is opened. The caller
 * has checked the current password. An address that belongs to another account gets that
 * account's owner a notice instead, and the caller the same answer, so this cannot be used
 * to find out who is registered either.
 */
export async function requestEmailChange(
  ctx: AppContext,
  options: { userId: number; sessionId: string; newEmail: string },
): Promise<void> {
  const user = await getAuthUser(ctx, options.userId);
  if (options.newEmail === user.email) return;
  const now = ctx.clock.now();
  const recent = await repo.countTokensSince(ctx.db, user.id, new Date(now.getTime() - 3_600_000).toISOString());
  if (recent >= MAX_EMAILS_PER_HOUR) {
    throw new AppError('TOO_MANY_REQUESTS', 'You have asked for too many email changes. Please try again in an hour.', {
      headers: { 'Retry-After': '3600' },
    });
  }
  const token = randomBytes(32).toString('base64url');
  await repo.expireUserTokens(ctx.db, user.id, now.toISOString());
  await repo.insertChangeToken(ctx.db, {
    id: hashToken(ctx, token),
    user_id: user.id,
    new_email: options.newEmail,
    session_id: options.sessionId,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + TTL_MS).toISOString(),
    used_at: null,
  });
  const owner = await findLoginCandidate(ctx, options.newEmail);
  if (owner) {
    await noticeAddressInUse(ctx, { userId: owner.id, username: owner.username, email: options.newEmail });
    return;
  }
  // From configuration only (never the Host header); the token travels in the fragment.
  const link = `${ctx.config.linkOrigin}/confirm-email#token=${token}`;
  const message = confirmNewEmail({ to: options.newEmail, username: user.username, link, brand: ctx.config.brand });
  ctx.background.run('email change confirmation', () => ctx.mailer.send(message));
}

/** The change waiting for its link to be opened, if any (shown in Settings). */
export async function pendingEmailChange(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  userId: number,
): Promise<PendingEmailChange | null> {
  const row = await repo.findPendingChange(ctx.db, userId, ctx.clock.now().toISOString());
  return row ? { email: row.new_email, expiresAt: row.expires_at } : null;
}

/**
 * Makes the change a live link asked for, once: the old address is told, and every session
 * of the account ends except the one that asked and the one confirming (if it is the
 * account's own), so a stolen session does not outlive it.
 */
export async function confirmEmailChange(
  ctx: AppContext,
  options: { token: string; session: { id: string; userId: number | null } | null },
): Promise<void> {
  const now = ctx.clock.now().toISOString();
  const change = await repo.consumeChangeToken(ctx.db, hashToken(ctx, options.token), now);
  if (!change) {
    throw new AppError('BAD_REQUEST', INVALID_EMAIL_CHANGE_TOKEN_MESSAGE, {
      issues: [{ path: 'token', message: INVALID_EMAIL_CHANGE_TOKEN_MESSAGE }],
    });
  }
  const before = await getAuthUser(ctx, change.user_id);
  if (!(await changeEmail(ctx, { userId: change.user_id, email: change.new_email }))) {
    // Someone signed up with the address since the link was sent.
    throw new AppError('CONFLICT', 'An account with this email already exists');
  }
  await repo.expireUserTokens(ctx.db, change.user_id, now);
  await moveLoginHistory(ctx, { from: before.email, to: change.new_email });
  const own = options.session?.userId === change.user_id ? options.session.id : null;
  await destroyUserSessions(ctx, change.user_id, [change.session_id, own]);
  const notice = emailChangedNotice({
    to: before.email,
    username: before.username,
    newEmail: change.new_email,
    brand: ctx.config.brand,
  });
  ctx.background.run('email changed notice', () => ctx.mailer.send(notice));
}

/** Deletes links past their expiry, used or not (the hourly job 'prune-email-change-tokens'). */
export async function pruneChangeTokens(ctx: AppContext): Promise<number> {
  return repo.deleteTokensBefore(ctx.db, ctx.clock.now().toISOString());
}
