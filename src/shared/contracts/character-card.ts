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

/** A card refused: every problem found, each a sentence naming where it is. */
export type CardParseResult = { ok: true; card: CharacterCard } | { ok: false; issues: FieldIssue[] };

/**
 * Validates a card already parsed from JSON, with a message per problem that names what is
 * wrong and where. A V3 card with a spec_version other than '3.0' is still read, as the V3
 * spec asks.
 */
export function parseCharacterCard(value: unknown): CardParseResult {
  const spec = (value as { spec?: unknown } | null)?.spec;
  const schema = spec === 'chara_card_v3' ? ZCharacterCardV3 : spec === 'chara_card_v2' ? ZCharacterCardV2 : undefined;
  if (typeof value !== 'object' || value === null || Array.isArray(value) || !schema) {
    return { ok: false, issues: [{ path: 'spec', message: CARD_WRONG_SPEC_MESSAGE }] };
  }
  const parsed = schema.safeParse(value);
  if (parsed.success) return { ok: true, card: parsed.data };
  const issues = parsed.error.issues.map((issue) => {
    const where = issue.path.length ? issue.path.join('.') : 'card';
    return { path: where, message: `Invalid Character Card: ${where} ${issue.message}.` };
  });
  return { ok: false, issues };
}
