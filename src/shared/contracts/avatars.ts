import { z } from 'zod';
import { AVATAR_CATEGORIES } from '../catalogue.ts';
import {
  AVATAR_FILTERS,
  AVATAR_PAGE_MAX,
  AVATAR_PAGE_SIZE,
  AVATAR_PRICE_MAX,
  AVATAR_PRICE_MIN,
  AVATAR_SEARCH_MAX,
  AVATAR_SEARCH_MAX_MESSAGE,
  AVATAR_SORTS,
} from '../constants.ts';
import { ZIdNumber, ZIdParam, ZIsoDateTime } from './common.ts';

/**
 * Every field an avatar has, once. Each avatar shape (the public card, the profile, the
 * persona the chat engines get, the creator's editor and list, the seed and sample data)
 * picks from this record, so a new field is declared here and nowhere else. The server
 * stores each field in the `avatars` column of the same name in snake_case.
 * Key order is the order JSON answers list them in.
 */
export const ZAvatarRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  tagline: z.string(),
  /** Public description shown on cards and the profile page (Card V2 `description`). */
  description: z.string(),
  mainImage: z.string().nullable(),
  profileImage: z.string().nullable(),
  creatorId: z.number().int(),
  /** Integer minor units: 1499 = 14.99. */
  monthlyPrice: z.number().int(),
  /** The vip tier's monthly price (minor units); null: the avatar offers premium only. */
  vipMonthlyPrice: z.number().int().nullable(),
  isVisible: z.boolean(),
  /** One of AVATAR_CATEGORIES for avatars made in the portal (src/shared/catalogue.ts). */
  category: z.string(),
  /** Card V2 `personality`: traits, speech style. */
  personality: z.string(),
  /** Card V2 `scenario`: where and how the conversation happens. */
  scenario: z.string(),
  /** Card V2 `first_mes`. */
  firstMessage: z.string(),
  /** Card V2 `mes_example`: `<START>` blocks of `{{user}}:` / `{{char}}:` lines. */
  exampleDialogue: z.string(),
  /** Things the avatar loves talking about: the profile lists them, the persona engine uses them. */
  interests: z.array(z.string()),
  /** Card `alternate_greetings`: other first messages; the chat offers them as swipes of the greeting. */
  alternateGreetings: z.array(z.string()),
  /** Card `system_prompt`: the creator's own instructions for a model. */
  systemPrompt: z.string(),
  /** Card `post_history_instructions`: instructions meant to follow the conversation. */
  postHistoryInstructions: z.string(),
  /** Card `creator_notes`: notes for people using the card, never for the model. */
  creatorNotes: z.string(),
  /** Card `tags` as the card had them (exports add the category and interests). */
  tags: z.array(z.string()),
  /** Card `creator` and `character_version`. */
  creator: z.string(),
  characterVersion: z.string(),
  /** Card `extensions`: other tools' data, kept as it came so an export gives it back. */
  extensions: z.record(z.string(), z.unknown()),
  createdAt: ZIsoDateTime,
  updatedAt: ZIsoDateTime,
});
export type AvatarRecord = z.infer<typeof ZAvatarRecord>;
export type AvatarField = keyof AvatarRecord;
/** The fields that come from Character Cards and have no place on the public profile. */
export type CardField =
  | 'alternateGreetings'
  | 'systemPrompt'
  | 'postHistoryInstructions'
  | 'creatorNotes'
  | 'tags'
  | 'creator'
  | 'characterVersion'
  | 'extensions';

const CARD_FIELDS = {
  id: true,
  name: true,
  tagline: true,
  description: true,
  mainImage: true,
  profileImage: true,
  creatorId: true,
  monthlyPrice: true,
  isVisible: true,
  category: true,
} as const;

/** The public card: lists, favourites, chat header. */
export const ZAvatar = ZAvatarRecord.pick(CARD_FIELDS);
export type Avatar = z.infer<typeof ZAvatar>;
export const ZAvatarList = z.array(ZAvatar);

/** GET /api/avatars/:id: the card plus what its profile page shows. */
export const ZAvatarProfile = ZAvatarRecord.pick({ ...CARD_FIELDS, interests: true, vipMonthlyPrice: true }).extend({
  /** Members with an active subscription. */
  subscriberCount: z.number().int().min(0),
});
export type AvatarProfile = z.infer<typeof ZAvatarProfile>;

/** The header's Online Now list. */
export const ZOnlineAvatar = ZAvatarRecord.pick({ id: true, name: true, tagline: true, mainImage: true });
export type OnlineAvatar = z.infer<typeof ZOnlineAvatar>;
export const ZOnlineAvatarList = z.array(ZOnlineAvatar);

/** The character: Character Card V2's persona fields plus our tagline. */
const CHARACTER_FIELDS = {
  name: true,
  tagline: true,
  description: true,
  personality: true,
  scenario: true,
  firstMessage: true,
  exampleDialogue: true,
} as const;

/** The avatar as a character, what the reply engines answer from (never sent to browsers as such). */
export const ZChatPersona = ZAvatarRecord.pick({
  id: true,
  ...CHARACTER_FIELDS,
  interests: true,
  systemPrompt: true,
  postHistoryInstructions: true,
});
export type ChatPersona = z.infer<typeof ZChatPersona>;

// ---- what a creator may write ----

export const formatPrice = (minor: number) => (minor / 100).toFixed(2);
export const PRICE_RANGE_MESSAGE = `Monthly price must be between ${formatPrice(AVATAR_PRICE_MIN)} and ${formatPrice(AVATAR_PRICE_MAX)}`;
export const VIP_PRICE_RANGE_MESSAGE = `VIP price must be between ${formatPrice(AVATAR_PRICE_MIN)} and ${formatPrice(AVATAR_PRICE_MAX)}`;
export const VIP_PRICE_ORDER_MESSAGE = 'VIP price must be higher than the monthly price';
/** A short list: the profile shows them as chips, Character Card `tags` carry them. */
export const AVATAR_INTERESTS_MAX = 8;
export const AVATAR_INTEREST_MAX_LENGTH = 40;

const persona = (label: string, max: number) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`);

const ZInterests = z
  .array(
    z
      .string()
      .trim()
      .min(1, 'An interest cannot be empty')
      .max(AVATAR_INTEREST_MAX_LENGTH, `Each interest must be at most ${AVATAR_INTEREST_MAX_LENGTH} characters`),
  )
  .max(AVATAR_INTERESTS_MAX, `List at most ${AVATAR_INTERESTS_MAX} interests`)
  .refine((list) => new Set(list.map((i) => i.toLowerCase())).size === list.length, 'Each interest can be listed once');

/** Limits of the Character Card fields (a card from elsewhere is checked against them too). */
export const CARD_FIELD_LIMITS = {
  alternateGreetings: 50,
  greeting: 2000,
  instructions: 8000,
  creatorNotes: 8000,
  tags: 50,
  tag: 60,
  creator: 100,
  characterVersion: 40,
} as const;

const ZAlternateGreetings = z
  .array(persona('Each alternate greeting', CARD_FIELD_LIMITS.greeting))
  .max(
    CARD_FIELD_LIMITS.alternateGreetings,
    `List at most ${CARD_FIELD_LIMITS.alternateGreetings} alternate greetings`,
  );

const ZTags = z
  .array(
    z
      .string()
      .trim()
      .min(1, 'A tag cannot be empty')
      .max(CARD_FIELD_LIMITS.tag, `Each tag must be at most ${CARD_FIELD_LIMITS.tag} characters`),
  )
  .max(CARD_FIELD_LIMITS.tags, `List at most ${CARD_FIELD_LIMITS.tags} tags`);

/**
 * The fields a creator edits, with the rules their input must follow (the record above
 * says only their types; `satisfies` keeps the two in agreement).
 */
const EDITABLE_RULES = {
  name: z.string().trim().min(1, 'Name is required').max(60, 'Name must be at most 60 characters'),
  tagline: persona('Tagline', 120),
  description: persona('Description', 4000),
  personality: persona('Personality', 4000),
  scenario: persona('Scenario', 4000),
  firstMessage: persona('First message', 2000),
  exampleDialogue: persona('Example dialogue', 8000),
  interests: ZInterests,
  alternateGreetings: ZAlternateGreetings,
  systemPrompt: persona('System prompt', CARD_FIELD_LIMITS.instructions),
  postHistoryInstructions: persona('Post-history instructions', CARD_FIELD_LIMITS.instructions),
  creatorNotes: persona('Creator notes', CARD_FIELD_LIMITS.creatorNotes),
  tags: ZTags,
  creator: persona('Creator', CARD_FIELD_LIMITS.creator),
  characterVersion: persona('Character version', CARD_FIELD_LIMITS.characterVersion),
  category: z.enum(AVATAR_CATEGORIES, { error: 'Choose a category from the list' }),
  monthlyPrice: z
    .number({ error: PRICE_RANGE_MESSAGE })
    .int(PRICE_RANGE_MESSAGE)
    .min(AVATAR_PRICE_MIN, PRICE_RANGE_MESSAGE)
    .max(AVATAR_PRICE_MAX, PRICE_RANGE_MESSAGE),
  vipMonthlyPrice: z
    .number({ error: VIP_PRICE_RANGE_MESSAGE })
    .int(VIP_PRICE_RANGE_MESSAGE)
    .min(AVATAR_PRICE_MIN, VIP_PRICE_RANGE_MESSAGE)
    .max(AVATAR_PRICE_MAX, VIP_PRICE_RANGE_MESSAGE)
    .nullable(),
  isVisible: z.boolean(),
} satisfies { [K in AvatarField]?: z.ZodType<AvatarRecord[K]> };
const EDITABLE_FIELDS = Object.fromEntries(Object.keys(EDITABLE_RULES).map((k) => [k, true])) as {
  [K in keyof typeof EDITABLE_RULES]: true;
};

/**
 * Create or replace one of the creator's avatars. Images are uploaded first (purpose
 * 'avatar'); an id sets the image, null removes it, leaving it out keeps the current one.
 * Interests and the Character Card fields likewise: leaving them out keeps the current ones
 * (none for a new avatar).
 */
export const ZAvatarInput = ZAvatarRecord.pick(EDITABLE_FIELDS).extend(EDITABLE_RULES).extend({
  interests: ZInterests.optional(),
  alternateGreetings: EDITABLE_RULES.alternateGreetings.optional(),
  systemPrompt: EDITABLE_RULES.systemPrompt.optional(),
  postHistoryInstructions: EDITABLE_RULES.postHistoryInstructions.optional(),
  creatorNotes: EDITABLE_RULES.creatorNotes.optional(),
  tags: EDITABLE_RULES.tags.optional(),
  creator: EDITABLE_RULES.creator.optional(),
  characterVersion: EDITABLE_RULES.characterVersion.optional(),
  /** Left out: no vip tier for a new avatar, the current price for an existing one. */
  vipMonthlyPrice: EDITABLE_RULES.vipMonthlyPrice.optional(),
  mainImageId: ZIdNumber.nullable().optional(),
  profileImageId: ZIdNumber.nullable().optional(),
});
export type AvatarInput = z.infer<typeof ZAvatarInput>;

/** The persona fields a Character Card V2 carries, checked as the editor checks them. */
export const ZCardPersona = ZAvatarInput.pick(CHARACTER_FIELDS).extend({ interests: ZInterests });
export type CardPersona = z.infer<typeof ZCardPersona>;

// ---- listing ----

export type { AvatarFilter, AvatarSort } from '../constants.ts';

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/**
 * Search is plain text: control characters (newlines, tabs) become spaces, so a term can
 * never reach across the name/tagline boundary; `%`, `_` and quotes stay literal (the
 * server escapes them).
 */
const normaliseSearch = (v: unknown) => (typeof v === 'string' ? emptyToUndefined(v.replace(/\p{Cc}+/gu, ' ')) : v);

export const ZListAvatarsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(AVATAR_PAGE_MAX).default(AVATAR_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  search: z.preprocess(normaliseSearch, z.string().trim().max(AVATAR_SEARCH_MAX, AVATAR_SEARCH_MAX_MESSAGE).optional()),
  category: z.preprocess(emptyToUndefined, z.string().trim().max(40).optional()),
  sort: z.enum(AVATAR_SORTS).default('recent'),
  filter: z.enum(AVATAR_FILTERS).default('all'),
});
export type ListAvatarsQuery = z.infer<typeof ZListAvatarsQuery>;
export type ListAvatarsQueryInput = z.input<typeof ZListAvatarsQuery>;

export const ZAvatarParams = z.object({ id: ZIdParam });

/** GET /api/avatar-categories: distinct categories of visible avatars, alphabetical. */
export const ZAvatarCategoryList = z.array(z.string());

export const ZIsSubscribedResponse = z.object({ isSubscribed: z.boolean() });
export type IsSubscribedResponse = z.infer<typeof ZIsSubscribedResponse>;
