import { z } from 'zod';
import { emailedToken, ZIsoDateTime } from './common.ts';

/**
 * A creator's email change (issue 19, item 6): asked for in Settings with the current
 * password, it happens only when the new address confirms it from an emailed link.
 */
export const EMAIL_CHANGE_TTL_HOURS = 24;

export const CURRENT_PASSWORD_REQUIRED_MESSAGE = 'Enter your current password to change your email';
export const CURRENT_PASSWORD_WRONG_MESSAGE = 'Current password is incorrect';
export const INVALID_EMAIL_CHANGE_TOKEN_MESSAGE =
  'This confirmation link is invalid or has expired. Please change your email again in Settings.';
export const EMAIL_CHANGED_MESSAGE =
  'Your email address has been changed. Every other device signed in to your account was signed out.';

/** What Settings shows while a change waits for its confirmation. */
export const ZPendingEmailChange = z.object({ email: z.string(), expiresAt: ZIsoDateTime });
export type PendingEmailChange = z.infer<typeof ZPendingEmailChange>;

export const ZConfirmEmailBody = z.object({ token: emailedToken(INVALID_EMAIL_CHANGE_TOKEN_MESSAGE) });
export type ConfirmEmailBody = z.infer<typeof ZConfirmEmailBody>;
