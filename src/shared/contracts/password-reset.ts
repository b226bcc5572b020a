import { z } from 'zod';
import { ZPassword } from './auth.ts';
import { emailedToken, ZEmail } from './common.ts';

/** Minutes a reset link stays valid (the email says so too). */
export const PASSWORD_RESET_TTL_MINUTES = 60;

export const ZForgotPasswordBody = z.object({ email: ZEmail });
export type ForgotPasswordBody = z.infer<typeof ZForgotPasswordBody>;

/** The same answer whether or not the address has an account (no enumeration). */
export const FORGOT_PASSWORD_MESSAGE =
  "If an account exists for that email, we've sent a link to reset your password. The link expires in 1 hour.";

export const INVALID_RESET_TOKEN_MESSAGE = 'This reset link is invalid or has expired. Please request a new one.';

export const ZResetToken = emailedToken(INVALID_RESET_TOKEN_MESSAGE);

export const ZResetPasswordBody = z.object({ token: ZResetToken, password: ZPassword });
export type ResetPasswordBody = z.infer<typeof ZResetPasswordBody>;

/** The reset page's form: the new password twice (confirmPassword is not sent). */
export const ZResetPasswordForm = z
  .object({ password: ZPassword, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { message: "Passwords don't match", path: ['confirmPassword'] });
export type ResetPasswordForm = z.infer<typeof ZResetPasswordForm>;

export const PASSWORD_RESET_DONE_MESSAGE = 'Your password has been reset. You can now log in with your new password.';
