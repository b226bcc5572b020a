import { AVATAR_CATEGORIES, type AvatarCategory } from '../../../shared/catalogue.ts';
import {
  AVATAR_INTEREST_MAX_LENGTH,
  AVATAR_INTERESTS_MAX,
  type AvatarRecord,
  CARD_FIELD_LIMITS,
  type CardField,
} from '../../../shared/contracts/avatars.ts';
import type { CharacterCard, CharacterCardV2, CharacterCardV3 } from '../../../shared/contracts/character-card.ts';
import type { PersonaDraft } from '../../../shared/contracts/creator-avatars.ts';
import type { Lorebook } from '../../../shared/contracts/lorebooks.ts';
import { cardBookToLorebook, lorebookToCardBook } from './card-lorebook.ts';

/**
 * A card and an avatar, both ways. Interests travel as `tags`, after the avatar's own tags
 * and its category; our own cards also keep tagline, category, the exact interests and the
 * avatar's own tags under `extensions.companions`, so an import takes back out the tags the
 * export added. A card from elsewhere offers its tags (less the one read as the category)
 * as interests. Data fields we have no place for (V3's nickname, source,
 * group-only greetings, creation date, assets other than the icon, future fields) are
 * kept as `extra` and written back into V3 exports.
 */
type Json = Record<string, unknown>;

/** The fields of the card's `data` that map to avatar fields (the rest is `extra`). */
const MAPPED: ReadonlySet<string> = new Set([
  'name',
  'description',
  'personality',
  'scenario',
  'first_mes',
  'mes_example',
  'creator_notes',
  'system_prompt',
  'post_history_instructions',
  'alternate_greetings',
  'tags',
  'creator',
  'character_version',
  'extensions',
  'character_book',
  'assets',
]);

export type CardFields = Pick<AvatarRecord, CardField>;

export interface ImportedCard {
  draft: PersonaDraft;
  fields: CardFields;
  extra: Json;
  lorebook: Lorebook | null;
  /** Where the card's main icon is (V3 `assets`), e.g. `embeded://assets/icon/images/main.png`. */
  iconUri: string | null;
}

interface CompanionsExtension {
  tagline?: unknown;
  category?: unknown;
  interests?: unknown;
  /** The avatar's own tags (the card's `tags` add its category and interests). */
  tags?: unknown;
}

function isCategory(value: unknown): value is AvatarCategory {
  return typeof value === 'string' && (AVATAR_CATEGORIES as readonly string[]).includes(value);
}

/** Trimmed, non-empty, at most `maxLength`, each once (case aside), at most `max`. */
function shortList(values: readonly unknown[], max: number, maxLength: number, except: string | null = null): string[] {
  const seen = new Set(except === null ? [] : [except.toLowerCase()]);
  const list: string[] = [];
  for (const value of values) {
    if (typeof value !== 'string') continue;
    const item = value.trim();
    const key = item.toLowerCase();
    if (!item || item.length > maxLength || seen.has(key)) continue;
    seen.add(key);
    list.push(item);
  }
  return list.slice(0, max);
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/**
 * The card's tags as the avatar's own: all of them for a card from elsewhere; for one of
 * ours, less the category and interests its export added (those the avatar did not have as
 * tags already). Tags another tool added or removed since stay added or removed.
 */
function ownTags(tags: readonly string[], ours: CompanionsExtension | undefined): string[] {
  const list = shortList(tags, CARD_FIELD_LIMITS.tags, CARD_FIELD_LIMITS.tag);
  if (!ours) return list;
  const key = (tag: string) => tag.trim().toLowerCase();
  const own = new Set(strings(ours.tags).map(key));
  const added = new Set([ours.category, ...strings(ours.interests)].filter((t) => typeof t === 'string').map(key));
  return list.filter((tag) => own.has(key(tag)) || !added.has(key(tag)));
}

interface Asset {
  type?: unknown;
  uri?: unknown;
  name?: unknown;
}

/** The main icon's uri, and the assets to keep (the icon becomes the avatar's picture; embedded files we do not store). */
function splitAssets(assets: unknown): { iconUri: string | null; kept: Asset[] | undefined } {
  if (!Array.isArray(assets)) return { iconUri: null, kept: undefined };
  const list = assets.filter((a): a is Asset => typeof a === 'object' && a !== null);
  const icons = list.filter((a) => a.type === 'icon');
  const main = icons.find((a) => a.name === 'main') ?? icons[0];
  const kept = list.filter((a) => a !== main && !(typeof a.uri === 'string' && a.uri.startsWith('embeded://')));
  return { iconUri: typeof main?.uri === 'string' ? main.uri : null, kept };
}

export function importCard(card: CharacterCard): ImportedCard {
  const d = card.data;
  const { companions, ...extensions } = d.extensions;
  const ours = (companions ?? {}) as CompanionsExtension;
  const tags = ownTags(d.tags, typeof companions === 'object' && companions !== null ? ours : undefined);
  const tagline = typeof ours.tagline === 'string' ? ours.tagline : (d.creator_notes.split('\n')[0]?.trim() ?? '');
  const category = isCategory(ours.category) ? ours.category : (d.tags.find(isCategory) ?? null);
  const { iconUri, kept } = card.spec === 'chara_card_v3' ? splitAssets(d.assets) : { iconUri: null, kept: undefined };
  const extra = Object.fromEntries(Object.entries(d).filter(([key]) => !MAPPED.has(key)));
  if (kept?.length) extra.assets = kept;
  return {
    draft: {
      name: d.name.trim(),
      tagline: tagline.slice(0, 120),
      description: d.description,
      personality: d.personality,
      scenario: d.scenario,
      firstMessage: d.first_mes,
      exampleDialogue: d.mes_example,
      interests: Array.isArray(ours.interests)
        ? shortList(ours.interests, AVATAR_INTERESTS_MAX, AVATAR_INTEREST_MAX_LENGTH)
        : shortList(d.tags, AVATAR_INTERESTS_MAX, AVATAR_INTEREST_MAX_LENGTH, category),
      category,
      // The card's tags as it has them (the form does not edit tags; an import keeps `fields.tags`).
      tags: d.tags,
    },
    fields: {
      alternateGreetings: d.alternate_greetings,
      systemPrompt: d.system_prompt,
      postHistoryInstructions: d.post_history_instructions,
      creatorNotes: d.creator_notes,
      tags,
      creator: d.creator,
      characterVersion: String(d.character_version),
      extensions,
    },
    extra,
    lorebook: d.character_book ? cardBookToLorebook(d.character_book) : null,
    iconUri,
  };
}

/** What an export reads of the avatar. */
export type CardSource = Pick<
  AvatarRecord,
  | 'name'
  | 'tagline'
  | 'description'
  | 'personality'
  | 'scenario'
  | 'firstMessage'
  | 'exampleDialogue'
  | 'interests'
  | 'category'
  | 'createdAt'
  | 'updatedAt'
> &
  CardFields;

/** The data fields V2 and V3 share. */
function sharedData(avatar: CardSource, lorebook: Lorebook | null, spec: 'v2' | 'v3') {
  return {
    name: avatar.name,
    description: avatar.description,
    personality: avatar.personality,
    scenario: avatar.scenario,
    first_mes: avatar.firstMessage,
    mes_example: avatar.exampleDialogue,
    creator_notes: avatar.creatorNotes,
    system_prompt: avatar.systemPrompt,
    post_history_instructions: avatar.postHistoryInstructions,
    alternate_greetings: avatar.alternateGreetings,
    tags: shortList(
      [...avatar.tags, avatar.category, ...avatar.interests],
      CARD_FIELD_LIMITS.tags,
      CARD_FIELD_LIMITS.tag,
    ),
    creator: avatar.creator,
    character_version: avatar.characterVersion,
    extensions: {
      ...avatar.extensions,
      companions: {
        tagline: avatar.tagline,
        category: avatar.category,
        interests: avatar.interests,
        tags: avatar.tags,
      },
    },
    ...(lorebook && (lorebook.entries.length > 0 || lorebook.name)
      ? { character_book: lorebookToCardBook(lorebook, spec) }
      : {}),
  };
}

export function avatarToCardV2(avatar: CardSource, lorebook: Lorebook | null): CharacterCardV2 {
  return {
    spec: 'chara_card_v2',
    spec_version: '2.0',
    data: sharedData(avatar, lorebook, 'v2') as CharacterCardV2['data'],
  };
}

const seconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);

/** V3: the shared fields, what the card had that we keep as it was, and V3's own fields. */
export function avatarToCardV3(
  avatar: CardSource,
  lorebook: Lorebook | null,
  options: { extra: Json; icon: 'ccdefault' | null },
): CharacterCardV3 {
  const { extra } = options;
  const kept = Array.isArray(extra.assets) ? extra.assets : [];
  const icon = options.icon ? [{ type: 'icon', uri: 'ccdefault:', name: 'main', ext: 'png' }] : [];
  const assets = [...icon, ...kept];
  const data = {
    ...extra,
    ...sharedData(avatar, lorebook, 'v3'),
    group_only_greetings: Array.isArray(extra.group_only_greetings) ? extra.group_only_greetings : [],
    // Set once, when the card was made: kept as the card had it.
    creation_date: typeof extra.creation_date === 'number' ? extra.creation_date : seconds(avatar.createdAt),
    modification_date: seconds(avatar.updatedAt),
    ...(assets.length > 0 ? { assets } : {}),
  };
  if (assets.length === 0) delete (data as Json).assets;
  return { spec: 'chara_card_v3', spec_version: '3.0', data: data as CharacterCardV3['data'] };
}
