import { z } from 'zod';
import { CHAT_MESSAGE_MAX_LENGTH } from '../constants.ts';
import { ZIdParam, ZIsoDateTime } from './common.ts';

export const CHAT_ROLES = ['user', 'assistant'] as const;
export type ChatRole = (typeof CHAT_ROLES)[number];

/**
 * A message of a conversation. Conversations are trees: a message follows `parentId`
 * (null: a first turn), and its turn may have alternatives (regenerated replies, edited
 * messages, alternate greetings) among which the visitor chooses.
 */
export const ZChatMessage = z.object({
  id: z.number().int(),
  role: z.enum(CHAT_ROLES),
  content: z.string(),
  createdAt: ZIsoDateTime,
  parentId: z.number().int().nullable(),
  /** Which attempt at a reply (or which greeting), from 0. */
  alternative: z.number().int().min(0),
  /** The visitor's thumbs up (1) or down (-1) on a reply. */
  rating: z.union([z.literal(1), z.literal(-1)]).nullable(),
  /** In a history: the ids of this turn's alternatives, this one among them, oldest first. */
  siblings: z.array(z.number().int()).optional(),
});
export type ChatMessage = z.infer<typeof ZChatMessage>;
export const ZChatHistory = z.array(ZChatMessage);

export const ZSendChatMessageBody = z.object({
  message: z
    .string()
    .trim()
    .min(1, 'Message cannot be empty')
    .max(CHAT_MESSAGE_MAX_LENGTH, `Message must be at most ${CHAT_MESSAGE_MAX_LENGTH} characters`),
});
export type SendChatMessageBody = z.infer<typeof ZSendChatMessageBody>;

export const ZSendChatMessageResponse = z.object({
  message: ZChatMessage,
  /** True while the companion's reply is being produced; fetch the history or stream it. */
  replyPending: z.boolean(),
});
export type SendChatMessageResponse = z.infer<typeof ZSendChatMessageResponse>;

export const ZChatParams = z.object({ avatarId: ZIdParam });
export const ZChatMessageParams = z.object({ avatarId: ZIdParam, messageId: ZIdParam });

export const ZRateChatMessageBody = z.object({
  rating: z.union([z.literal(1), z.literal(-1), z.null()], { error: 'Rating must be 1, -1 or null' }),
});

/** A reply is owed again (regenerate) or stopped: what the visitor should see next. */
export const ZChatReplyResponse = z.object({
  /** The visitor message being answered. */
  userMessageId: z.number().int(),
  replyPending: z.boolean(),
  /** A stopped reply: what was written, kept as that alternative (null when nothing was). */
  message: ZChatMessage.nullable(),
});
export type ChatReplyResponse = z.infer<typeof ZChatReplyResponse>;
export const ZChatMemoryParams = z.object({ avatarId: ZIdParam, memoryId: ZIdParam });

export const CHAT_MEMORY_KINDS = [
  'name',
  'age',
  'mood',
  'work',
  'like',
  'dislike',
  'place',
  'origin',
  'pet',
  'family',
  'plan',
  'news',
] as const;
export type ChatMemoryKind = (typeof CHAT_MEMORY_KINDS)[number];

/** Kinds that hold one value per conversation: a new one replaces the old (a new job, a move). */
export const CHAT_MEMORY_SINGLE_KINDS: readonly ChatMemoryKind[] = ['name', 'age', 'mood', 'work', 'place', 'origin'];

/**
 * One thing a companion remembers about the visitor. Values read after the kind's label:
 * 'name' / 'Sam', 'age' / '29' (18 or over: a younger age is never kept), 'work' / 'a nurse', 'like' / 'hiking', 'place' (where they live) /
 * 'Lisbon', 'origin' / 'Porto', 'pet' / 'cat called Miso', 'family' / 'sister called Ana',
 * 'plan' / 'exam on Friday, 5 June 2026' (dated when the visitor gave a day), 'news' /
 * 'sister had a baby girl'.
 */
export const ZChatMemoryEntry = z.object({
  id: z.number().int(),
  kind: z.enum(CHAT_MEMORY_KINDS),
  value: z.string(),
  updatedAt: ZIsoDateTime,
});
export type ChatMemoryEntry = z.infer<typeof ZChatMemoryEntry>;
export const ZChatMemoryList = z.array(ZChatMemoryEntry);

/**
 * Server-Sent Events of GET /api/chats/:avatarId/stream.
 * - `reply`: the reply being written; `content` replaces everything after `offset`
 *   (offset 0 with the whole text is a snapshot); a regeneration writes the next
 *   `alternative` of the same reply. Event id `r{replyId}.{alternative}:{length}`.
 * - `message`: the finished assistant message. Event id `m{messageId}`.
 * A reconnect sends the last id as Last-Event-ID and the stream resumes from there.
 */
export const ZChatReplyEvent = z.object({
  replyId: z.number().int(),
  userMessageId: z.number().int(),
  alternative: z.number().int().min(0),
  offset: z.number().int().min(0),
  content: z.string(),
});
export type ChatReplyEvent = z.infer<typeof ZChatReplyEvent>;

export const ZChatMessageEvent = z.object({
  /** The user message this answers. */
  userMessageId: z.number().int(),
  message: ZChatMessage,
});
export type ChatMessageEvent = z.infer<typeof ZChatMessageEvent>;
