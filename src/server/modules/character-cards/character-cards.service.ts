import { Readable } from 'node:stream';
import sharp from 'sharp';
import type { CharacterCardV3 } from '../../../shared/contracts/character-card.ts';
import type { CreatorAvatar, PersonaDraft } from '../../../shared/contracts/creator-avatars.ts';
import type { AppContext } from '../../context.ts';
import { withTransaction } from '../../db/transaction.ts';
import { asciiFileName } from '../../lib/file-name.ts';
import { writePngTextChunks } from '../../lib/png-text-chunks.ts';
import { createCreatorAvatar, getAvatarCardExtra, getCreatorAvatar } from '../avatars/creator-avatars.service.ts';
import { discardUpload, readOwnedAvatarPicture, storeUpload } from '../creator-media/creator-media.service.ts';
import { getCreatorLorebook, saveCreatorLorebook } from '../lorebooks/lorebooks.service.ts';
import { readCardFile } from './card-files.ts';
import { cardRefusal, checkCardImport } from './card-import-checks.ts';
import { avatarToCardV2, avatarToCardV3, type CardSource, importCard } from './card-mapping.ts';

/**
 * Character Cards in and out of the creator portal. An import is checked whole before
 * anything is written (card, lorebook, picture; every problem named at once), then the
 * picture goes through the upload path (so it waits for a moderator like any avatar
 * picture) and the avatar and its lorebook are written in one transaction: a bad file
 * never leaves a partial avatar.
 */

/** The persona fields of a card file, for the avatar form to review (nothing is stored). */
export function readCardDraft(bytes: Buffer): PersonaDraft {
  const file = readCardFile(bytes);
  if (!file.parsed.ok) throw cardRefusal(file.parsed.issues);
  return importCard(file.parsed.card).draft;
}

/** Creates a hidden avatar (the creator reviews it, then shows it) from a card file. */
export async function importCharacterCardFile(
  ctx: AppContext,
  options: { creatorId: number; bytes: Buffer; fileName: string },
): Promise<CreatorAvatar> {
  const { card, input, lorebook, picture } = await checkCardImport(readCardFile(options.bytes));
  const media = picture
    ? await storeUpload(ctx, {
        ownerId: options.creatorId,
        kind: 'image',
        purpose: 'avatar',
        originalName: options.fileName,
        stream: Readable.from([picture]),
        wasTruncated: () => false,
      })
    : null;
  try {
    return await withTransaction(ctx, async (tx) => {
      const avatar = await createCreatorAvatar(tx, {
        creatorId: options.creatorId,
        input: { ...input, ...(media ? { mainImageId: media.id } : {}) },
        card: { extensions: card.fields.extensions, cardExtra: card.extra },
      });
      if (lorebook) await saveCreatorLorebook(tx, { avatarId: avatar.id, creatorId: options.creatorId, lorebook });
      return avatar;
    });
  } catch (error) {
    if (media) await discardUpload(ctx, options.creatorId, media.id);
    throw error;
  }
}

interface ExportOptions {
  id: number;
  creatorId: number;
  /** The card's creator when the avatar names none. */
  creatorName: string;
}

function fileStem(name: string): string {
  return asciiFileName(name).toLowerCase() || 'avatar';
}

async function cardSources(ctx: AppContext, options: ExportOptions) {
  const avatar = await getCreatorAvatar(ctx, options);
  const [extra, lorebook] = await Promise.all([
    getAvatarCardExtra(ctx, options),
    getCreatorLorebook(ctx, { avatarId: options.id, creatorId: options.creatorId }),
  ]);
  const source: CardSource = {
    ...avatar,
    creator: avatar.creator || options.creatorName,
    characterVersion: avatar.characterVersion || avatar.updatedAt.slice(0, 10),
  };
  return { avatar, source, extra, lorebook };
}

/** The avatar as a Character Card V3 JSON file, lorebook included. */
export async function exportCardJson(
  ctx: AppContext,
  options: ExportOptions,
): Promise<{ card: CharacterCardV3; fileName: string }> {
  const { source, extra, lorebook } = await cardSources(ctx, options);
  return {
    card: avatarToCardV3(source, lorebook, { extra, icon: null }),
    fileName: `${fileStem(source.name)}.card.json`,
  };
}

/** Portrait-shaped, in the portal's calm colours: for an avatar without a picture of its own. */
function placeholderPicture(): Promise<Buffer> {
  return sharp({ create: { width: 450, height: 600, channels: 3, background: { r: 92, g: 106, b: 138 } } })
    .png()
    .toBuffer();
}

/**
 * The avatar as a PNG card: its picture (the creator's latest choice, reviewed or not)
 * carrying the card twice, V2 in `chara` for older tools and V3 in `ccv3`.
 */
export async function exportCardPng(
  ctx: AppContext,
  options: ExportOptions,
): Promise<{ png: Buffer; fileName: string }> {
  const { avatar, source, extra, lorebook } = await cardSources(ctx, options);
  const review = avatar.mainImageReview ?? avatar.profileImageReview;
  const url = avatar.mainImage ?? avatar.profileImage;
  const bytes = review
    ? await readOwnedAvatarPicture(ctx, options.creatorId, { mediaId: review.mediaId })
    : url
      ? await readOwnedAvatarPicture(ctx, options.creatorId, { url })
      : null;
  const picture = bytes ? await sharp(bytes).png().toBuffer() : await placeholderPicture();
  const encode = (card: object) => Buffer.from(JSON.stringify(card), 'utf8').toString('base64');
  const png = writePngTextChunks(picture, [
    { keyword: 'chara', text: encode(avatarToCardV2(source, lorebook)) },
    { keyword: 'ccv3', text: encode(avatarToCardV3(source, lorebook, { extra, icon: 'ccdefault' })) },
  ]);
  return { png, fileName: `${fileStem(source.name)}.png` };
}
