import { z } from 'zod';
import { ACCOUNT_TYPES, PASSWORD_MIN, USERNAME_MIN } from '../constants.ts';
import { MIXED_SCRIPTS_MESSAGE, mixesScripts } from '../usernames.ts';
import { ZEmail } from './common.ts';

export const ZAccountType = z.enum(ACCOUNT_TYPES);
export type AccountType = z.infer<typeof ZAccountType>;
export const USER_ROLES = ['user', 'creator', 'moderator'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const ZPassword = z
  .string()
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(128, 'Password must be at most 128 characters');

/** A username as stored: NFKC-normalised, of one script (see usernames.ts). */
export const ZUsername = z
  .string()
  .normalize('NFKC')
  .trim()
  .min(USERNAME_MIN, `Username must be at least ${USERNAME_MIN} characters`)
  .max(32, 'Username must be at most 32 characters')
  .regex(/^[\p{L}\p{N}_.-]+$/u, 'Username may only contain letters, numbers, dots, dashes and underscores')
  .refine((v) => !mixesScripts(v), MIXED_SCRIPTS_MESSAGE);

export const ZLoginBody = z.object({
  email: ZEmail,
  password: ZPassword,
  rememberMe: z.boolean().default(false),
  accountType: ZAccountType.default('member'),
});
export type LoginBody = z.infer<typeof ZLoginBody>;
export type LoginBodyInput = z.input<typeof ZLoginBody>;

/** The role an account type signs up with: members are 'user', creators 'creator'. */
export function roleForAccountType(accountType: AccountType): 'user' | 'creator' {
  return accountType === 'creator' ? 'creator' : 'user';
}

/**
 * Registration as sent: role is 'user' for members and 'creator' for creators. The role
 * follows from the account type; a role that contradicts it is refused, so a client can
 * never make itself anything else (moderator is not even accepted).
 */
export const ZRegisterBody = z
  .object({
    username: ZUsername,
    email: ZEmail,
    password: ZPassword,
    accountType: ZAccountType.default('member'),
    role: z.enum(['user', 'creator']).optional(),
  })
  .refine((v) => v.role === undefined || v.role === roleForAccountType(v.accountType), {
    message: 'Role does not match the account type',
    path: ['role'],
  });
export type RegisterBody = z.infer<typeof ZRegisterBody>;
export type RegisterBodyInput = z.input<typeof ZRegisterBody>;

/** The signup form: the body plus confirmPassword and terms, which are not sent. */
export const ZSignupForm = z
  .object({
    username: ZUsername,
    email: ZEmail,
    password: ZPassword,
    confirmPassword: z.string(),
    terms: z.boolean().refine((v) => v, 'You must accept the terms and conditions'),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });
export type SignupForm = z.infer<typeof ZSignupForm>;

export const ZLoginForm = ZLoginBody.pick({ email: true, password: true }).extend({
  rememberMe: z.boolean(),
});
export type LoginForm = z.infer<typeof ZLoginForm>;

export const ZAuthUser = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string().nullable(),
  email: z.string(),
  bio: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  loyaltyPoints: z.number().int(),
  role: z.enum(USER_ROLES),
});
export type AuthUser = z.infer<typeof ZAuthUser>;

export const ZLoginResponse = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string().nullable(),
  role: z.enum(USER_ROLES),
});
export type LoginResponse = z.infer<typeof ZLoginResponse>;

/** No id: an address that already has an account gets the very same answer. */
export const ZRegisterResponse = z.object({
  username: z.string(),
  role: z.enum(USER_ROLES),
  message: z.string(),
});
export type RegisterResponse = z.infer<typeof ZRegisterResponse>;
