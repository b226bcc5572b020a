import { z } from 'zod';

/**
 * An avatar's lorebook (Character Card V2 `character_book`, V3 `lorebook`): entries of
 * world or character knowledge that enter the model's prompt when their keys come up in
 * the recent turns. Field names follow the card's, in camelCase; `extensions` keep other
 * tools' data as it came, so a card exported again gives it back.
 */
export const LOREBOOK_LIMITS = {
  entries: 200,
  keys: 30,
  key: 100,
  name: 100,
  comment: 1000,
  content: 4000,
  description: 2000,
  scanDepth: 100,
  tokenBudget: 8192,
  order: 1_000_000,
} as const;

/** What a book without settings of its own uses: the last 4 turns, about 512 tokens. */
export const LOREBOOK_DEFAULTS = { scanDepth: 4, tokenBudget: 512 } as const;

export const LORE_POSITIONS = ['before_char', 'after_char'] as const;
export type LorePosition = (typeof LORE_POSITIONS)[number];

const text = (label: string, max: number) => z.string().max(max, `${label} must be at most ${max} characters`);
const ZOrder = (label: string) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(-LOREBOOK_LIMITS.order, `${label} must be at least -${LOREBOOK_LIMITS.order}`)
    .max(LOREBOOK_LIMITS.order, `${label} must be at most ${LOREBOOK_LIMITS.order}`);
const ZScanDepth = z
  .number({ error: 'Scan depth must be a whole number' })
  .int('Scan depth must be a whole number')
  .min(1, 'Scan depth must be at least 1')
  .max(LOREBOOK_LIMITS.scanDepth, `Scan depth must be at most ${LOREBOOK_LIMITS.scanDepth}`);
const ZKeys = (label: string) =>
  z
    .array(
      z
        .string()
        .trim()
        .min(1, 'A key cannot be empty')
        .max(LOREBOOK_LIMITS.key, `Each key must be at most ${LOREBOOK_LIMITS.key} characters`),
    )
    .max(LOREBOOK_LIMITS.keys, `List at most ${LOREBOOK_LIMITS.keys} ${label}`);
export const ZExtensions = z.record(z.string(), z.unknown());

export const ZLorebookEntry = z.object({
  name: text('Name', LOREBOOK_LIMITS.name).trim(),
  /** A note for the creator; never sent to the model. */
  comment: text('Comment', LOREBOOK_LIMITS.comment),
  /** The entry fires when one of these appears in the recent turns. */
  keys: ZKeys('keys'),
  /** With `selective`, one of these must appear too. */
  secondaryKeys: ZKeys('secondary keys'),
  content: text('Content', LOREBOOK_LIMITS.content).trim(),
  /** Always in the prompt, keys or not. */
  constant: z.boolean(),
  enabled: z.boolean(),
  selective: z.boolean(),
  caseSensitive: z.boolean(),
  /** Kept for the round trip; regular-expression keys never fire here (untrusted patterns). */
  useRegex: z.boolean(),
  /** Lower comes earlier in the prompt. */
  insertionOrder: ZOrder('Insertion order'),
  /** Higher is kept first when the token budget runs out. */
  priority: ZOrder('Priority'),
  /** How many recent turns this entry scans; null: the book's. */
  scanDepth: ZScanDepth.nullable(),
  position: z.enum(LORE_POSITIONS, { error: 'Position must be before_char or after_char' }),
  extensions: ZExtensions,
});
export type LorebookEntry = z.infer<typeof ZLorebookEntry>;

export const ZLorebook = z.object({
  name: text('Name', LOREBOOK_LIMITS.name).trim(),
  description: text('Description', LOREBOOK_LIMITS.description),
  scanDepth: ZScanDepth,
  tokenBudget: z
    .number({ error: 'Token budget must be a whole number' })
    .int('Token budget must be a whole number')
    .min(1, 'Token budget must be at least 1')
    .max(LOREBOOK_LIMITS.tokenBudget, `Token budget must be at most ${LOREBOOK_LIMITS.tokenBudget}`),
  /** Entries fired by other entries' content too. */
  recursiveScanning: z.boolean(),
  extensions: ZExtensions,
  entries: z.array(ZLorebookEntry).max(LOREBOOK_LIMITS.entries, `List at most ${LOREBOOK_LIMITS.entries} entries`),
});
export type Lorebook = z.infer<typeof ZLorebook>;

export function emptyLorebook(): Lorebook {
  return { name: '', description: '', ...LOREBOOK_DEFAULTS, recursiveScanning: false, extensions: {}, entries: [] };
}

export function newLorebookEntry(): LorebookEntry {
  return {
    name: '',
    comment: '',
    keys: [],
    secondaryKeys: [],
    content: '',
    constant: false,
    enabled: true,
    selective: false,
    caseSensitive: false,
    useRegex: false,
    insertionOrder: 100,
    priority: 10,
    scanDepth: null,
    position: 'before_char',
    extensions: {},
  };
}

/** POST /api/creator/avatars/:id/lorebook/test: a message, and the book as edited (else the saved one). */
export const ZLorebookTestBody = z.object({
  message: z.string().trim().min(1, 'Type a message to test').max(4000, 'Message must be at most 4000 characters'),
  lorebook: ZLorebook.optional(),
});
export type LorebookTestBody = z.infer<typeof ZLorebookTestBody>;

export const ZFiredEntry = z.object({
  /** Position of the entry in the book's list. */
  index: z.number().int(),
  name: z.string(),
  /** Why it fired: a constant entry, or the key found in the message. */
  reason: z.enum(['constant', 'key']),
  key: z.string().nullable(),
  tokens: z.number().int(),
});
export type FiredEntry = z.infer<typeof ZFiredEntry>;

export const ZLorebookTestResult = z.object({
  /** In the order they would enter the prompt. */
  fired: z.array(ZFiredEntry),
  /** Matched, but left out: the token budget was spent on entries of higher priority. */
  overBudget: z.array(ZFiredEntry),
  tokensUsed: z.number().int(),
  tokenBudget: z.number().int(),
});
export type LorebookTestResult = z.infer<typeof ZLorebookTestResult>;
