import type { SendChatMessageResponse } from '../../../shared/contracts/chats.ts';
import { extractMemory } from '../../chat/persona/memory-extraction.ts';
import { mergeFacts } from '../../chat/persona/memory-merge.ts';
import type { RememberedFact } from '../../chat/reply-engine.ts';
import type { AppContext } from '../../context.ts';
import { withBatchedTransaction } from '../../db/transaction.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { recordActivity } from '../activity/activity.service.ts';
import { getAvatar, visibleAvatarCondition } from '../avatars/avatars.service.ts';
import * as repo from './chat.repo.ts';
import { toMessage } from './chat.service.ts';
import { appendStatement, appendToOpenConversation, type RememberedRow } from './chat-append.repo.ts';
import { greetingsFor, openConversation } from './chat-greetings.service.ts';
import * as memories from './chat-memory.repo.ts';
import { followPathChange, pathMessagesAfter } from './chat-memory.service.ts';
import { lastAssistantMessage } from './chat-safety.repo.ts';
import { classifyVisitorMessage, earlierTurnsFor, recordMessageSafety, SHORT_ANSWER } from './chat-safety.service.ts';
import * as tree from './chat-tree.repo.ts';

/**
 * Sending a message: where it goes in the conversation tree, what it tells and changes
 * for safety, and the reply it is owed.
 */

type Owner = repo.Owner;

/**
 * Stores the visitor's message, what it tells about them, what it changes for safety
 * (under 18, a crisis and the gentle turns after it) and the reply it is owed, in one
 * transaction; the reply worker answers it. Members' messages show in their activity,
 * recorded in the same transaction.
 * `locale` (from Accept-Language) picks the crisis lines the reply may need.
 */
export async function sendChatMessage(
  ctx: AppContext,
  options: {
    owner: Owner;
    avatarId: number;
    message: string;
    locale?: string | null;
    /** A visitor message this one replaces: it becomes a new alternative of that turn. */
    editOf?: number;
  },
): Promise<SendChatMessageResponse & { replyId: number }> {
  const { owner, avatarId } = options;
  const locale = options.locale ?? null;
  const now = ctx.clock.now().toISOString();
  const facts = extractMemory(options.message, ctx.clock.now());
  const previousReply =
    options.message.length <= SHORT_ANSWER ? await lastAssistantMessage(ctx.db, owner, avatarId) : null;
  const earlier = await earlierTurnsFor(ctx, owner, avatarId, options.message);
  const verdict = classifyVisitorMessage(options.message, previousReply, ctx.clock.now(), earlier);
  const turn = { owner, avatarId, content: options.message, locale, now, facts };
  if (ctx.dialect === 'postgres' && options.editOf === undefined && !verdict.minor && !verdict.crisis) {
    const sent = await appendOnPostgres(ctx, turn);
    if (sent) return { message: toMessage(sent.message), replyPending: true, replyId: sent.replyId };
  }
  // Not visible: 'Avatar not found' (the statement above checked it without a round trip of its own).
  const avatar = await getAvatar(ctx, avatarId);
  // Group commit: messages arriving together share one transaction (db/write-queue.ts); the
  // answer still waits for the commit.
  const { message, replyId } = await withBatchedTransaction(ctx, async (tx) => {
    const parentId = await parentForNewMessage(tx, { owner, avatarId, avatarName: avatar.name }, options.editOf);
    // An edit takes the edited message and the path below it away: so does what they told.
    const leaving = options.editOf === undefined ? [] : await pathMessagesAfter(tx, owner, avatarId, parentId);
    // The new message is the chosen one of its turn, and the path goes on from it.
    await tree.clearTurnAfter(tx.db, owner, avatarId, parentId);
    await followPathChange(tx, { owner, avatarId, leaving, entering: [] });
    const care = await recordMessageSafety(tx, { owner, avatarId, verdict });
    const sent = await repo.insertMessageOwingReply(tx.db, tx.dialect, { ...turn, parentId, care });
    await rememberAndRecord(tx, turn, sent.message.id);
    return sent;
  });
  return { message: toMessage(message), replyPending: true, replyId };
}

type Turn = {
  owner: Owner;
  avatarId: number;
  content: string;
  locale: string | null;
  now: string;
  /** What the message tells about the visitor (memory-extraction.ts). */
  facts: RememberedFact[];
};

/**
 * What a message brings besides itself, in its transaction: what it tells joins what is
 * remembered (memory-merge.ts decides what it replaces), kept with the message's id so it
 * follows the message's branch (chat-memory.service.ts), and a member's message shows in
 * their activity.
 */
async function rememberAndRecord(
  tx: AppContext,
  turn: Turn,
  messageId: number,
  memory?: RememberedRow[],
): Promise<void> {
  const { owner, avatarId, facts } = turn;
  if (facts.length > 0) {
    const { remove, store } = mergeFacts(memory ?? (await memories.listMemories(tx.db, owner, avatarId)), facts);
    const told = store.map((fact) => ({ ...fact, messageId }));
    await memories.replaceMemories(tx.db, tx.dialect, { owner, avatarId, remove, facts: told, now: turn.now });
  }
  if (owner.userId !== null) {
    await recordActivity(tx, { userId: owner.userId, avatarId, type: 'message', preview: turn.content });
  }
}

/** The next-message statements (chat-append.repo.ts), each compiled once. */
const APPEND = appendStatement({ avatarVisible: visibleAvatarCondition, withMemories: false });
const APPEND_WITH_MEMORY = appendStatement({ avatarVisible: visibleAvatarCondition, withMemories: true });

/**
 * PostgreSQL: a next message that changes nothing for safety goes in as one statement
 * (chat-append.repo.ts) instead of five round trips (avatar, tail, turn, care, insert),
 * reading the memory its facts merge into on the way; a guest's that tells nothing to
 * remember needs no transaction around it (begin and commit: two more). Null: the avatar
 * is not visible or the conversation is not open yet, nothing was written, and the
 * general path answers.
 */
async function appendOnPostgres(
  ctx: AppContext,
  turn: Turn,
): Promise<{ message: repo.MessageRow; replyId: number } | null> {
  const statement = turn.facts.length > 0 ? APPEND_WITH_MEMORY : APPEND;
  if (turn.owner.userId === null && turn.facts.length === 0) return appendToOpenConversation(ctx.db, turn, statement);
  return withBatchedTransaction(ctx, async (tx) => {
    const sent = await appendToOpenConversation(tx.db, turn, statement);
    if (sent) await rememberAndRecord(tx, turn, sent.message.id, sent.memories);
    return sent;
  });
}

/**
 * Where a visitor message goes: after the path's last message, or beside the message it
 * edits. A conversation begun without a look at it (an API client) opens with the greeting
 * first; looked at, it has its greeting already, and a message costs no more than the tail.
 */
async function parentForNewMessage(
  ctx: AppContext,
  conversation: { owner: Owner; avatarId: number; avatarName: string },
  editOf: number | undefined,
): Promise<number | null> {
  const { owner, avatarId } = conversation;
  if (editOf === undefined) {
    const tail = await tree.findPathTail(ctx.db, owner, avatarId);
    if (tail) return tail.id;
    await openConversation(ctx, { owner, avatarId, texts: await greetingsFor(ctx, conversation) });
    return (await tree.findPathTail(ctx.db, owner, avatarId))?.id ?? null;
  }
  const edited = await tree.findOwnedMessage(ctx.db, owner, avatarId, editOf);
  if (!edited) throw notFound('Message not found');
  if (edited.role !== 'user') throw new AppError('BAD_REQUEST', 'Only your own messages can be edited');
  return edited.parent_id;
}
