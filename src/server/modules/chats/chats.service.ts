import type { ChatMemoryEntry, ChatMessage, SendChatMessageResponse } from '../../../shared/contracts/chats.ts';
import { extractMemory, SINGLE_VALUED_KINDS } from '../../chat/persona/memory-extraction.ts';
import type { ConversationTurn, Persona, RememberedFact } from '../../chat/reply-engine.ts';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/app-error.ts';
import { recordActivity } from '../activity/activity.service.ts';
import { getAvatar, getAvatarPersona } from '../avatars/avatars.service.ts';
import * as repo from './chats.repo.ts';

export type { Owner } from './chats.repo.ts';

type Owner = repo.Owner;

/** Messages a history answer carries at most (the newest ones). */
const HISTORY_LIMIT = 500;
/** Turns an engine sees at most; the OpenAI engine trims further to its token budget. */
const ENGINE_HISTORY_LIMIT = 40;
/** Likes and dislikes remembered per conversation; older ones are forgotten first. */
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

function toMessage(row: repo.MessageRow): ChatMessage {
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
 * Stores the visitor's message, what it tells about them, and the reply it is owed, in
 * one transaction; the reply worker answers it. Members' messages show in their activity.
 */
export async function sendChatMessage(
  ctx: AppContext,
  options: { owner: Owner; avatarId: number; message: string },
): Promise<SendChatMessageResponse & { replyId: number }> {
  const { owner, avatarId } = options;
  await getAvatar(ctx, avatarId);
  const now = ctx.clock.now().toISOString();
  const facts = extractMemory(options.message);
  const { message, replyId } = await ctx.db.transaction().execute(async (trx) => {
    const stored = await repo.insertMessage(trx, {
      owner,
      avatarId,
      role: 'user',
      content: options.message,
      replyTo: null,
      now,
    });
    const id = await repo.insertReplyJob(trx, { owner, avatarId, userMessageId: stored.id, now });
    for (const fact of facts) {
      await repo.deleteMemoriesOfKind(
        trx,
        owner,
        avatarId,
        fact.kind,
        SINGLE_VALUED_KINDS.has(fact.kind) ? undefined : fact.value,
      );
      await repo.insertMemory(trx, { owner, avatarId, kind: fact.kind, value: fact.value, now });
      if (!SINGLE_VALUED_KINDS.has(fact.kind)) {
        await repo.pruneMemories(trx, owner, avatarId, fact.kind, MEMORY_KEEP_PER_KIND);
      }
    }
    return { message: stored, replyId: id };
  });
  if (owner.userId !== null) {
    await recordActivity(ctx, { userId: owner.userId, avatarId, type: 'message', preview: options.message });
  }
  return { message: toMessage(message), replyPending: true, replyId };
}

/** Forgets the conversation: messages, replies still owed, and what the companion remembers. */
export async function clearChatHistory(ctx: AppContext, options: { owner: Owner | null; avatarId: number }) {
  await getAvatar(ctx, options.avatarId);
  const { owner, avatarId } = options;
  if (!owner) return;
  await ctx.db.transaction().execute(async (trx) => {
    await repo.deleteOwned(trx, 'chat_replies', owner, avatarId);
    await repo.deleteOwned(trx, 'chat_messages', owner, avatarId);
    await repo.deleteOwned(trx, 'chat_memories', owner, avatarId);
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

export async function deleteChatMemoryEntry(
  ctx: AppContext,
  options: { owner: Owner | null; avatarId: number; memoryId: number },
): Promise<void> {
  const deleted = options.owner
    ? await repo.deleteMemoryById(ctx.db, options.owner, options.avatarId, options.memoryId)
    : 0;
  if (deleted === 0) throw notFound('Memory entry not found');
}

export async function clearChatMemory(ctx: AppContext, options: { owner: Owner | null; avatarId: number }) {
  await getAvatar(ctx, options.avatarId);
  if (options.owner) await repo.deleteOwned(ctx.db, 'chat_memories', options.owner, options.avatarId);
}

/**
 * On sign-up or sign-in the guest's conversations become the member's: messages, replies
 * still owed, and memory (the guest's newer facts replace the member's older ones). Call
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
    return moved;
  });
}

// ---- the reply worker's side ----

export interface ReplyJob {
  replyId: number;
  userMessageId: number;
  avatarId: number;
  owner: Owner;
  attempts: number;
  persona: Persona;
  history: ConversationTurn[];
  memory: RememberedFact[];
}

function ownerOfRow(row: { user_id: number | null; session_id: string | null }): Owner | null {
  if (row.user_id !== null) return { userId: row.user_id, sessionId: null };
  if (row.session_id !== null) return { userId: null, sessionId: row.session_id };
  return null;
}

export async function listClaimableReplies(ctx: AppContext, options: { limit: number }): Promise<number[]> {
  return repo.findClaimableReplyIds(ctx.db, ctx.clock.now().toISOString(), options.limit);
}

export async function claimReplyJob(
  ctx: AppContext,
  options: { replyId: number; instanceId: string; leaseMs: number },
): Promise<boolean> {
  const now = ctx.clock.now();
  return repo.claimReply(ctx.db, {
    id: options.replyId,
    instanceId: options.instanceId,
    now: now.toISOString(),
    leaseUntil: new Date(now.getTime() + options.leaseMs).toISOString(),
  });
}

/** Everything an engine needs to answer a claimed job, or null if the conversation is gone. */
export async function loadReplyJob(ctx: AppContext, replyId: number): Promise<ReplyJob | null> {
  const row = await repo.findReply(ctx.db, replyId);
  const owner = row ? ownerOfRow(row) : null;
  if (!row || !owner) return null;
  const persona = await getAvatarPersona(ctx, row.avatar_id);
  const history = await repo.listMessages(ctx.db, owner, row.avatar_id, {
    upToId: row.user_message_id,
    limit: ENGINE_HISTORY_LIMIT,
  });
  const memory = await repo.listMemories(ctx.db, owner, row.avatar_id);
  return {
    replyId: row.id,
    userMessageId: row.user_message_id,
    avatarId: row.avatar_id,
    owner,
    attempts: row.attempts,
    persona,
    history: history.map((m) => ({ role: m.role, content: m.content })),
    memory: memory.map((m) => ({ kind: m.kind, value: m.value })),
  };
}

/** Saves the reply so far and renews the lease; false when the job is no longer this worker's. */
export async function saveReplyProgress(
  ctx: AppContext,
  options: { replyId: number; instanceId: string; leaseMs: number; content?: string },
): Promise<boolean> {
  const now = ctx.clock.now();
  return repo.updateRunningReply(ctx.db, {
    id: options.replyId,
    instanceId: options.instanceId,
    now: now.toISOString(),
    leaseUntil: new Date(now.getTime() + options.leaseMs).toISOString(),
    ...(options.content !== undefined ? { content: options.content } : {}),
  });
}

/**
 * Stores the finished reply as the assistant message, once: the job must still be held
 * by this worker, and `reply_to` is unique, so a message is never answered twice.
 */
export async function completeReplyJob(
  ctx: AppContext,
  options: { replyId: number; instanceId: string; content: string },
): Promise<{ message: ChatMessage; owner: Owner; avatarId: number } | null> {
  const now = ctx.clock.now().toISOString();
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const won = await repo.finishReply(trx, {
        id: options.replyId,
        instanceId: options.instanceId,
        now,
        content: options.content,
      });
      if (!won) return null;
      const row = await repo.findReply(trx, options.replyId);
      const owner = row ? ownerOfRow(row) : null;
      if (!row || !owner) return null;
      const message = await repo.insertMessage(trx, {
        owner,
        avatarId: row.avatar_id,
        role: 'assistant',
        content: options.content,
        replyTo: row.user_message_id,
        now,
      });
      await repo.setReplyMessage(trx, row.id, message.id);
      return { message: toMessage(message), owner, avatarId: row.avatar_id };
    });
  } catch (error) {
    // The unique reply_to index refused a second answer: someone else already replied.
    ctx.log.warn({ err: error, replyId: options.replyId }, 'reply not stored');
    return null;
  }
}

export async function releaseReplyJob(ctx: AppContext, options: { replyId: number; instanceId: string }) {
  await repo.releaseReply(ctx.db, {
    id: options.replyId,
    instanceId: options.instanceId,
    now: ctx.clock.now().toISOString(),
  });
}

// ---- the stream's side ----

export type ReplySnapshot = Pick<
  repo.ReplyRow,
  'id' | 'user_message_id' | 'content' | 'status' | 'assistant_message_id'
>;

export async function listOpenReplies(ctx: AppContext, options: { owner: Owner; avatarId: number }) {
  const rows = await repo.findOpenReplies(ctx.db, options.owner, options.avatarId);
  return rows.map((r): ReplySnapshot => r);
}

export async function findOwnedReply(ctx: AppContext, options: { owner: Owner; avatarId: number; replyId: number }) {
  const row = await repo.findOwnedReply(ctx.db, options.owner, options.avatarId, options.replyId);
  return row ? (row satisfies ReplySnapshot) : null;
}

/** Assistant messages newer than a message id, with the user message each answers. */
export async function listRepliesAfter(ctx: AppContext, options: { owner: Owner; avatarId: number; afterId: number }) {
  const rows = await repo.listAssistantMessagesAfter(ctx.db, options.owner, options.avatarId, options.afterId);
  return rows.map((r) => ({ message: toMessage(r), replyTo: r.reply_to }));
}
