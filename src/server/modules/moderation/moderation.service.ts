import type {
  AvatarImageDecision,
  AvatarImageReviewItem,
  ModerationDecision,
  ModerationItem,
} from '../../../shared/contracts/moderation.ts';
import type { AppContext } from '../../context.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { listContentMedia, toContentMedia, viewUrl } from '../creator-media/creator-media.service.ts';
import { approvePremium } from '../creator-settings/creator-settings.service.ts';
import * as repo from './moderation.repo.ts';

/** The moderation service needs only the database and a clock, so the admin CLI can use it. */
export type ModerationContext = Pick<AppContext, 'db' | 'clock'>;

/** Items waiting for verification, oldest first. */
export async function listModerationQueue(ctx: ModerationContext): Promise<ModerationItem[]> {
  const rows = await repo.listPending(ctx.db);
  const media = await listContentMedia(
    ctx,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    description: r.description,
    teaser: r.teaser,
    type: r.type,
    area: r.area,
    tier: r.tier,
    category: r.category,
    verificationNotes: r.verification_notes,
    createdAt: r.created_at,
    avatarId: r.avatar_id,
    avatarName: r.avatar_name,
    creatorId: r.creator_id,
    creatorUsername: r.creator_username,
    media: (media.get(r.id) ?? []).map(toContentMedia),
  }));
}

async function decide(
  ctx: ModerationContext,
  options: { id: number; moderatorId: number | null; reject: string | null },
): Promise<ModerationDecision> {
  const item = await repo.findContentStatus(ctx.db, options.id);
  if (!item) throw notFound('Content not found');
  if (item.status !== 'pending') throw new AppError('CONFLICT', `This item is ${item.status}, not pending review.`);
  const now = ctx.clock.now().toISOString();
  // Approved with a future publish time: it waits as a scheduled draft.
  const scheduled = item.scheduled_at !== null && item.scheduled_at > now;
  const status = options.reject !== null ? 'rejected' : scheduled ? 'draft' : 'published';
  const done = await repo.decidePending(ctx.db, {
    id: options.id,
    status,
    reason: options.reject,
    moderatorId: options.moderatorId,
    now,
  });
  if (!done) throw new AppError('CONFLICT', 'This item was already reviewed.');
  return { id: options.id, status, rejectionReason: options.reject };
}

export async function approveContent(ctx: ModerationContext, options: { id: number; moderatorId: number | null }) {
  return decide(ctx, { ...options, reject: null });
}

export async function rejectContent(
  ctx: ModerationContext,
  options: { id: number; moderatorId: number | null; reason: string },
) {
  const reason = options.reason.trim();
  if (reason.length < 3) throw new AppError('BAD_REQUEST', 'Please give a reason for the rejection');
  return decide(ctx, { id: options.id, moderatorId: options.moderatorId, reject: reason });
}

/** Avatar pictures waiting for review, oldest first. */
export async function listAvatarImageQueue(ctx: ModerationContext): Promise<AvatarImageReviewItem[]> {
  const rows = await repo.listPendingAvatarImages(ctx.db);
  return rows.map((r) => ({
    mediaId: r.id,
    url: viewUrl(r),
    avatarId: r.avatar_id,
    avatarName: r.avatar_name,
    slot: r.main_image_pending_id === r.id ? 'main' : 'profile',
    creatorId: r.creator_id,
    creatorUsername: r.creator_username,
    createdAt: r.created_at,
  }));
}

/** Approves or refuses an avatar picture; approved, the public sees it at once. */
export async function decideAvatarImage(
  ctx: ModerationContext,
  options: { id: number; moderatorId: number | null; reject: string | null },
): Promise<AvatarImageDecision> {
  const media = await repo.findMediaReview(ctx.db, options.id);
  if (!media?.review_status) throw notFound('No avatar picture waits for review under this id');
  const reason = options.reject?.trim() ?? null;
  if (reason !== null && reason.length < 3) throw new AppError('BAD_REQUEST', 'Please give a reason for the rejection');
  const done = await repo.decideAvatarImage(ctx.db, {
    id: media.id,
    approve: reason === null,
    url: viewUrl({ id: media.id, web_path: media.web_path, storage_path: media.storage_path }),
    reason,
    moderatorId: options.moderatorId,
    now: ctx.clock.now().toISOString(),
  });
  if (!done) throw new AppError('CONFLICT', `This picture was already reviewed (${media.review_status}).`);
  return { mediaId: media.id, status: reason === null ? 'approved' : 'rejected', rejectionReason: reason };
}

/** Appoints moderators and creators (admin CLI). Emails are matched normalised. */
export async function setUserRole(
  ctx: ModerationContext,
  options: { email: string; role: 'user' | 'creator' | 'moderator' },
) {
  const user = await repo.setRoleByEmail(ctx.db, {
    email: options.email.trim().toLowerCase(),
    role: options.role,
    now: ctx.clock.now().toISOString(),
  });
  if (!user) throw notFound(`No account with the email ${options.email}`);
  return user;
}

/** Approves a creator's premium-brand application, found by email (admin CLI). */
export async function approvePremiumByEmail(ctx: ModerationContext, email: string) {
  const userId = await repo.findUserIdByEmail(ctx.db, email.trim().toLowerCase());
  if (userId === undefined) throw notFound(`No account with the email ${email}`);
  return approvePremium(ctx, userId);
}
