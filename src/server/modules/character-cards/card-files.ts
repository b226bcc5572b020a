import { unzipSync } from 'fflate';
import {
  CARD_NOT_JSON_MESSAGE,
  type CardParseResult,
  parseCharacterCard,
} from '../../../shared/contracts/character-card.ts';
import { AppError } from '../../lib/app-error.ts';
import { isPng, PngFormatError, readPngTextChunks } from '../../lib/png-text-chunks.ts';

/**
 * Reads an uploaded card file, whatever its format, into its card (checked: the card, or
 * every problem with it) and the picture that came with it; a file that holds no card to
 * check is a 400 naming what is wrong:
 * - JSON: the card itself (V2 or V3);
 * - PNG: a `ccv3` (V3) or `chara` (V2) tEXt chunk of base64 JSON (V3 wins when both are
 *   there); the PNG is the picture;
 * - CHARX: a zip with `card.json` at its root and the icon it names under
 *   `embeded://path`; the icon is the picture.
 */
export const CARD_FILE_MAX_MB = 8;
/** card.json in a CHARX; a card with a long lorebook is well under this. */
const CARD_JSON_MAX_BYTES = 4 * 1024 * 1024;
const ICON_MAX_BYTES = CARD_FILE_MAX_MB * 1024 * 1024;
const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

export interface CardFile {
  format: 'json' | 'png' | 'charx';
  /** The card's JSON as it came, for checks of the parts of a card that is wrong elsewhere. */
  json: unknown;
  parsed: CardParseResult;
  /** The picture's bytes as they came (not yet checked as an image), or null. */
  picture: Buffer | null;
}

const bad = (message: string) => new AppError('BAD_REQUEST', message);

function checkedCard(text: string, notJson: string): Pick<CardFile, 'json' | 'parsed'> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw bad(notJson);
  }
  return { json, parsed: parseCharacterCard(json) };
}

function fromPng(bytes: Buffer): CardFile {
  let chunks: { keyword: string; text: string }[];
  try {
    chunks = readPngTextChunks(bytes);
  } catch (error) {
    if (error instanceof PngFormatError) throw bad(error.message);
    throw error;
  }
  const chunk =
    chunks.find((c) => c.keyword.toLowerCase() === 'ccv3') ?? chunks.find((c) => c.keyword.toLowerCase() === 'chara');
  if (!chunk) throw bad('This PNG has no Character Card in it (no "chara" or "ccv3" text chunk).');
  const json = Buffer.from(chunk.text, 'base64').toString('utf8');
  const card = checkedCard(json, `The PNG's "${chunk.keyword}" chunk is not a Character Card (not base64 JSON).`);
  return { format: 'png', ...card, picture: bytes };
}

function unzip(bytes: Buffer, wanted: (name: string) => boolean): Record<string, Uint8Array> {
  try {
    // Sizes are checked before anything is inflated, and fflate writes no more than the
    // size a file declares: a zip bomb stays a small allocation.
    return unzipSync(bytes, {
      filter: (file) => wanted(file.name) && file.originalSize <= Math.max(CARD_JSON_MAX_BYTES, ICON_MAX_BYTES),
    });
  } catch {
    throw bad('This CHARX file is not a readable zip archive.');
  }
}

function fromCharx(bytes: Buffer): CardFile {
  const files = unzip(bytes, (name) => name === 'card.json');
  const json = files['card.json'];
  if (!json) throw bad('This CHARX file has no card.json (or it is larger than 4 MB).');
  if (json.length > CARD_JSON_MAX_BYTES) throw bad('The card.json in this CHARX file is larger than 4 MB.');
  const card = checkedCard(Buffer.from(json).toString('utf8'), 'The card.json in this CHARX file is not valid JSON.');
  // A card that is wrong is refused for what is wrong with it, whatever its icon.
  if (!card.parsed.ok) return { format: 'charx', ...card, picture: null };
  const data = card.parsed.card.data;
  const assets = card.parsed.card.spec === 'chara_card_v3' && Array.isArray(data.assets) ? data.assets : [];
  const icons = assets.filter((a): a is { type: string; uri: unknown; name?: unknown } => a?.type === 'icon');
  const uri = (icons.find((a) => a.name === 'main') ?? icons[0])?.uri;
  if (typeof uri !== 'string' || !uri.startsWith('embeded://')) return { format: 'charx', ...card, picture: null };
  const path = uri.slice('embeded://'.length);
  const icon = unzip(bytes, (name) => name === path)[path];
  if (!icon)
    throw bad(`The card's icon (${path}) is not in this CHARX file, or it is larger than ${CARD_FILE_MAX_MB} MB.`);
  return { format: 'charx', ...card, picture: Buffer.from(icon) };
}

export function readCardFile(bytes: Buffer): CardFile {
  if (bytes.length === 0) throw bad('The file is empty.');
  if (isPng(bytes)) return fromPng(bytes);
  if (bytes.subarray(0, 4).equals(ZIP_SIGNATURE)) return fromCharx(bytes);
  const card = checkedCard(bytes.toString('utf8').replace(/^\uFEFF/, ''), CARD_NOT_JSON_MESSAGE);
  return { format: 'json', ...card, picture: null };
}
