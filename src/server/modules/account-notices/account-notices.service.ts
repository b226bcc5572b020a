import type { AppContext } from '../../context.ts';
import { plainEmail } from '../../lib/plain-email.ts';
import * as repo from './account-notices.repo.ts';

/**
 * Emails to an account's owner about something someone else did with their address (a
 * sign-up, an email change naming it). Whoever did it gets the same answer as for a free
 * address, so these notices are the only trace, and they are capped: nobody can use the
 * product to flood an inbox.
 */
const MAX_PER_HOUR = 3;
const HOUR_MS = 3_600_000;

export type NoticeKind = 'address-in-use';

/**
 * Records the notice and sends it after the answer, unless the owner already had
 * MAX_PER_HOUR of this kind within the hour.
 */
async function noticeOwner(
  ctx: AppContext,
  options: { userId: number; kind: NoticeKind; send: () => Promise<void> },
): Promise<void> {
  const now = ctx.clock.now();
  const since = new Date(now.getTime() - HOUR_MS).toISOString();
  await repo.deleteNoticesBefore(ctx.db, since);
  const recent = await repo.countNoticesSince(ctx.db, { userId: options.userId, kind: options.kind, sinceIso: since });
  if (recent >= MAX_PER_HOUR) return;
  await repo.insertNotice(ctx.db, { userId: options.userId, kind: options.kind, nowIso: now.toISOString() });
  ctx.background.run(`${options.kind} notice`, options.send);
}

/**
 * Someone tried to use this address for a new account, or as another account's new
 * address: tell its owner, point them to login and password reset.
 */
export async function noticeAddressInUse(
  ctx: AppContext,
  options: { userId: number; username: string; email: string },
): Promise<void> {
  const { brand, linkOrigin } = ctx.config;
  const message = plainEmail({
    to: options.email,
    subject: `Someone tried to use your email address on ${brand.mainName}`,
    blocks: [
      `Hi ${options.username},`,
      `Someone (hopefully you) just tried to use this email address for a ${brand.mainName} account. It already belongs to yours, so nothing was changed.`,
      'If it was you, log in with your existing account:',
      { link: `${linkOrigin}/login`, label: 'Log in' },
      'Forgot your password? Choose a new one here:',
      { link: `${linkOrigin}/forgot-password`, label: 'Reset your password' },
      `If it was not you, you can ignore this email. Questions? Write to ${brand.supportEmail}.`,
    ],
  });
  await noticeOwner(ctx, { userId: options.userId, kind: 'address-in-use', send: () => ctx.mailer.send(message) });
}
