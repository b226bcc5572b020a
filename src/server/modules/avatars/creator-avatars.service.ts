import { type AvatarInput, VIP_PRICE_ORDER_MESSAGE, ZAvatarInput } from '../../../shared/contracts/avatars.ts';
import { type CreatorAvatar, type ImageReview, ZCreatorAvatar } from '../../../shared/contracts/creator-avatars.ts';
import type { AppContext } from '../../context.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import { chooseAvatarImage, findMediaByIds, type MediaRow, viewUrl } from '../creator-media/creator-media.service.ts';
import { fieldsOf, type StoredAvatar } from './avatar-columns.ts';
import * as repo from './avatars.repo.ts';

/** What the creator's view reads: every field of their shape, and the pictures waiting for review. */
const CREATOR_VIEW = [...fieldsOf(ZCreatorAvatar), 'mainImagePendingId', 'profileImagePendingId'] as const;
type CreatorViewRow = Pick<StoredAvatar, (typeof CREATOR_VIEW)[number]>;
/** The fields the editor writes (images go through review, below). */
const EDITABLE = fieldsOf(ZAvatarInput);

function reviewOf(id: number | null, media: Map<number, MediaRow>): ImageReview | null {
  const row = id === null ? undefined : media.get(id);
  if (!row || (row.review_status !== 'pending' && row.review_status !== 'rejected')) return null;
  return { mediaId: row.id, url: viewUrl(row), status: row.review_status, reason: row.review_reason };
}

/** The creator's view of their avatars: the public pictures plus those waiting for review. */
async function toCreatorAvatars(ctx: AppContext, rows: CreatorViewRow[]): Promise<CreatorAvatar[]> {
  const media = await findMediaByIds(
    ctx,
    rows.flatMap((r) => [r.mainImagePendingId, r.profileImagePendingId]).filter((id) => id !== null),
  );
  return rows.map(({ mainImagePendingId, profileImagePendingId, ...avatar }) => ({
    ...avatar,
    mainImageReview: reviewOf(mainImagePendingId, media),
    profileImageReview: reviewOf(profileImagePendingId, media),
  }));
}

/** 404 for an id that does not exist, 403 for one that belongs to another creator. */
export async function missingAvatarError(ctx: AppContext, id: number): Promise<AppError> {
  return (await repo.avatarExists(ctx.db, id))
    ? forbidden('This avatar belongs to another creator')
    : notFound('Avatar not found');
}

/** Throws 404 or 403 unless the avatar is this creator's (for modules that keep things per avatar). */
export async function assertOwnedAvatar(ctx: AppContext, options: { id: number; creatorId: number }): Promise<void> {
  if (!(await repo.findAvatar(ctx.db, ['id'], options))) throw await missingAvatarError(ctx, options.id);
}

export async function listCreatorAvatars(ctx: AppContext, creatorId: number): Promise<CreatorAvatar[]> {
  return toCreatorAvatars(ctx, await repo.listAvatarsOfCreator(ctx.db, CREATOR_VIEW, creatorId));
}

/**
 * A creator's avatars, newest first, as ids and names: other modules scope the creator's
 * content and figures by these ids (one indexed read; a creator has a handful of avatars,
 * and the portal lists them all on one page).
 */
export async function listOwnedAvatars(
  ctx: Pick<AppContext, 'db'>,
  creatorId: number,
): Promise<Pick<StoredAvatar, 'id' | 'name'>[]> {
  return repo.listAvatarsOfCreator(ctx.db, ['id', 'name'], creatorId);
}

export async function getCreatorAvatar(ctx: AppContext, options: { id: number; creatorId: number }) {
  const row = await repo.findAvatar(ctx.db, CREATOR_VIEW, options);
  if (!row) throw await missingAvatarError(ctx, options.id);
  const [avatar] = await toCreatorAvatars(ctx, [row]);
  if (!avatar) throw new Error('unreachable: one row in, one avatar out');
  return avatar;
}

type ImageChanges = Partial<
  Pick<StoredAvatar, 'mainImage' | 'profileImage' | 'mainImagePendingId' | 'profileImagePendingId'>
>;

/**
 * Pictures the public sees are reviewed ones (issue 19): removing a picture applies at once,
 * an approved one too; any other waits in *_pending_id for a moderator, and the public keeps
 * seeing the current picture or, without one, the placeholder.
 */
async function imageColumn(
  ctx: AppContext,
  creatorId: number,
  mediaId: number | null,
): Promise<{ image?: string | null; pending: number | null }> {
  if (mediaId === null) return { image: null, pending: null };
  const chosen = await chooseAvatarImage(ctx, creatorId, mediaId);
  return chosen.approved ? { image: chosen.url, pending: null } : { pending: chosen.mediaId };
}

async function imageColumns(ctx: AppContext, creatorId: number, input: AvatarInput): Promise<ImageChanges> {
  const changes: ImageChanges = {};
  if (input.mainImageId !== undefined) {
    const main = await imageColumn(ctx, creatorId, input.mainImageId);
    if (main.image !== undefined) changes.mainImage = main.image;
    changes.mainImagePendingId = main.pending;
  }
  if (input.profileImageId !== undefined) {
    const profile = await imageColumn(ctx, creatorId, input.profileImageId);
    if (profile.image !== undefined) changes.profileImage = profile.image;
    changes.profileImagePendingId = profile.pending;
  }
  return changes;
}

/** The editor's fields of the input, as the record holds them (a vip tier costs more than premium). */
function editedFields(input: AvatarInput): Partial<StoredAvatar> {
  const vip = input.vipMonthlyPrice;
  if (vip !== undefined && vip !== null && vip <= input.monthlyPrice) {
    throw new AppError('BAD_REQUEST', VIP_PRICE_ORDER_MESSAGE, {
      issues: [{ path: 'vipMonthlyPrice', message: VIP_PRICE_ORDER_MESSAGE }],
    });
  }
  return Object.fromEntries(EDITABLE.map((field) => [field, input[field]]));
}

/** What an imported Character Card brings that the editor does not write. */
export type ImportedCardData = Pick<StoredAvatar, 'extensions' | 'cardExtra'>;

/** A new avatar is a row in `avatars`: visible ones show in browse and chat at once. */
export async function createCreatorAvatar(
  ctx: AppContext,
  options: { creatorId: number; input: AvatarInput; card?: ImportedCardData },
): Promise<CreatorAvatar> {
  const now = ctx.clock.now().toISOString();
  const { input, creatorId } = options;
  const images = await imageColumns(ctx, creatorId, input);
  const id = await repo.insertAvatar(ctx.db, {
    ...editedFields(input),
    ...images,
    ...options.card,
    creatorId,
    name: input.name,
    category: input.category,
    monthlyPrice: input.monthlyPrice,
    // No timetable: a creator's avatar is not listed as "online" by the clock alone (the
    // table default); 0-24 would put every creator avatar in the header's Online Now list.
    createdAt: now,
    updatedAt: now,
  });
  return getCreatorAvatar(ctx, { id, creatorId });
}

export async function updateCreatorAvatar(
  ctx: AppContext,
  options: { id: number; creatorId: number; input: AvatarInput },
): Promise<CreatorAvatar> {
  const images = await imageColumns(ctx, options.creatorId, options.input);
  const updated = await repo.updateOwnedAvatar(ctx.db, {
    id: options.id,
    creatorId: options.creatorId,
    changes: { ...editedFields(options.input), ...images, updatedAt: ctx.clock.now().toISOString() },
  });
  if (!updated) throw await missingAvatarError(ctx, options.id);
  return getCreatorAvatar(ctx, options);
}

/** A picture slot waiting for review, for the moderators' queue. */
export interface PictureAwaitingReview {
  mediaId: number;
  slot: 'main' | 'profile';
  avatar: Pick<StoredAvatar, 'id' | 'name' | 'creatorId'>;
}

/** Every avatar slot a creator filled with a picture that waits for review. */
export async function listPicturesAwaitingReview(ctx: Pick<AppContext, 'db'>): Promise<PictureAwaitingReview[]> {
  const rows = await repo.listAvatarsAwaitingPictures(ctx.db, [
    'id',
    'name',
    'creatorId',
    'mainImagePendingId',
    'profileImagePendingId',
  ]);
  return rows.flatMap(({ mainImagePendingId: main, profileImagePendingId: profile, ...avatar }) => [
    ...(main !== null ? [{ mediaId: main, slot: 'main' as const, avatar }] : []),
    // One entry per avatar and picture: a picture waiting in both slots is listed once.
    ...(profile !== null && profile !== main ? [{ mediaId: profile, slot: 'profile' as const, avatar }] : []),
  ]);
}

/**
 * A moderator approved the picture: it becomes the public picture of every slot waiting
 * for it. Called inside the moderator's transaction (ctx.db is that transaction).
 */
export async function publishReviewedPicture(
  ctx: Pick<AppContext, 'db'>,
  options: { mediaId: number; url: string; now: string },
): Promise<void> {
  await repo.publishReviewedPicture(ctx.db, options);
}

/** Deletes the avatar with its content, chats and favourites (foreign keys cascade). */
export async function deleteCreatorAvatar(ctx: AppContext, options: { id: number; creatorId: number }) {
  if (!(await repo.deleteOwnedAvatar(ctx.db, options))) throw await missingAvatarError(ctx, options.id);
}

/** The card data an avatar keeps for export that its creator's view leaves out (V3 fields we do not use). */
export async function getAvatarCardExtra(
  ctx: AppContext,
  options: { id: number; creatorId: number },
): Promise<StoredAvatar['cardExtra']> {
  const row = await repo.findAvatar(ctx.db, ['cardExtra'], options);
  if (!row) throw await missingAvatarError(ctx, options.id);
  return row.cardExtra;
}
