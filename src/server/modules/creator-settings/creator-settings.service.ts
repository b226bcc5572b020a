import {
  type CardBody,
  type CreatorSettings,
  cardBrand,
  type PayoutBody,
  type UpdateCreatorSettingsBody,
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
  ctx: Pick<AppContext, 'db' | 'clock'>,
  userId: number,
): Promise<CreatorSettings> {
  const row = await repo.findSettings(ctx.db, userId);
  if (!row) throw notFound('User not found');
  const hasCard = row.card_last4 !== null && row.card_exp_month !== null && row.card_exp_year !== null;
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
      card: hasCard
        ? {
            brand: row.card_brand ?? 'Card',
            last4: row.card_last4 ?? '',
            expMonth: row.card_exp_month ?? 0,
            expYear: row.card_exp_year ?? 0,
          }
        : null,
      payout: { method: 'direct_deposit', accountLast4: row.payout_account_last4 ?? null },
      schedule: row.payout_schedule ?? 'monthly',
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

/** Keeps brand, last 4 and expiry; the number and CVC are never stored. */
export async function saveCard(ctx: AppContext, options: { userId: number; card: CardBody }) {
  const now = ctx.clock.now();
  const { expMonth, expYear } = options.card;
  const expired =
    expYear < now.getUTCFullYear() || (expYear === now.getUTCFullYear() && expMonth < now.getUTCMonth() + 1);
  if (expired) {
    throw new AppError('BAD_REQUEST', 'This card has expired', {
      issues: [{ path: 'expYear', message: 'This card has expired' }],
    });
  }
  await repo.upsertProfile(ctx.db, options.userId, {
    card_brand: cardBrand(options.card.number),
    card_last4: options.card.number.slice(-4),
    card_exp_month: expMonth,
    card_exp_year: expYear,
    updated_at: now.toISOString(),
  });
  return getCreatorSettings(ctx, options.userId);
}

export async function removeCard(ctx: AppContext, userId: number) {
  await repo.upsertProfile(ctx.db, userId, {
    card_brand: null,
    card_last4: null,
    card_exp_month: null,
    card_exp_year: null,
    updated_at: ctx.clock.now().toISOString(),
  });
  return getCreatorSettings(ctx, userId);
}

export async function savePayoutAccount(ctx: AppContext, options: { userId: number; payout: PayoutBody }) {
  await repo.upsertProfile(ctx.db, options.userId, {
    payout_account_last4: options.payout.accountNumber.slice(-4),
    updated_at: ctx.clock.now().toISOString(),
  });
  return getCreatorSettings(ctx, options.userId);
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

/** A moderator's (or the admin CLI's) approval of a recorded application. */
export async function approvePremium(ctx: Pick<AppContext, 'db' | 'clock'>, userId: number) {
  const current = await getCreatorSettings(ctx, userId);
  if (!current.eligibility.applied) throw new AppError('CONFLICT', 'This creator has not applied.');
  const now = ctx.clock.now().toISOString();
  await repo.upsertProfile(ctx.db, userId, { premium_approved_at: now, updated_at: now });
  return getCreatorSettings(ctx, userId);
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
