import sharp from 'sharp';
import { type AvatarInput, ZAvatarInput } from '../../../shared/contracts/avatars.ts';
import { ZCardBook } from '../../../shared/contracts/character-card.ts';
import type { FieldIssue } from '../../../shared/contracts/common.ts';
import { type Lorebook, ZLorebook } from '../../../shared/contracts/lorebooks.ts';
import { AppError } from '../../lib/app-error.ts';
import type { CardFile } from './card-files.ts';
import { cardBookToLorebook } from './card-lorebook.ts';
import { type ImportedCard, importCard } from './card-mapping.ts';

/**
 * Everything an import checks in a card before it writes anything, with every problem
 * found at once: the card's own fields, the avatar it makes, its lorebook (also when the
 * card is wrong elsewhere), the data kept for other tools, and its picture. A creator
 * fixing a card from another tool sees all there is to fix in one answer.
 */
const DEFAULT_PRICE = 1499;
const DEFAULT_CATEGORY = 'lifestyle';
/** Other tools' data we keep for the round trip, per card. */
const KEPT_JSON_MAX_BYTES = 256 * 1024;
/** A card picture larger than this many pixels is refused before it is decoded. */
const PICTURE_MAX_PIXELS = 40_000_000;
/** Past this many, the answer says how many more there are (a hostile card can have thousands). */
const LISTED_MAX = 50;

export interface CheckedCardImport {
  card: ImportedCard;
  input: AvatarInput;
  lorebook: Lorebook | null;
  /** The card's picture as a clean PNG (no metadata, no card chunks), or null. */
  picture: Buffer | null;
}

/**
 * The 400 for a card with problems. The message is the first problem, as when there is only
 * one; with several, `issues` lists every one (the error contract's per-field errors).
 */
export function cardRefusal(issues: readonly FieldIssue[]): AppError {
  const message = issues[0]?.message ?? 'Invalid Character Card.';
  if (issues.length < 2) return new AppError('BAD_REQUEST', message);
  const more = issues.length - LISTED_MAX;
  const listed =
    more > 0 ? [...issues.slice(0, LISTED_MAX), { path: '', message: `…and ${more} more problems.` }] : [...issues];
  return new AppError('BAD_REQUEST', message, { issues: listed });
}

function issuesOf(error: { issues: { path: PropertyKey[]; message: string }[] }, prefix: string): FieldIssue[] {
  return error.issues.map((issue) => {
    const where = [prefix, ...issue.path.map(String)].filter(Boolean).join('.');
    return { path: where, message: `Invalid Character Card: ${where ? `${where}: ` : ''}${issue.message}.` };
  });
}

function sizeIssues(value: unknown, where: string): FieldIssue[] {
  if (Buffer.byteLength(JSON.stringify(value)) <= KEPT_JSON_MAX_BYTES) return [];
  return [
    { path: where, message: `Invalid Character Card: ${where} is larger than ${KEPT_JSON_MAX_BYTES / 1024} KB.` },
  ];
}

/** The card's lorebook, also when the rest of the card is wrong (if the book itself reads). */
function lorebookPart(file: CardFile, card: ImportedCard | null): Lorebook | null {
  if (card) return card.lorebook;
  const raw = (file.json as { data?: { character_book?: unknown } } | null)?.data?.character_book;
  const book = raw === undefined || raw === null ? null : ZCardBook.safeParse(raw);
  return book?.success ? cardBookToLorebook(book.data) : null;
}

async function reencode(picture: Buffer): Promise<Buffer | null> {
  try {
    return await sharp(picture, { limitInputPixels: PICTURE_MAX_PIXELS }).rotate().png().toBuffer();
  } catch {
    return null;
  }
}

/** The card, the avatar and lorebook it makes, and its picture; or a 400 listing every problem. */
export async function checkCardImport(file: CardFile): Promise<CheckedCardImport> {
  const issues: FieldIssue[] = file.parsed.ok ? [] : [...file.parsed.issues];
  const card = file.parsed.ok ? importCard(file.parsed.card) : null;
  let input: AvatarInput | null = null;
  if (card) {
    const { category, tags: _tags, ...persona } = card.draft;
    const { extensions: _extensions, ...fields } = card.fields;
    const parsed = ZAvatarInput.safeParse({
      ...persona,
      ...fields,
      category: category ?? DEFAULT_CATEGORY,
      monthlyPrice: DEFAULT_PRICE,
      isVisible: false,
    } satisfies AvatarInput);
    if (parsed.success) input = parsed.data;
    else issues.push(...issuesOf(parsed.error, ''));
  }
  let lorebook: Lorebook | null = null;
  const book = lorebookPart(file, card);
  if (book) {
    const checked = ZLorebook.safeParse(book);
    if (checked.success) lorebook = checked.data;
    else issues.push(...issuesOf(checked.error, 'character_book'));
  }
  if (card) {
    issues.push(...sizeIssues(card.fields.extensions, 'data.extensions'));
    issues.push(...sizeIssues(card.extra, 'the fields of data this platform does not use'));
  }
  const picture = file.picture ? await reencode(file.picture) : null;
  if (file.picture && !picture) {
    issues.push({
      path: 'picture',
      message: "The card's picture is not an image that can be read (PNG, JPEG, WebP, GIF or AVIF).",
    });
  }
  if (!card || !input || issues.length > 0) throw cardRefusal(issues);
  return { card, input, lorebook, picture };
}
