import { z } from 'zod';
import { AVATAR_CATEGORIES, type AvatarCategory } from '../catalogue.ts';
import { AVATAR_INTEREST_MAX_LENGTH, AVATAR_INTERESTS_MAX, type AvatarRecord, type CardPersona } from './avatars.ts';
import type { PersonaDraft } from './creator-avatars.ts';

/**
 * Character Card V2 (the community format SillyTavern, Agnai, RisuAI and others read and
 * write): `{ spec: 'chara_card_v2', spec_version: '2.0', data: {...} }`. We keep what the
 * card carries that we have no field for (alternate greetings, system prompt, extensions)
 * out of the avatar, but round-trip our own extras under extensions.companions.
 *
 * Interests travel as `tags`, next to the category: tags are the card's list of short
 * topics, the closest thing it has. Our own cards also keep the exact list under
 * extensions.companions.interests; a card from elsewhere offers its tags (less the one
 * read as the category) as interests, for the creator to review before saving.
 */
const text = (max: number) => z.string().max(max, `must be at most ${max} characters`);

export const ZCharacterCardV2 = z.object({
  spec: z.literal('chara_card_v2', { error: 'spec must be "chara_card_v2"' }),
  spec_version: z.literal('2.0', { error: 'spec_version must be "2.0"' }),
  data: z.object({
    name: z.string().trim().min(1, 'name is required').max(60, 'must be at most 60 characters'),
    description: text(4000),
    personality: text(4000),
    scenario: text(4000),
    first_mes: text(2000),
    mes_example: text(8000),
    creator_notes: text(4000).default(''),
    system_prompt: text(8000).default(''),
    post_history_instructions: text(8000).default(''),
    alternate_greetings: z.array(text(2000)).max(50).default([]),
    tags: z.array(text(40)).max(50).default([]),
    creator: text(100).default(''),
    character_version: text(40).default(''),
    extensions: z.record(z.string(), z.unknown()).default({}),
  }),
});
export type CharacterCardV2 = z.infer<typeof ZCharacterCardV2>;

export const CARD_NOT_JSON_MESSAGE = 'This file is not valid JSON. Choose a Character Card V2 .json file.';
export const CARD_WRONG_SPEC_MESSAGE =
  'This file is not a Character Card V2 (expected spec "chara_card_v2" and spec_version "2.0").';

export type CardParseResult = { ok: true; card: CharacterCardV2 } | { ok: false; message: string };

/** Validates a card already parsed from JSON, with a message a creator can act on. */
export function parseCharacterCard(value: unknown): CardParseResult {
  const spec = (value as { spec?: unknown } | null)?.spec;
  if (typeof value !== 'object' || value === null || Array.isArray(value) || spec !== 'chara_card_v2') {
    return { ok: false, message: CARD_WRONG_SPEC_MESSAGE };
  }
  const parsed = ZCharacterCardV2.safeParse(value);
  if (parsed.success) return { ok: true, card: parsed.data };
  const first = parsed.error.issues[0];
  const where = first?.path.length ? first.path.join('.') : 'card';
  return { ok: false, message: `Invalid Character Card: ${where} ${first?.message ?? 'is invalid'}.` };
}

interface CompanionsExtension {
  tagline?: unknown;
  category?: unknown;
  interests?: unknown;
}

function isCategory(value: unknown): value is AvatarCategory {
  return typeof value === 'string' && (AVATAR_CATEGORIES as readonly string[]).includes(value);
}

/** A list the avatar form accepts: trimmed, non-empty, short, each once, at most AVATAR_INTERESTS_MAX. */
function asInterests(values: readonly unknown[], except: string | null): string[] {
  const seen = new Set(except === null ? [] : [except.toLowerCase()]);
  const interests: string[] = [];
  for (const value of values) {
    if (typeof value !== 'string') continue;
    const interest = value.trim();
    const key = interest.toLowerCase();
    if (!interest || interest.length > AVATAR_INTEREST_MAX_LENGTH || seen.has(key)) continue;
    seen.add(key);
    interests.push(interest);
  }
  return interests.slice(0, AVATAR_INTERESTS_MAX);
}

export function cardToPersona(card: CharacterCardV2): PersonaDraft {
  const d = card.data;
  const ours = (d.extensions.companions ?? {}) as CompanionsExtension;
  const tagline =
    typeof ours.tagline === 'string' ? ours.tagline : (d.creator_notes.split('\n')[0]?.trim() ?? '').slice(0, 120);
  const category = isCategory(ours.category) ? ours.category : (d.tags.find(isCategory) ?? null);
  return {
    name: d.name.trim(),
    tagline: tagline.slice(0, 120),
    description: d.description,
    personality: d.personality,
    scenario: d.scenario,
    firstMessage: d.first_mes,
    exampleDialogue: d.mes_example,
    interests: Array.isArray(ours.interests) ? asInterests(ours.interests, null) : asInterests(d.tags, category),
    category,
    tags: d.tags,
  };
}

export function personaToCard(
  avatar: CardPersona & Pick<AvatarRecord, 'category'>,
  options: { creator: string; version: string },
): CharacterCardV2 {
  return {
    spec: 'chara_card_v2',
    spec_version: '2.0',
    data: {
      name: avatar.name,
      description: avatar.description,
      personality: avatar.personality,
      scenario: avatar.scenario,
      first_mes: avatar.firstMessage,
      mes_example: avatar.exampleDialogue,
      creator_notes: avatar.tagline,
      system_prompt: '',
      post_history_instructions: '',
      alternate_greetings: [],
      tags: [avatar.category, ...asInterests(avatar.interests, avatar.category)],
      creator: options.creator,
      character_version: options.version,
      extensions: {
        companions: { tagline: avatar.tagline, category: avatar.category, interests: avatar.interests },
      },
    },
  };
}
