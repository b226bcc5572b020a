import {
  type AvatarImageDecision,
  type AvatarImageReviewItem,
  creatorNotEligibleMessage,
  type ModerationDecision,
  type ModerationItem,
} from '../../../shared/contracts/moderation.ts';
import type { AppContext } from '../../context.ts';
import { withTransaction } from '../../db/transaction.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { getAvatarRefs } from '../avatars/avatars.service.ts';
import { listPicturesAwaitingReview, publishReviewedPicture } from '../avatars/creator-avatars.service.ts';
import { listContentMedia, toContentMedia, viewUrl } from '../creator-media/creator-media.service.ts';
import { approvePremium, isApprovedForPremium } from '../creator-settings/creator-settings.service.ts';
import * as repo from './moderation.repo.ts';

/** The moderation service needs only the database, a clock and the brand names, so the admin CLI can use it. */
export type ModerationContext = Pick<AppContext, 'db' | 'clock'> & { config: Pick<AppContext['config'], 'brand'> };

/**
 * Which of these creators may publish to the mature area. Items uploaded there before
 * approval was required may come from creators never approved.
 */
async function premiumEligibility(ctx: ModerationContext, creatorIds: number[]): Promise<Map<number, boolean>> {
  const ids = [...new Set(creatorIds)];
  const approved = await Promise.all(ids.map((id) => isApprovedForPremium(ctx, id)));
  return new Map(ids.map((id, i) => [id, approved[i] === true]));
}

/** Items waiting for verification, oldest first. */
export async function listModerationQueue(ctx: ModerationContext): Promise<ModerationItem[]> {
  const rows = await repo.listPending(ctx.db);
  const media = await listContentMedia(
    ctx,
    rows.map((r) => r.id),
  );
  const avatars = await getAvatarRefs(
    ctx,
    rows.map((r) => r.avatar_id),
  );
  const usernames = await repo.listUsernames(
    ctx.db,
    [...avatars.values()].map((a) => a.creatorId),
  );
  const eligible = await premiumEligibility(
    ctx,
    rows.flatMap((r) => {
      const creatorId = avatars.get(r.avatar_id)?.creatorId;
      return r.area === 'wife' && creatorId !== undefined ? [creatorId] : [];
    }),
  );
  return rows.flatMap((r) => {
    const avatar = avatars.get(r.avatar_id);
    // An item's avatar always exists (deleting one deletes its content).
    if (!avatar) return [];
    return [
      {
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
        avatarName: avatar.name,
        creatorId: avatar.creatorId,
        creatorUsername: usernames.get(avatar.creatorId) ?? '',
        creatorEligible: r.area !== 'wife' || eligible.get(avatar.creatorId) === true,
        media: (media.get(r.id) ?? []).map(toContentMedia),
      },
    ];
  });
}

/** Approving into the mature area needs its creator approved for the premium brand, as uploading there does. */
async function requireEligibleCreator(ctx: ModerationContext, avatarId: number): Promise<void> {
  const creatorId = (await getAvatarRefs(ctx, [avatarId])).get(avatarId)?.creatorId;
  if (creatorId !== undefined && (await isApprovedForPremium(ctx, creatorId))) return;
  throw new AppError('CONFLICT', creatorNotEligibleMessage(ctx.config.brand.premiumName));
}

async function decide(
  ctx: ModerationContext,
  options: { id: number; moderatorId: number | null; reject: string | null },
): Promise<ModerationDecision> {
  const item = await repo.findContentStatus(ctx.db, options.id);
  if (!item) throw notFound('Content not found');
  if (item.status !== 'pending') throw new AppError('CONFLICT', `This item is ${item.status}, not pending review.`);
  if (options.reject === null && item.area === 'wife') await requireEligibleCreator(ctx, item.avatar_id);
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

/** The avatar image queue's length bound (as the content queue's). */
const AVATAR_IMAGE_QUEUE_MAX = 200;

/** Avatar pictures waiting for review, oldest first, one entry per avatar and slot that wants them. */
export async function listAvatarImageQueue(ctx: ModerationContext): Promise<AvatarImageReviewItem[]> {
  const slots = await listPicturesAwaitingReview(ctx);
  const pending = await repo.listPendingMedia(ctx.db, [...new Set(slots.map((s) => s.mediaId))]);
  const usernames = await repo.listUsernames(ctx.db, [...new Set(slots.map((s) => s.avatar.creatorId))]);
  return pending
    .flatMap((media) =>
      slots
        .filter((s) => s.mediaId === media.id)
        .sort((a, b) => a.avatar.id - b.avatar.id)
        .map((s) => ({
          mediaId: media.id,
          url: viewUrl(media),
          avatarId: s.avatar.id,
          avatarName: s.avatar.name,
          slot: s.slot,
          creatorId: s.avatar.creatorId,
          creatorUsername: usernames.get(s.avatar.creatorId) ?? '',
          createdAt: media.created_at,
        })),
    )
    .slice(0, AVATAR_IMAGE_QUEUE_MAX);
}

/** Approves or refuses an avatar picture; approved, the public sees it at once. */
export async function decideAvatarImage(
  ctx: AppContext,
  options: { id: number; moderatorId: number | null; reject: string | null },
): Promise<AvatarImageDecision> {
  const media = await repo.findMediaReview(ctx.db, options.id);
  if (!media?.review_status) throw notFound('No avatar picture waits for review under this id');
  const reason = options.reject?.trim() ?? null;
  if (reason !== null && reason.length < 3) throw new AppError('BAD_REQUEST', 'Please give a reason for the rejection');
  const approve = reason === null;
  const now = ctx.clock.now().toISOString();
  const url = viewUrl({ id: media.id, web_path: media.web_path, storage_path: media.storage_path });
  // One transaction: an approved picture is public in every slot waiting for it, or not at all.
  const done = await withTransaction(ctx, async (tx) => {
    const decided = await repo.decideMediaReview(tx.db, {
      id: media.id,
      approve,
      reason,
      moderatorId: options.moderatorId,
      now,
    });
    if (decided && approve) await publishReviewedPicture(tx, { mediaId: media.id, url, now });
    return decided;
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
