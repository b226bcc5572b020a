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

/** A hosted provider's payout account (Stripe Connect): Stripe needs details, has held it, or pays out. */
export const PAYOUT_ACCOUNT_STATUSES = ['details_needed', 'restricted', 'enabled'] as const;
export type PayoutAccountStatus = (typeof PAYOUT_ACCOUNT_STATUSES)[number];

export const ZCreatorSettings = z.object({
  profile: ZProfileSettingsInput.extend({ profileImageUrl: z.string().nullable() }),
  notifications: ZNotificationSettings,
  payments: z.object({
    /** The payout destination set through the payment provider (masked), or none yet. */
    payoutDestination: z.object({ label: z.string() }).nullable(),
    schedule: z.enum(PAYOUT_SCHEDULES),
    /** The offline test provider runs: no real money moves. */
    testMode: z.boolean(),
    /** With a hosted provider, where the creator's account stands there (none before onboarding). */
    accountStatus: z.enum(PAYOUT_ACCOUNT_STATUSES).nullable().optional(),
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

/** Settings → Payments: how the provider lets this creator connect a payout destination. */
export const ZPayoutSetup = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('choose'),
    options: z.array(z.object({ id: z.string(), label: z.string(), description: z.string() })),
  }),
  z.object({ kind: z.literal('redirect'), url: z.string() }),
]);
export type PayoutSetup = z.infer<typeof ZPayoutSetup>;

/** POST /api/creator/payout-destination: the option chosen (test mode's masked test accounts). */
export const ZPayoutDestinationBody = z.object({ choice: z.string().trim().min(1, 'Choose an account').max(100) });
export type PayoutDestinationBody = z.infer<typeof ZPayoutDestinationBody>;
