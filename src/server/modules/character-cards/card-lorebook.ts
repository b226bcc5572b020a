import type { CardBook, CardBookEntry } from '../../../shared/contracts/character-card.ts';
import {
  LOREBOOK_DEFAULTS,
  LOREBOOK_LIMITS,
  type Lorebook,
  type LorebookEntry,
} from '../../../shared/contracts/lorebooks.ts';

/**
 * A card's lorebook (`character_book`) and ours, both ways. Fields we have no place for,
 * on the book or an entry (an entry's own `id`, a future field), ride in its `extensions`
 * under UNKNOWN_FIELDS and come back out on export, so the card round-trips. A V2 entry
 * has no `use_regex`: a V2 export carries it there too, and an import reads what is there
 * as fields of the entry. An entry's own scan depth is where SillyTavern keeps it:
 * `extensions.scan_depth`.
 */
const UNKNOWN_FIELDS = 'companions_unknown_fields';

const BOOK_FIELDS = [
  'name',
  'description',
  'scan_depth',
  'token_budget',
  'recursive_scanning',
  'extensions',
  'entries',
];
const ENTRY_FIELDS = [
  'keys',
  'content',
  'extensions',
  'enabled',
  'insertion_order',
  'case_sensitive',
  'use_regex',
  'constant',
  'name',
  'priority',
  'comment',
  'selective',
  'secondary_keys',
  'position',
];

type Json = Record<string, unknown>;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, Math.round(value)));

/** The object's fields outside `known`, kept beside its extensions. */
function withUnknown(extensions: Json, object: Json, known: readonly string[]): Json {
  const unknown = Object.fromEntries(Object.entries(object).filter(([key]) => !known.includes(key)));
  return Object.keys(unknown).length > 0 ? { ...extensions, [UNKNOWN_FIELDS]: unknown } : { ...extensions };
}

/** Extensions as a card carries them, and the unknown fields to put back beside them. */
function splitUnknown(extensions: Json): { extensions: Json; unknown: Json } {
  const { [UNKNOWN_FIELDS]: unknown, ...rest } = extensions;
  return { extensions: rest, unknown: typeof unknown === 'object' && unknown !== null ? (unknown as Json) : {} };
}

/** The entry's fields, with those a V2 export carried in its extensions put back beside them. */
function entryFields(raw: CardBookEntry, index: number): { entry: Json; extensions: Json; depth: number | null } {
  const { extensions: carried, unknown } = splitUnknown(raw.extensions);
  const { scan_depth: depth, ...extensions } = carried;
  const readable = typeof depth === 'number' && Number.isFinite(depth);
  const entry: Json = { ...unknown, ...raw };
  // The id an export writes is the entry's place in the list: nothing to keep.
  if (entry.id === index) delete entry.id;
  return { entry, extensions: readable ? extensions : carried, depth: readable ? depth : null };
}

function toEntry(raw: CardBookEntry, index: number): LorebookEntry {
  const { entry, extensions, depth } = entryFields(raw, index);
  return {
    name: (raw.name ?? '').trim(),
    comment: raw.comment ?? '',
    keys: raw.keys.map((k) => k.trim()).filter(Boolean),
    secondaryKeys: (raw.secondary_keys ?? []).map((k) => k.trim()).filter(Boolean),
    content: raw.content.trim(),
    constant: raw.constant ?? false,
    enabled: raw.enabled,
    selective: raw.selective ?? false,
    caseSensitive: raw.case_sensitive ?? false,
    useRegex: entry.use_regex === true,
    insertionOrder: clamp(raw.insertion_order, -LOREBOOK_LIMITS.order, LOREBOOK_LIMITS.order),
    priority: clamp(raw.priority ?? 10, -LOREBOOK_LIMITS.order, LOREBOOK_LIMITS.order),
    scanDepth: depth === null ? null : clamp(depth, 1, LOREBOOK_LIMITS.scanDepth),
    position: raw.position === 'after_char' ? 'after_char' : 'before_char',
    extensions: withUnknown(
      extensions,
      // A position we cannot read (a number from another tool) is kept as it came.
      raw.position === undefined || raw.position === 'after_char' || raw.position === 'before_char'
        ? entry
        : { ...entry, position_as_sent: raw.position },
      ENTRY_FIELDS,
    ),
  };
}

/** Our lorebook from a card's (not yet checked against our limits). */
export function cardBookToLorebook(book: CardBook): Lorebook {
  const number = (value: number | undefined, fallback: number, max: number) =>
    value !== undefined && Number.isFinite(value) ? clamp(value, 1, max) : fallback;
  return {
    name: (book.name ?? '').trim(),
    description: book.description ?? '',
    scanDepth: number(book.scan_depth, LOREBOOK_DEFAULTS.scanDepth, LOREBOOK_LIMITS.scanDepth),
    tokenBudget: number(book.token_budget, LOREBOOK_DEFAULTS.tokenBudget, LOREBOOK_LIMITS.tokenBudget),
    recursiveScanning: book.recursive_scanning ?? false,
    extensions: withUnknown(book.extensions, book, BOOK_FIELDS),
    entries: book.entries.map((entry, index) => toEntry(entry, index)),
  };
}

function toCardEntry(entry: LorebookEntry, index: number, spec: 'v2' | 'v3'): Json {
  const { extensions, unknown } = splitUnknown(entry.extensions);
  const { position_as_sent: positionAsSent, ...rest } = unknown;
  const ext: Json = { ...extensions };
  if (entry.scanDepth !== null) ext.scan_depth = entry.scanDepth;
  else if (typeof ext.scan_depth === 'number') delete ext.scan_depth;
  if (spec === 'v2' && entry.useRegex) ext[UNKNOWN_FIELDS] = { use_regex: true };
  return {
    id: index,
    ...rest,
    keys: entry.keys,
    secondary_keys: entry.secondaryKeys,
    content: entry.content,
    extensions: ext,
    enabled: entry.enabled,
    insertion_order: entry.insertionOrder,
    priority: entry.priority,
    case_sensitive: entry.caseSensitive,
    constant: entry.constant,
    selective: entry.selective,
    name: entry.name,
    comment: entry.comment,
    position: positionAsSent ?? entry.position,
    ...(spec === 'v3' ? { use_regex: entry.useRegex } : {}),
  };
}

/** The card's `character_book` (V2) or lorebook (V3) for our book. */
export function lorebookToCardBook(book: Lorebook, spec: 'v2' | 'v3'): Json {
  const { extensions, unknown } = splitUnknown(book.extensions);
  return {
    ...unknown,
    name: book.name,
    description: book.description,
    scan_depth: book.scanDepth,
    token_budget: book.tokenBudget,
    recursive_scanning: book.recursiveScanning,
    extensions,
    entries: book.entries.map((entry, index) => toCardEntry(entry, index, spec)),
  };
}
