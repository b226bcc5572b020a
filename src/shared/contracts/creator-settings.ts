import { z } from 'zod';
import { ZUsername } from './auth.ts';
import { ZEmail, ZIdNumber, ZIsoDateTime } from './common.ts';
import { ZPendingEmailChange } from './email-change.ts';

export const SETTINGS_SAVED_MESSAGE = 'Your settings have been successfully saved.';

export const NOTIFICATION_KEYS = [
  'contentComments',
  'newSubscribers',
  'paymentNotifications',
  'platformUpdates',
] as const;
export type NotificationKey = (typeof NOTIFICATION_KEYS)[number];

export const PAYOUT_SCHEDULES = ['monthly', 'biweekly', 'weekly'] as const;
export type PayoutSchedule = (typeof PAYOUT_SCHEDULES)[number];

const ZWebsite = z
  .string()
  .trim()
  .max(200, 'Website URL must be at most 200 characters')
  .refine((v) => v === '' || /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(v), 'Please enter a valid URL (https://...)');

export const ZNotificationSettings = z.object({
  contentComments: z.boolean(),
  newSubscribers: z.boolean(),
  paymentNotifications: z.boolean(),
  platformUpdates: z.boolean(),
});
export type NotificationSettings = z.infer<typeof ZNotificationSettings>;

export const ZProfileSettingsInput = z.object({
  name: z.string().trim().max(50, 'Full name must be at most 50 characters'),
  username: ZUsername,
  bio: z.string().trim().max(500, 'Bio must be at most 500 characters'),
  email: ZEmail,
  websiteUrl: ZWebsite,
});
export type ProfileSettingsInput = z.infer<typeof ZProfileSettingsInput>;

/**
 * PUT /api/creator/settings: everything the Save Changes button saves. A new email is not
 * saved but asked for: it needs the current password, and changes once the new address
 * confirms it (see email-change.ts).
 */
export const ZUpdateCreatorSettingsBody = z.object({
  profile: ZProfileSettingsInput.extend({
    profileImageId: ZIdNumber.nullable().optional(),
    currentPassword: z.string().max(128, 'Password must be at most 128 characters').optional(),
  }),
  notifications: ZNotificationSettings,
  payoutSchedule: z.enum(PAYOUT_SCHEDULES),
});
export type UpdateCreatorSettingsBody = z.infer<typeof ZUpdateCreatorSettingsBody>;

export const ZSavedCard = z.object({
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
});
export type SavedCard = z.infer<typeof ZSavedCard>;

export const ZCreatorSettings = z.object({
  profile: ZProfileSettingsInput.extend({ profileImageUrl: z.string().nullable() }),
  notifications: ZNotificationSettings,
  payments: z.object({
    card: ZSavedCard.nullable(),
    payout: z.object({ method: z.literal('direct_deposit'), accountLast4: z.string().nullable() }),
    schedule: z.enum(PAYOUT_SCHEDULES),
  }),
  eligibility: z.object({
    applied: z.boolean(),
    approved: z.boolean(),
    appliedAt: ZIsoDateTime.nullable(),
  }),
  /** A new email waiting for its confirmation link to be opened. */
  emailChange: ZPendingEmailChange.nullable(),
});
export type CreatorSettings = z.infer<typeof ZCreatorSettings>;

/** Luhn check: catches typos before a card is "saved". */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'Mastercard';
  if (/^3[47]/.test(digits)) return 'American Express';
  if (/^6(011|5)/.test(digits)) return 'Discover';
  return 'Card';
}

const digitsOnly = (v: string) => v.replace(/[\s-]/g, '');

/**
 * A card as typed. Only brand, last 4 and expiry are ever stored: the full number and the
 * CVC are checked and dropped (a real processor would tokenise them in the browser).
 */
export const ZCardBody = z
  .object({
    number: z
      .string()
      .transform(digitsOnly)
      .pipe(
        z
          .string()
          .regex(/^\d{12,19}$/, 'Enter a valid card number')
          .refine(luhnValid, 'Enter a valid card number'),
      ),
    expMonth: z.coerce.number().int().min(1, 'Enter a valid month').max(12, 'Enter a valid month'),
    expYear: z.coerce.number().int().min(2000, 'Enter a valid year').max(2100, 'Enter a valid year'),
    cvc: z.string().regex(/^\d{3,4}$/, 'Enter the 3 or 4 digit security code'),
  })
  .strict();
export type CardBody = z.infer<typeof ZCardBody>;
export type CardBodyInput = z.input<typeof ZCardBody>;

export const ZPayoutBody = z
  .object({
    accountNumber: z
      .string()
      .transform(digitsOnly)
      .pipe(z.string().regex(/^\d{4,17}$/, 'Enter a valid account number')),
    routingNumber: z
      .string()
      .transform(digitsOnly)
      .pipe(z.string().regex(/^\d{9}$/, 'Enter the 9 digit routing number')),
  })
  .strict();
export type PayoutBody = z.infer<typeof ZPayoutBody>;
export type PayoutBodyInput = z.input<typeof ZPayoutBody>;
