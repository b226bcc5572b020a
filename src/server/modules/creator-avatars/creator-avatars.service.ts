import type { Updateable } from 'kysely';
import {
  CARD_NOT_JSON_MESSAGE,
  type CardParseResult,
  type CharacterCardV2,
  cardToPersona,
  parseCharacterCard,
  personaToCard,
} from '../../../shared/contracts/character-card.ts';
import type {
  AvatarInput,
  CreatorAvatar,
  ImageReview,
  PersonaDraft,
} from '../../../shared/contracts/creator-avatars.ts';
import type { AppContext } from '../../context.ts';
import type { AvatarsTable } from '../../db/schema.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import { chooseAvatarImage, findMediaByIds, type MediaRow, viewUrl } from '../creator-media/creator-media.service.ts';
import * as repo from './creator-avatars.repo.ts';

function reviewOf(id: number | null, media: Map<number, MediaRow>): ImageReview | null {
  const row = id === null ? undefined : media.get(id);
  if (!row || (row.review_status !== 'pending' && row.review_status !== 'rejected')) return null;
  return { mediaId: row.id, url: viewUrl(row), status: row.review_status, reason: row.review_reason };
}

/** The creator's view of their avatars: the public pictures plus those waiting for review. */
async function toCreatorAvatars(ctx: AppContext, rows: repo.CreatorAvatarRow[]): Promise<CreatorAvatar[]> {
  const media = await findMediaByIds(
    ctx,
    rows.flatMap((r) => [r.main_image_pending_id, r.profile_image_pending_id]).filter((id) => id !== null),
  );
  return rows.map((row) => ({
    ...toCreatorAvatar(row),
    mainImageReview: reviewOf(row.main_image_pending_id, media),
    profileImageReview: reviewOf(row.profile_image_pending_id, media),
  }));
}

function toCreatorAvatar(row: repo.CreatorAvatarRow): Omit<CreatorAvatar, 'mainImageReview' | 'profileImageReview'> {
  return {
    id: row.id,
    name: row.name,
    tagline: row.tagline,
    description: row.description,
    personality: row.personality,
    scenario: row.scenario,
    firstMessage: row.first_message,
    exampleDialogue: row.example_dialogue,
    category: row.category,
    monthlyPrice: row.monthly_price,
    isVisible: row.is_visible === 1,
    mainImage: row.main_image,
    profileImage: row.profile_image,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** 404 for an id that does not exist, 403 for one that belongs to another creator. */
export async function missingAvatarError(ctx: AppContext, id: number): Promise<AppError> {
  return (await repo.avatarExists(ctx.db, id))
    ? forbidden('This avatar belongs to another creator')
    : notFound('Avatar not found');
}

export async function listCreatorAvatars(ctx: AppContext, creatorId: number): Promise<CreatorAvatar[]> {
  return toCreatorAvatars(ctx, await repo.listAvatarsOfCreator(ctx.db, creatorId));
}

async function oneCreatorAvatar(ctx: AppContext, row: repo.CreatorAvatarRow): Promise<CreatorAvatar> {
  const [avatar] = await toCreatorAvatars(ctx, [row]);
  if (!avatar) throw new Error('unreachable: one row in, one avatar out');
  return avatar;
}

export async function getCreatorAvatar(ctx: AppContext, options: { id: number; creatorId: number }) {
  const row = await repo.findOwnedAvatar(ctx.db, options);
  if (!row) throw await missingAvatarError(ctx, options.id);
  return oneCreatorAvatar(ctx, row);
}

type ImageChanges = Pick<
  Updateable<AvatarsTable>,
  'main_image' | 'profile_image' | 'main_image_pending_id' | 'profile_image_pending_id'
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
    if (main.image !== undefined) changes.main_image = main.image;
    changes.main_image_pending_id = main.pending;
  }
  if (input.profileImageId !== undefined) {
    const profile = await imageColumn(ctx, creatorId, input.profileImageId);
    if (profile.image !== undefined) changes.profile_image = profile.image;
    changes.profile_image_pending_id = profile.pending;
  }
  return changes;
}

function personaColumns(input: AvatarInput) {
  return {
    name: input.name,
    tagline: input.tagline,
    description: input.description,
    personality: input.personality,
    scenario: input.scenario,
    first_message: input.firstMessage,
    example_dialogue: input.exampleDialogue,
    category: input.category,
    monthly_price: input.monthlyPrice,
    is_visible: input.isVisible ? (1 as const) : (0 as const),
  };
}

/** A new avatar is a row in `avatars`: visible ones show in browse and chat at once. */
export async function createCreatorAvatar(
  ctx: AppContext,
  options: { creatorId: number; input: AvatarInput },
): Promise<CreatorAvatar> {
  const now = ctx.clock.now().toISOString();
  const images = await imageColumns(ctx, options.creatorId, options.input);
  const row = await repo.insertAvatar(ctx.db, {
    creator_id: options.creatorId,
    ...personaColumns(options.input),
    ...images,
    // No timetable: a creator's avatar is not listed as "online" by the clock alone (the
    // table default); 0-24 would put every creator avatar in the header's Online Now list.
    created_at: now,
    updated_at: now,
  });
  return oneCreatorAvatar(ctx, row);
}

export async function updateCreatorAvatar(
  ctx: AppContext,
  options: { id: number; creatorId: number; input: AvatarInput },
): Promise<CreatorAvatar> {
  const images = await imageColumns(ctx, options.creatorId, options.input);
  const row = await repo.updateOwnedAvatar(ctx.db, {
    id: options.id,
    creatorId: options.creatorId,
    changes: { ...personaColumns(options.input), ...images, updated_at: ctx.clock.now().toISOString() },
  });
  if (!row) throw await missingAvatarError(ctx, options.id);
  return oneCreatorAvatar(ctx, row);
}

/** Deletes the avatar with its content, chats and favourites (foreign keys cascade). */
export async function deleteCreatorAvatar(ctx: AppContext, options: { id: number; creatorId: number }) {
  if (!(await repo.deleteOwnedAvatar(ctx.db, options))) throw await missingAvatarError(ctx, options.id);
}

export async function exportCharacterCard(
  ctx: AppContext,
  options: { id: number; creatorId: number; creatorName: string },
): Promise<{ card: CharacterCardV2; fileName: string }> {
  const avatar = await getCreatorAvatar(ctx, options);
  const card = personaToCard(avatar, { creator: options.creatorName, version: avatar.updatedAt.slice(0, 10) });
  const slug =
    avatar.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'avatar';
  return { card, fileName: `${slug}.card.json` };
}

/** Reads an uploaded card file: JSON text, or a PNG card with its JSON in a 'chara' text chunk. */
export function readCharacterCardFile(bytes: Buffer): PersonaDraft {
  let result: CardParseResult;
  const text = isPng(bytes) ? pngCardText(bytes) : bytes.toString('utf8').replace(/^\uFEFF/, '');
  if (text === null) throw new AppError('BAD_REQUEST', 'This PNG has no Character Card in it.');
  try {
    result = parseCharacterCard(JSON.parse(text));
  } catch {
    throw new AppError('BAD_REQUEST', CARD_NOT_JSON_MESSAGE);
  }
  if (!result.ok) throw new AppError('BAD_REQUEST', result.message);
  return cardToPersona(result.card);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function isPng(bytes: Buffer): boolean {
  return bytes.subarray(0, 8).equals(PNG_SIGNATURE);
}

/** The base64 JSON of a PNG character card's tEXt chunk keyed 'chara' (SillyTavern's format). */
function pngCardText(bytes: Buffer): string | null {
  let offset = 8;
  while (offset + 8 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const start = offset + 8;
    if (start + length > bytes.length) return null;
    if (type === 'tEXt') {
      const chunk = bytes.subarray(start, start + length);
      const zero = chunk.indexOf(0);
      if (zero > 0 && chunk.toString('latin1', 0, zero) === 'chara') {
        return Buffer.from(chunk.toString('latin1', zero + 1), 'base64').toString('utf8');
      }
    }
    if (type === 'IEND') return null;
    offset = start + length + 4;
  }
  return null;
}
