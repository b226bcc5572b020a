import { z } from 'zod';
import { CARD_FIELD_LIMITS } from './avatars.ts';
import type { FieldIssue } from './common.ts';

/**
 * Character Cards, the community format SillyTavern, Agnai, RisuAI and character hubs read
 * and write: `{ spec, spec_version, data: {...} }`, V2 (`chara_card_v2`, '2.0') and V3
 * (`chara_card_v3`, '3.0'; a superset of V2 with a lorebook, assets, nickname, …). Objects
 * are loose: fields a card has that no schema here names pass through, so an import keeps
 * them and an export gives them back (the V3 spec asks exactly that).
 */
const text = (max: number) => z.string().max(max, `must be at most ${max} characters`);
const ZExtensions = z.record(z.string(), z.unknown());

/** A lorebook entry as cards carry it (`character_book.entries[]`). */
const ZCardBookEntry = z.looseObject({
  keys: z.array(z.string(), { error: 'must be a list of text' }),
  content: z.string(),
  extensions: ZExtensions.default({}),
  enabled: z.boolean().default(true),
  insertion_order: z.number().default(100),
  case_sensitive: z.boolean().optional(),
  use_regex: z.boolean().optional(),
  constant: z.boolean().optional(),
  name: z.string().optional(),
  priority: z.number().optional(),
  comment: z.string().optional(),
  selective: z.boolean().optional(),
  secondary_keys: z.array(z.string(), { error: 'must be a list of text' }).optional(),
  position: z.unknown().optional(),
});
export type CardBookEntry = z.infer<typeof ZCardBookEntry>;

export const ZCardBook = z.looseObject({
  name: z.string().optional(),
  description: z.string().optional(),
  scan_depth: z.number().optional(),
  token_budget: z.number().optional(),
  recursive_scanning: z.boolean().optional(),
  extensions: ZExtensions.default({}),
  entries: z.array(ZCardBookEntry),
});
export type CardBook = z.infer<typeof ZCardBook>;

const ZCardData = z.looseObject({
  name: z.string().trim().min(1, 'name is required').max(60, 'must be at most 60 characters'),
  description: text(4000),
  personality: text(4000),
  scenario: text(4000),
  first_mes: text(2000),
  mes_example: text(8000),
  creator_notes: text(CARD_FIELD_LIMITS.creatorNotes).default(''),
  system_prompt: text(CARD_FIELD_LIMITS.instructions).default(''),
  post_history_instructions: text(CARD_FIELD_LIMITS.instructions).default(''),
  alternate_greetings: z
    .array(text(CARD_FIELD_LIMITS.greeting))
    .max(CARD_FIELD_LIMITS.alternateGreetings, `must list at most ${CARD_FIELD_LIMITS.alternateGreetings} greetings`)
    .default([]),
  tags: z.array(z.string()).default([]),
  creator: text(CARD_FIELD_LIMITS.creator).default(''),
  // Some tools write the version as a number (no transform here: answers are encoded with this schema).
  character_version: z.union([text(CARD_FIELD_LIMITS.characterVersion), z.number()]).default(''),
  extensions: ZExtensions.default({}),
  character_book: ZCardBook.nullish(),
});
export type CardData = z.infer<typeof ZCardData>;

export const ZCharacterCardV2 = z.object({
  spec: z.literal('chara_card_v2'),
  spec_version: z.string(),
  data: ZCardData,
});
export type CharacterCardV2 = z.infer<typeof ZCharacterCardV2>;

export const ZCharacterCardV3 = z.object({
  spec: z.literal('chara_card_v3'),
  spec_version: z.string(),
  data: ZCardData,
});
export type CharacterCardV3 = z.infer<typeof ZCharacterCardV3>;
export type CharacterCard = CharacterCardV2 | CharacterCardV3;

export const CARD_NOT_JSON_MESSAGE =
  'This file is not a Character Card: choose a card as JSON, a PNG with a card in it, or a CHARX file.';
export const CARD_WRONG_SPEC_MESSAGE =
  'This file is not a Character Card V2 or V3 (expected spec "chara_card_v2" or "chara_card_v3").';

/**
 * A problem with a card. `message` is a sentence about the field, in the card's own field
 * names (`first_mes`), for the list of problems a creator reads; `headline` is the answer's
 * message when this problem comes first, worded as import answers always were.
 */
export interface CardIssue extends FieldIssue {
  headline: string;
}

/** A card refused: every problem found, each a sentence naming where it is. */
export type CardParseResult = { ok: true; card: CharacterCard } | { ok: false; issues: CardIssue[] };

type Path = readonly PropertyKey[];

/** The card's fields as its users know them: the key, with words where the key is terse. */
const FIELD_NAMES: Record<string, string> = {
  data: "the card's data",
  first_mes: 'first message (first_mes)',
  mes_example: 'example dialogue (mes_example)',
  character_book: 'lorebook (character_book)',
};
const ITEM_NAMES: Record<string, string> = {
  alternate_greetings: 'alternate greeting',
  tags: 'tag',
  entries: 'entry',
  keys: 'key',
  secondary_keys: 'secondary key',
};
const TYPE_NAMES: Record<string, string> = {
  string: 'text',
  number: 'a number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  record: 'an object',
};

const fieldName = (key: string) =>
  FIELD_NAMES[key] ?? (key.includes('_') ? `${key.replaceAll('_', ' ')} (${key})` : key);

/** What a path points at, in words: `first message (first_mes)`, `lorebook entry 2's content`. */
function subjectOf(path: Path): string {
  const last = path.at(-1);
  const parent = path.slice(0, -1);
  const owner = parent.at(-1);
  if (typeof last === 'number') {
    const n = last + 1;
    if (owner === 'entries' && parent.join('.') === 'data.character_book.entries') return `lorebook entry ${n}`;
    const item = `${ITEM_NAMES[String(owner)] ?? 'item'} ${n}`;
    return parent.length <= 2 ? item : `${item} of ${subjectOf(parent.slice(0, -1))}`;
  }
  const key = String(last ?? 'card');
  if (parent.length === 0 || parent.join('.') === 'data') return fieldName(key);
  if (parent.join('.') === 'data.character_book') return `the lorebook's ${fieldName(key)}`;
  return `${subjectOf(parent)}'s ${fieldName(key)}`;
}

function valueAt(value: unknown, path: Path): unknown {
  let at = value;
  for (const key of path) {
    if (typeof at !== 'object' || at === null) return undefined;
    at = (at as Record<PropertyKey, unknown>)[key];
  }
  return at;
}

const mustBe = (types: readonly string[]) =>
  `must be ${[...new Set(types.map((type) => TYPE_NAMES[type] ?? type))].join(' or ')}`;

/** What is wrong, after the subject: `is missing`, `must be text`, `must be at most 2000 characters`. */
function problemOf(issue: z.core.$ZodIssue, card: unknown): string {
  if ((issue.code === 'invalid_type' || issue.code === 'invalid_union') && valueAt(card, issue.path) === undefined) {
    return 'is missing';
  }
  switch (issue.code) {
    case 'invalid_type':
      return mustBe([issue.expected]);
    case 'invalid_union': {
      const types = issue.errors.flat().flatMap((inner) => (inner.code === 'invalid_type' ? [inner.expected] : []));
      return types.length ? mustBe(types) : 'is not valid';
    }
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return 'is empty';
      break;
    case 'too_big':
      if (issue.origin === 'string') return `must be at most ${issue.maximum} characters`;
      break;
  }
  return /^must /.test(issue.message) ? issue.message : `is not valid (${issue.message})`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Validates a card already parsed from JSON, with a message per problem that names what is
 * wrong and where. A V3 card with a spec_version other than '3.0' is still read, as the V3
 * spec asks.
 */
export function parseCharacterCard(value: unknown): CardParseResult {
  const spec = (value as { spec?: unknown } | null)?.spec;
  const schema = spec === 'chara_card_v3' ? ZCharacterCardV3 : spec === 'chara_card_v2' ? ZCharacterCardV2 : undefined;
  if (typeof value !== 'object' || value === null || Array.isArray(value) || !schema) {
    return {
      ok: false,
      issues: [{ path: 'spec', message: CARD_WRONG_SPEC_MESSAGE, headline: CARD_WRONG_SPEC_MESSAGE }],
    };
  }
  const parsed = schema.safeParse(value);
  if (parsed.success) return { ok: true, card: parsed.data };
  const issues = parsed.error.issues.map((issue) => {
    const where = issue.path.length ? issue.path.join('.') : 'card';
    return {
      path: where,
      message: capitalise(`${subjectOf(issue.path)} ${problemOf(issue, value)}.`),
      headline: `Invalid Character Card: ${where} ${issue.message}.`,
    };
  });
  return { ok: false, issues };
}
