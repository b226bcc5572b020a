import {
  type ChatMemoryEntry,
  type ChatMessage,
  type SendChatMessageResponse,
  ZChatHistory,
} from '../../../shared/contracts/chats.ts';
import { extractMemory, SINGLE_VALUED_KINDS } from '../../chat/persona/memory-extraction.ts';
import { mergeFact } from '../../chat/persona/memory-merge.ts';
import { classifyMessage } from '../../chat/safety/classify.ts';
import type { AppContext } from '../../context.ts';
import { withBatchedTransaction } from '../../db/transaction.ts';
import { notFound } from '../../lib/app-error.ts';
import { type ReadCache, readThrough } from '../../lib/read-cache.ts';
import { recordActivity } from '../activity/activity.service.ts';
import { getAvatar } from '../avatars/avatars.service.ts';
import * as repo from './chat.repo.ts';
import { claimGuestSafety, recordForgottenFacts, recordMessageSafety } from './chat-safety.service.ts';

export type { Owner } from './chat.repo.ts';

type Owner = repo.Owner;

/** Messages a history answer carries at most (the newest ones). */
export const HISTORY_LIMIT = 500;
/** Facts of a many-valued kind (likes, pets, plans…) remembered per conversation; older ones are forgotten first. */
const MEMORY_KEEP_PER_KIND = 12;

/** The conversation owner for a visitor's session: the member if signed in, else the guest session. */
export function chatOwner(session: { id: string; userId: number | null }): Owner {
  return session.userId !== null
    ? { userId: session.userId, sessionId: null }
    : { userId: null, sessionId: session.id };
}

/** Names one conversation for event delivery. */
export function conversationKey(owner: Owner, avatarId: number): string {
  return owner.userId !== null ? `u${owner.userId}:a${avatarId}` : `s${owner.sessionId}:a${avatarId}`;
}

export function toMessage(row: repo.MessageRow): ChatMessage {
  return { id: row.id, role: row.role, content: row.content, createdAt: row.created_at };
}

function toMemoryEntry(row: repo.MemoryRow): ChatMemoryEntry {
  return { id: row.id, kind: row.kind, value: row.value, updatedAt: row.updated_at };
}

/** This visitor's history with an avatar, oldest first; none without a session. */
export async function getChatHistory(
  ctx: AppContext,
  options: { owner: Owner | null; avatarId: number },
): Promise<ChatMessage[]> {
  await getAvatar(ctx, options.avatarId);
  if (!options.owner) return [];
  const rows = await repo.listMessages(ctx.db, options.owner, options.avatarId, { limit: HISTORY_LIMIT });
  return rows.map(toMessage);
}

/**
 * getChatHistory as the JSON the API answers, kept in `cache` (one per app, chat.routes.ts)
 * until the write mark moves, where that mark sees every writer (SQLite): any message,
 * reply or clear moves it, so a history is never served stale. Elsewhere (PostgreSQL, whose
 * mark misses other instances' writes) a visitor's own message could be missing for a
 * moment, so the history is read each time.
 */
export async function getChatHistoryJson(
  ctx: AppContext,
  cache: ReadCache,
  options: { owner: Owner | null; avatarId: number },
): Promise<string> {
  const read = async () => JSON.stringify(ZChatHistory.parse(await getChatHistory(ctx, options)));
  if (!ctx.database.writeMarkSeesEveryWriter) return read();
  const key = options.owner ? conversationKey(options.owner, options.avatarId) : `a${options.avatarId}`;
  return readThrough(cache, ctx, key, read);
}

/** Short enough to be an answer to the companion's last question ("15"). */
const SHORT_ANSWER = 16;

/**
 * Stores the visitor's message, what it tells about them, what it changes for safety
 * (under 18, a crisis and the gentle turns after it) and the reply it is owed, in one
 * transaction; the reply worker answers it. Members' messages show in their activity.
 * `locale` (from Accept-Language) picks the crisis lines the reply may need.
 */
export async function sendChatMessage(
  ctx: AppContext,
  options: { owner: Owner; avatarId: number; message: string; locale?: string | null },
): Promise<SendChatMessageResponse & { replyId: number }> {
  const { owner, avatarId } = options;
  await getAvatar(ctx, avatarId);
  const now = ctx.clock.now().toISOString();
  const facts = extractMemory(options.message, ctx.clock.now());
  const previousReply =
    options.message.length <= SHORT_ANSWER ? await repo.lastAssistantMessage(ctx.db, owner, avatarId) : null;
  const verdict = classifyMessage(options.message, {
    now: ctx.clock.now(),
    ...(previousReply ? { previousReply } : {}),
  });
  // Group commit: messages arriving together share one transaction (db/write-queue.ts); the
  // answer still waits for the commit. Members' activity is written in it too.
  const { message, replyId } = await withBatchedTransaction(ctx, async (tx) => {
    const trx = tx.db;
    const stored = await repo.insertMessage(trx, {
      owner,
      avatarId,
      role: 'user',
      content: options.message,
      replyTo: null,
      now,
    });
    const care = await recordMessageSafety(tx, { owner, avatarId, verdict });
    const id = await repo.insertReplyJob(trx, {
      owner,
      avatarId,
      userMessageId: stored.id,
      now,
      locale: options.locale ?? null,
      care,
    });
    // What the message tells joins what is remembered; memory-merge.ts decides what it replaces.
    for (const fact of facts) {
      const { remove, store } = mergeFact(await repo.listMemories(trx, owner, avatarId), fact);
      for (const memoryId of remove) await repo.deleteMemoryById(trx, owner, avatarId, memoryId);
      if (!store) continue;
      await repo.insertMemory(trx, { owner, avatarId, kind: store.kind, value: store.value, now });
      if (!SINGLE_VALUED_KINDS.has(store.kind)) {
        await repo.pruneMemories(trx, owner, avatarId, store.kind, MEMORY_KEEP_PER_KIND);
      }
    }
    if (owner.userId !== null) {
      await recordActivity(tx, { userId: owner.userId, avatarId, type: 'message', preview: options.message });
    }
    return { message: stored, replyId: id };
  });
  return { message: toMessage(message), replyPending: true, replyId };
}

/**
 * Forgets the conversation: messages, replies still owed, and what the companion remembers.
 * Safety state stays: a visitor under 18 is still one, and the gentle turns after a crisis
 * still run.
 */
export async function clearChatHistory(ctx: AppContext, options: { owner: Owner | null; avatarId: number }) {
  await getAvatar(ctx, options.avatarId);
  const { owner, avatarId } = options;
  if (!owner) return;
  await ctx.db.transaction().execute(async (trx) => {
    await repo.deleteOwned(trx, 'chat_replies', owner, avatarId);
    await repo.deleteOwned(trx, 'chat_messages', owner, avatarId);
    await repo.deleteOwned(trx, 'chat_memories', owner, avatarId);
    // Nothing left to redact.
    await repo.deleteOwned(trx, 'chat_forgotten', owner, avatarId);
  });
}

export async function listChatMemory(
  ctx: AppContext,
  options: { owner: Owner | null; avatarId: number },
): Promise<ChatMemoryEntry[]> {
  await getAvatar(ctx, options.avatarId);
  if (!options.owner) return [];
  return (await repo.listMemories(ctx.db, options.owner, options.avatarId)).map(toMemoryEntry);
}

/**
 * Forgets one remembered thing. The messages that told it stay in the visitor's history,
 * but from now on no engine sees the fact in them (see forgotten-facts.ts).
 */
export async function deleteChatMemoryEntry(
  ctx: AppContext,
  options: { owner: Owner | null; avatarId: number; memoryId: number },
): Promise<void> {
  const { owner, avatarId, memoryId } = options;
  const entry = owner ? await repo.findMemory(ctx.db, owner, avatarId, memoryId) : undefined;
  if (!owner || !entry) throw notFound('Memory entry not found');
  await ctx.db.transaction().execute(async (trx) => {
    const deleted = await repo.deleteMemoryById(trx, owner, avatarId, memoryId);
    if (deleted > 0) await recordForgottenFacts({ ...ctx, db: trx }, { owner, avatarId, facts: [entry] });
  });
}

/** Forgets everything remembered about the visitor, in what engines see of the history too. */
export async function clearChatMemory(ctx: AppContext, options: { owner: Owner | null; avatarId: number }) {
  await getAvatar(ctx, options.avatarId);
  const { owner, avatarId } = options;
  if (!owner) return;
  await ctx.db.transaction().execute(async (trx) => {
    const entries = await repo.listMemories(trx, owner, avatarId);
    await repo.deleteOwned(trx, 'chat_memories', owner, avatarId);
    await recordForgottenFacts({ ...ctx, db: trx }, { owner, avatarId, facts: entries });
  });
}

/**
 * On sign-up or sign-in the guest's conversations become the member's: messages, replies
 * still owed, memory (the guest's newer facts replace the member's older ones), what was
 * forgotten, and safety state (being under 18, the care after a crisis). Call
 * it before the guest session is deleted: guest rows cascade away with their session.
 * Returns the number of messages moved.
 */
export async function claimGuestChats(
  ctx: AppContext,
  options: { sessionId: string; userId: number },
): Promise<number> {
  const { sessionId, userId } = options;
  return ctx.db.transaction().execute(async (trx) => {
    const moved = await repo.reassignSessionMessages(trx, sessionId, userId);
    await repo.reassignSessionRows(trx, 'chat_replies', sessionId, userId);
    await repo.deleteMemberMemoriesSupersededBy(trx, sessionId, userId);
    await repo.reassignSessionRows(trx, 'chat_memories', sessionId, userId);
    await repo.reassignSessionRows(trx, 'chat_forgotten', sessionId, userId);
    await claimGuestSafety({ db: trx }, { sessionId, userId });
    return moved;
  });
}
