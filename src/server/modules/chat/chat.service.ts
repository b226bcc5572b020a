import type { ChatMemoryEntry, ChatMessage } from '../../../shared/contracts/chats.ts';
import type { AppContext } from '../../context.ts';
import { withTransaction } from '../../db/transaction.ts';
import { notFound } from '../../lib/app-error.ts';
import { type ReadCache, readThroughExact } from '../../lib/read-cache.ts';
import { recordCarriedOverActivity } from '../activity/activity.service.ts';
import { getAvatar, getKeptAvatar } from '../avatars/avatars.service.ts';
import * as repo from './chat.repo.ts';
import { greetingsFor, mergeGuestGreetings, openConversation } from './chat-greetings.service.ts';
import * as memories from './chat-memory.repo.ts';
import { factsToldInConversation } from './chat-memory.service.ts';
import { claimGuestSafety, recordForgottenFacts } from './chat-safety.service.ts';
import * as tree from './chat-tree.repo.ts';
import * as summaries from './memory-summary.repo.ts';

export type { Owner } from './chat.repo.ts';

type Owner = repo.Owner;

/** Messages a history answer carries at most (the newest ones). */
export const HISTORY_LIMIT = 500;

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
  return {
    id: row.id,
    role: row.role,
    content: row.content,
    createdAt: row.created_at,
    parentId: row.parent_id,
    alternative: row.alternative,
    rating: row.rating === 1 || row.rating === -1 ? row.rating : null,
  };
}

function toMemoryEntry(row: memories.MemoryRow): ChatMemoryEntry {
  return { id: row.id, kind: row.kind, value: row.value, updatedAt: row.updated_at };
}

/** This visitor's history with an avatar, oldest first; none without a session. */
export async function getChatHistory(
  ctx: AppContext,
  options: { owner: Owner | null; avatarId: number },
): Promise<ChatMessage[]> {
  const avatar = await getKeptAvatar(ctx, options.avatarId);
  if (!options.owner) return [];
  const { owner, avatarId } = options;
  let rows = await tree.listPathWithAlternatives(ctx.db, owner, avatarId, HISTORY_LIMIT);
  // The first look at a conversation opens it: the avatar greets (chat-greetings.service.ts).
  // Read again whoever wrote the greeting: a first look racing this one may have.
  if (rows.length === 0) {
    const texts = await greetingsFor(ctx, { owner, avatarId, avatarName: avatar.name });
    if (texts.length > 0) {
      await openConversation(ctx, { owner, avatarId, texts });
      rows = await tree.listPathWithAlternatives(ctx.db, owner, avatarId, HISTORY_LIMIT);
    }
  }
  // Each turn's alternatives: the children of the message before it, in the order written.
  const byParent = new Map<number | null, number[]>();
  for (const row of rows) {
    const siblings = byParent.get(row.parent_id);
    if (siblings) siblings.push(row.id);
    else byParent.set(row.parent_id, [row.id]);
  }
  return rows
    .filter((row) => row.on_path === 1)
    .map((row) => ({ ...toMessage(row), siblings: byParent.get(row.parent_id) ?? [row.id] }));
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
  // Not parsed by ZChatHistory on the way out: getChatHistory builds exactly its fields
  // (toMessage), and the route tests check every history they read against the schema.
  const read = async () => JSON.stringify(await getChatHistory(ctx, options));
  const key = options.owner ? conversationKey(options.owner, options.avatarId) : `a${options.avatarId}`;
  return readThroughExact(cache, ctx, key, read);
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
  await withTransaction(ctx, (tx) => deleteConversation(tx.db, owner, avatarId));
}

/** Everything kept of a conversation except its safety state, inside the caller's transaction. */
export async function deleteConversation(db: AppContext['db'], owner: Owner, avatarId: number): Promise<void> {
  await repo.deleteOwned(db, 'chat_replies', owner, avatarId);
  await repo.deleteOwned(db, 'chat_messages', owner, avatarId);
  await repo.deleteOwned(db, 'chat_memories', owner, avatarId);
  // Nothing left to redact.
  await repo.deleteOwned(db, 'chat_forgotten', owner, avatarId);
  await summaries.deleteSummary(db, owner, avatarId);
}

export async function listChatMemory(
  ctx: AppContext,
  options: { owner: Owner | null; avatarId: number },
): Promise<ChatMemoryEntry[]> {
  await getAvatar(ctx, options.avatarId);
  if (!options.owner) return [];
  return (await memories.listMemories(ctx.db, options.owner, options.avatarId)).map(toMemoryEntry);
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
  const entry = owner ? await memories.findMemory(ctx.db, owner, avatarId, memoryId) : undefined;
  if (!owner || !entry) throw notFound('Memory entry not found');
  await withTransaction(ctx, async (tx) => {
    const deleted = await memories.deleteMemoryById(tx.db, owner, avatarId, memoryId);
    if (deleted > 0) await recordForgottenFacts(tx, { owner, avatarId, facts: [entry] });
  });
}

/**
 * Forgets everything remembered about the visitor, in what engines see of the history too:
 * every fact any of their messages told, on any branch (memory follows the chosen branch,
 * and moving to another one, or editing a message, must bring none of it back).
 */
export async function clearChatMemory(ctx: AppContext, options: { owner: Owner | null; avatarId: number }) {
  await getAvatar(ctx, options.avatarId);
  const { owner, avatarId } = options;
  if (!owner) return;
  await withTransaction(ctx, async (tx) => {
    const entries = await memories.listMemories(tx.db, owner, avatarId);
    const told = await factsToldInConversation(tx, owner, avatarId);
    await repo.deleteOwned(tx.db, 'chat_memories', owner, avatarId);
    await summaries.setSummaryContent(tx.db, owner, avatarId, '', ctx.clock.now().toISOString());
    await recordForgottenFacts(tx, { owner, avatarId, facts: [...entries, ...told] });
  });
}

/**
 * On sign-up or sign-in the guest's conversations become the member's: messages, replies
 * still owed, memory (the guest's newer facts replace the member's older ones), what was
 * forgotten, and safety state (being under 18, the care after a crisis); a conversation
 * both had keeps one greeting (mergeGuestGreetings). The messages the guest sent join the
 * member's activity as if sent by the member (recordCarriedOverActivity). Call
 * it before the guest session is deleted: guest rows cascade away with their session.
 * Returns the number of messages moved.
 */
export async function claimGuestChats(
  ctx: AppContext,
  options: { sessionId: string; userId: number },
): Promise<number> {
  const { sessionId, userId } = options;
  return withTransaction(ctx, async (tx) => {
    await mergeGuestGreetings(tx, { sessionId, userId });
    const sent = await repo.listSessionSentMessages(tx.db, sessionId);
    await recordCarriedOverActivity(tx, {
      userId,
      events: sent.map((m) => ({
        avatarId: m.avatar_id,
        type: 'message',
        preview: m.content,
        at: new Date(m.created_at).toISOString(),
      })),
    });
    const moved = await repo.reassignSessionMessages(tx.db, sessionId, userId);
    await repo.reassignSessionRows(tx.db, 'chat_replies', sessionId, userId);
    await memories.deleteMemberMemoriesSupersededBy(tx.db, sessionId, userId);
    await repo.reassignSessionRows(tx.db, 'chat_memories', sessionId, userId);
    await repo.reassignSessionRows(tx.db, 'chat_forgotten', sessionId, userId);
    await summaries.reassignSessionSummaries(tx.db, sessionId, userId);
    await claimGuestSafety(tx, { sessionId, userId });
    return moved;
  });
}
