import type {
  CreatorSettings,
  PayoutSchedule,
  PayoutSetup,
  UpdateCreatorSettingsBody,
} from '../../../shared/contracts/creator-settings.ts';
import { usernameKeyOf } from '../../../shared/usernames.ts';
import type { AppContext } from '../../context.ts';
import { withTransaction } from '../../db/transaction.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { getOwnedImageUrl } from '../creator-media/creator-media.service.ts';
import {
  pendingEmailChange,
  requestEmailChange,
  requireCurrentPassword,
} from '../email-change/email-change.service.ts';
import { DUPLICATE_USERNAME_MESSAGE } from '../users/users.service.ts';
import * as repo from './creator-settings.repo.ts';

const flag = (v: boolean) => (v ? (1 as const) : (0 as const));

/** Defaults before a creator first saves: the spec's card shows Monthly selected. */
export async function getCreatorSettings(
  ctx: Pick<AppContext, 'db' | 'clock' | 'payments'>,
  userId: number,
): Promise<CreatorSettings> {
  const row = await repo.findSettings(ctx.db, userId);
  if (!row) throw notFound('User not found');
  return {
    profile: {
      name: row.display_name ?? '',
      username: row.username,
      bio: row.bio ?? '',
      email: row.email,
      websiteUrl: row.website_url ?? '',
      profileImageUrl: row.profile_image_url,
    },
    notifications: {
      contentComments: (row.notify_content_comments ?? 1) === 1,
      newSubscribers: (row.notify_new_subscribers ?? 1) === 1,
      paymentNotifications: (row.notify_payment_notifications ?? 1) === 1,
      platformUpdates: (row.notify_platform_updates ?? 0) === 1,
    },
    payments: {
      payoutDestination: row.payout_destination_label ? { label: row.payout_destination_label } : null,
      schedule: row.payout_schedule ?? 'monthly',
      testMode: ctx.payments.testMode,
      ...(ctx.payments.payoutAccountStatus ? { accountStatus: await ctx.payments.payoutAccountStatus(userId) } : {}),
    },
    eligibility: {
      applied: row.premium_applied_at !== null && row.premium_applied_at !== undefined,
      approved: row.premium_approved_at !== null && row.premium_approved_at !== undefined,
      appliedAt: row.premium_applied_at ?? null,
    },
    emailChange: await pendingEmailChange(ctx, userId),
  };
}

/**
 * Saves the profile, notifications and payout schedule. A different email is not saved:
 * with the right current password, a confirmation link goes to the new address (the
 * settings then show the change as pending); without it, nothing at all is saved.
 */
export async function updateCreatorSettings(
  ctx: AppContext,
  options: { userId: number; sessionId: string; ip: string; body: UpdateCreatorSettingsBody },
): Promise<CreatorSettings> {
  const { profile, notifications, payoutSchedule } = options.body;
  const usernameKey = usernameKeyOf(profile.username);
  if (await repo.usernameTakenByOther(ctx.db, { userId: options.userId, usernameKey })) {
    throw new AppError('CONFLICT', DUPLICATE_USERNAME_MESSAGE, {
      issues: [{ path: 'profile.username', message: DUPLICATE_USERNAME_MESSAGE }],
    });
  }
  const current = await repo.findSettings(ctx.db, options.userId);
  if (!current) throw notFound('User not found');
  const changingEmail = profile.email !== current.email;
  if (changingEmail) {
    await requireCurrentPassword(ctx, {
      userId: options.userId,
      password: profile.currentPassword,
      ip: options.ip,
      field: 'profile.currentPassword',
    });
  }

  const now = ctx.clock.now().toISOString();
  const image =
    profile.profileImageId === undefined
      ? {}
      : {
          profile_image_url:
            profile.profileImageId === null
              ? null
              : await getOwnedImageUrl(ctx, options.userId, profile.profileImageId),
        };
  // Before the save, so a refusal (too many changes this hour) leaves everything as it was.
  if (changingEmail) {
    await requestEmailChange(ctx, { userId: options.userId, sessionId: options.sessionId, newEmail: profile.email });
  }
  await withTransaction(ctx, async (tx) => {
    await repo.updateUser(tx.db, options.userId, {
      display_name: profile.name || null,
      username: profile.username,
      username_key: usernameKey,
      bio: profile.bio || null,
      ...image,
      updated_at: now,
    });
    await repo.upsertProfile(tx.db, options.userId, {
      website_url: profile.websiteUrl,
      notify_content_comments: flag(notifications.contentComments),
      notify_new_subscribers: flag(notifications.newSubscribers),
      notify_payment_notifications: flag(notifications.paymentNotifications),
      notify_platform_updates: flag(notifications.platformUpdates),
      payout_schedule: payoutSchedule,
      updated_at: now,
    });
  });
  return getCreatorSettings(ctx, options.userId);
}

/** How the payment provider lets the creator connect where payouts go. */
export async function getPayoutSetup(ctx: AppContext, creatorId: number): Promise<PayoutSetup> {
  return ctx.payments.payoutSetup({ creatorId, returnPath: '/creator-portal' });
}

/**
 * Connects a payout destination through the provider (test mode: one of its masked test
 * accounts); only the provider's reference and a masked label are kept, never an account number.
 */
export async function connectPayoutDestination(
  ctx: AppContext,
  options: { creatorId: number; choice: string },
): Promise<CreatorSettings> {
  const destination = await ctx.payments.connectPayoutDestination(options);
  await repo.upsertProfile(ctx.db, options.creatorId, {
    payout_destination_ref: destination.ref,
    payout_destination_label: destination.label,
    updated_at: ctx.clock.now().toISOString(),
  });
  return getCreatorSettings(ctx, options.creatorId);
}

export interface PayoutSettings {
  schedule: PayoutSchedule;
  destination: { ref: string; label: string } | null;
}

/** Each creator's payout schedule and destination (monthly and none before they saved any). */
export async function getPayoutSettings(
  ctx: Pick<AppContext, 'db'>,
  creatorIds: readonly number[],
): Promise<Map<number, PayoutSettings>> {
  const rows = new Map((await repo.listPayoutSettings(ctx.db, creatorIds)).map((r) => [r.user_id, r]));
  return new Map(
    creatorIds.map((id) => {
      const row = rows.get(id);
      const destination =
        row?.payout_destination_ref && row.payout_destination_label
          ? { ref: row.payout_destination_ref, label: row.payout_destination_label }
          : null;
      return [id, { schedule: row?.payout_schedule ?? 'monthly', destination }];
    }),
  );
}

/** Records an application to the premium brand (idempotent: the first date stands). */
export async function applyForPremium(ctx: AppContext, userId: number) {
  const current = await getCreatorSettings(ctx, userId);
  if (!current.eligibility.applied) {
    const now = ctx.clock.now().toISOString();
    await repo.upsertProfile(ctx.db, userId, { premium_applied_at: now, updated_at: now });
  }
  return getCreatorSettings(ctx, userId);
}

/** Whether the creator may publish to the premium brand: their application was approved. */
export async function isApprovedForPremium(ctx: Pick<AppContext, 'db'>, userId: number): Promise<boolean> {
  const row = await repo.findSettings(ctx.db, userId);
  return Boolean(row?.premium_approved_at);
}

/** A moderator's (or the admin CLI's) approval of a recorded application. */
export async function approvePremium(ctx: Pick<AppContext, 'db' | 'clock'>, userId: number): Promise<void> {
  const current = await repo.findSettings(ctx.db, userId);
  if (!current) throw notFound('User not found');
  if (!current.premium_applied_at) throw new AppError('CONFLICT', 'This creator has not applied.');
  const now = ctx.clock.now().toISOString();
  await repo.upsertProfile(ctx.db, userId, { premium_approved_at: now, updated_at: now });
}

export async function listPremiumApplications(ctx: Pick<AppContext, 'db'>) {
  const rows = await repo.listApplications(ctx.db);
  return rows.map((r) => ({
    userId: r.id,
    username: r.username,
    email: r.email,
    appliedAt: r.premium_applied_at ?? '',
    approvedAt: r.premium_approved_at,
  }));
}
