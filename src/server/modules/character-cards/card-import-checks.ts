import sharp from 'sharp';
import { type AvatarInput, ZAvatarInput } from '../../../shared/contracts/avatars.ts';
import { type CardIssue, ZCardBook } from '../../../shared/contracts/character-card.ts';
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
 * The 400 for a card with problems. The message is the first problem's headline, as when
 * there is only one; with several, `issues` lists every one (the error contract's per-field
 * errors), each a sentence about its field.
 */
export function cardRefusal(issues: readonly CardIssue[]): AppError {
  const message = issues[0]?.headline ?? 'Invalid Character Card.';
  if (issues.length < 2) return new AppError('BAD_REQUEST', message);
  const listed: FieldIssue[] = issues.slice(0, LISTED_MAX).map(({ path, message }) => ({ path, message }));
  const more = issues.length - LISTED_MAX;
  if (more > 0) listed.push({ path: '', message: `…and ${more} more problems.` });
  return new AppError('BAD_REQUEST', message, { issues: listed });
}

const sentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;

/** Where in the lorebook, in words: `In lorebook entry 2, `; the schema's messages name the field. */
function inLorebook(path: readonly PropertyKey[]): string {
  return path[0] === 'entries' && typeof path[1] === 'number'
    ? `In lorebook entry ${path[1] + 1}, `
    : 'In the lorebook, ';
}

/** Problems with the avatar (`''`) or lorebook (`'character_book'`) the card makes; their messages name the field. */
function issuesOf(
  error: { issues: { path: PropertyKey[]; message: string }[] },
  prefix: '' | 'character_book',
): CardIssue[] {
  return error.issues.map((issue) => {
    const where = [prefix, ...issue.path.map(String)].filter(Boolean).join('.');
    const said = issue.message.charAt(0).toLowerCase() + issue.message.slice(1);
    return {
      path: where,
      message: prefix ? sentence(`${inLorebook(issue.path)}${said}`) : sentence(issue.message),
      headline: `Invalid Character Card: ${where ? `${where}: ` : ''}${issue.message}.`,
    };
  });
}

function sizeIssues(value: unknown, where: string, what: string): CardIssue[] {
  if (Buffer.byteLength(JSON.stringify(value)) <= KEPT_JSON_MAX_BYTES) return [];
  const limit = `larger than ${KEPT_JSON_MAX_BYTES / 1024} KB`;
  return [
    { path: where, message: sentence(`${what} ${limit}`), headline: `Invalid Character Card: ${where} is ${limit}.` },
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
  const issues: CardIssue[] = file.parsed.ok ? [] : [...file.parsed.issues];
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
    issues.push(...sizeIssues(card.fields.extensions, 'data.extensions', 'extensions are'));
    const unused = 'the fields of data this platform does not use';
    issues.push(...sizeIssues(card.extra, unused, `${unused} are, together,`));
  }
  const picture = file.picture ? await reencode(file.picture) : null;
  if (file.picture && !picture) {
    const message = "The card's picture is not an image that can be read (PNG, JPEG, WebP, GIF or AVIF).";
    issues.push({ path: 'picture', message, headline: message });
  }
  if (!card || !input || issues.length > 0) throw cardRefusal(issues);
  return { card, input, lorebook, picture };
}
