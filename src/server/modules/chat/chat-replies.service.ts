import type { ChatMessage } from '../../../shared/contracts/chats.ts';
import { withoutForgottenFacts } from '../../chat/forgotten-facts.ts';
import type { ConversationTurn, LoreFact, Persona, RememberedFact } from '../../chat/reply-engine.ts';
import type { Care } from '../../chat/safety/directives.ts';
import type { AppContext } from '../../context.ts';
import { withBatchedTransaction } from '../../db/transaction.ts';
import { getAvatarPersona } from '../avatars/avatar-persona.service.ts';
import { activateAvatarLore } from '../lorebooks/lorebooks.service.ts';
import * as repo from './chat.repo.ts';
import { type Owner, toMessage } from './chat.service.ts';
import { findOpeningGreeting } from './chat-greetings.service.ts';
import * as memories from './chat-memory.repo.ts';
import * as replies from './chat-replies.repo.ts';
import { isDeclaredMinor, listForgottenFacts } from './chat-safety.service.ts';
import * as tree from './chat-tree.repo.ts';
import { summaryForReply } from './memory-summary.service.ts';

/** Turns an engine sees at most; the OpenAI engine trims further to its token budget. */
const ENGINE_HISTORY_LIMIT = 40;

/** Reply jobs: the reply worker's side (claim, load, progress, complete) and the stream's (what is open or done). */

export interface ReplyJob {
  replyId: number;
  userMessageId: number;
  avatarId: number;
  owner: Owner;
  attempts: number;
  persona: Persona;
  /** Oldest first, ending with the message to answer; facts the visitor asked to forget are redacted. */
  history: ConversationTurn[];
  /** `history` begins with the greeting the conversation opened with, however long ago that was. */
  opensWithGreeting: boolean;
  memory: RememberedFact[];
  /** The message to answer, as the visitor wrote it (for the safety layer). */
  message: string;
  /** The visitor said they are under 18 (in this message or before). */
  minor: boolean;
  care: Care | null;
  /** The visitor's locale when they sent it (crisis lines). */
  locale: string | null;
  /** The avatar's lorebook entries the recent turns fired, in prompt order. */
  lore: LoreFact[];
  /** The rolling summary of the turns before `history` ('' when none). */
  summary: string;
  /** Which attempt at this reply (0: the first; more: regenerations). */
  alternative: number;
  /** The texts of the earlier attempts, which a regeneration should not repeat. */
  avoid: string[];
  /** The visitor pressed Stop before this worker took the job over: `written` is the reply. */
  stopRequested: boolean;
  written: string;
}

function ownerOfRow(row: { user_id: number | null; session_id: string | null }): Owner | null {
  if (row.user_id !== null) return { userId: row.user_id, sessionId: null };
  if (row.session_id !== null) return { userId: null, sessionId: row.session_id };
  return null;
}

export async function listClaimableReplies(ctx: AppContext, options: { limit: number }): Promise<number[]> {
  return replies.findClaimableReplyIds(ctx.db, ctx.clock.now().toISOString(), options.limit);
}

export async function claimReplyJob(
  ctx: AppContext,
  options: { replyId: number; instanceId: string; leaseMs: number },
): Promise<boolean> {
  // The worker's writes join the acknowledgements' batches (db/write-queue.ts): one fsync
  // for many instead of one each, competing with them on the event loop.
  const held = { id: options.replyId, instanceId: options.instanceId, ...leaseFrom(ctx, options.leaseMs) };
  return withBatchedTransaction(ctx, (tx) => replies.claimReply(tx.db, held));
}

/** Now, and the end of a lease of `leaseMs` from now, as stored. */
function leaseFrom(ctx: AppContext, leaseMs: number): { now: string; leaseUntil: string } {
  const now = ctx.clock.now();
  return { now: now.toISOString(), leaseUntil: new Date(now.getTime() + leaseMs).toISOString() };
}

/** Everything an engine needs to answer a claimed job, or null if the conversation is gone. */
export async function loadReplyJob(ctx: AppContext, replyId: number): Promise<ReplyJob | null> {
  const row = await replies.findReply(ctx.db, replyId);
  const owner = row ? ownerOfRow(row) : null;
  if (!row || !owner) return null;
  const persona = await getAvatarPersona(ctx, row.avatar_id);
  // The branch the message is on, whichever branch the visitor looks at now.
  const history = await tree.listBranchUpTo(ctx.db, row.user_message_id, ENGINE_HISTORY_LIMIT);
  const greeting = await findOpeningGreeting(ctx, { owner, avatarId: row.avatar_id, branch: history });
  const memory = await memories.listMemories(ctx.db, owner, row.avatar_id);
  const forgotten = await listForgottenFacts(ctx, owner, row.avatar_id);
  const message = history.find((m) => m.id === row.user_message_id)?.content ?? '';
  // Turns the summary folded in reach the engine through it, not twice.
  const summary = await summaryForReply(ctx, {
    owner,
    avatarId: row.avatar_id,
    forgotten,
    branchTip: row.user_message_id,
  });
  // The greeting leads whatever the summary folded (prompt.ts keeps it in the model's view).
  const later = withoutForgottenFacts(
    history.filter((m) => (m.id > summary.coversUpTo || m.id === row.user_message_id) && m.id !== greeting?.id),
    forgotten,
  );
  const turns: ConversationTurn[] = greeting ? [{ role: 'assistant', content: greeting.content }, ...later] : later;
  return {
    replyId: row.id,
    userMessageId: row.user_message_id,
    avatarId: row.avatar_id,
    owner,
    attempts: row.attempts,
    persona,
    history: turns,
    opensWithGreeting: greeting !== undefined,
    memory: memory.map((m) => ({ kind: m.kind, value: m.value })),
    message,
    minor: await isDeclaredMinor(ctx, owner),
    care: row.care,
    locale: row.locale,
    lore: await activateAvatarLore(ctx, { avatarId: row.avatar_id, turns: turns.map((t) => t.content) }),
    summary: summary.text,
    alternative: row.alternative,
    avoid: row.alternative > 0 ? await tree.listAlternativeTexts(ctx.db, row.user_message_id) : [],
    stopRequested: row.stop_requested === 1,
    written: row.content,
  };
}

/**
 * Saves the reply so far and renews the lease: 'lost' when the job is no longer this
 * worker's, 'stop' when the visitor asked to stop it.
 */
export async function saveReplyProgress(
  ctx: AppContext,
  options: { replyId: number; instanceId: string; leaseMs: number; content?: string },
): Promise<'held' | 'lost' | 'stop'> {
  const held = { id: options.replyId, instanceId: options.instanceId, ...leaseFrom(ctx, options.leaseMs) };
  const content = options.content !== undefined ? { content: options.content } : {};
  return withBatchedTransaction(ctx, (tx) => replies.updateRunningReply(tx.db, { ...held, ...content }));
}

/**
 * Stores the finished reply as the assistant message, once: the job must still be held
 * by this worker, and (`reply_to`, `alternative`) is unique, so an attempt is never stored
 * twice. The reply becomes the chosen one of its turn unless the visitor chose another
 * meanwhile, and joins the path if its message is on it. A stopped reply with nothing
 * written ends with no message.
 */
export async function completeReplyJob(
  ctx: AppContext,
  options: { replyId: number; instanceId: string; content: string },
): Promise<{ message: ChatMessage | null; owner: Owner; avatarId: number } | null> {
  const now = ctx.clock.now().toISOString();
  try {
    return await withBatchedTransaction(ctx, async (tx) => {
      const won = await replies.finishReply(tx.db, {
        id: options.replyId,
        instanceId: options.instanceId,
        now,
        content: options.content,
      });
      if (!won) return null;
      const row = await replies.findReply(tx.db, options.replyId);
      const owner = row ? ownerOfRow(row) : null;
      if (!row || !owner) return null;
      if (!options.content) return { message: null, owner, avatarId: row.avatar_id };
      const asked = await tree.findOwnedMessage(tx.db, owner, row.avatar_id, row.user_message_id);
      const selected = !(await tree.hasSelectedChild(tx.db, row.user_message_id));
      const message = await repo.insertMessage(tx.db, {
        owner,
        avatarId: row.avatar_id,
        role: 'assistant',
        content: options.content,
        replyTo: row.user_message_id,
        parentId: row.user_message_id,
        alternative: row.alternative,
        selected,
        onPath: selected && asked?.on_path === 1,
        now,
      });
      await replies.setReplyMessage(tx.db, row.id, message.id);
      return { message: toMessage(message), owner, avatarId: row.avatar_id };
    });
  } catch (error) {
    // The unique reply_to index refused a second answer: someone else already replied.
    ctx.log.warn({ err: error, replyId: options.replyId }, 'reply not stored');
    return null;
  }
}

export async function releaseReplyJob(ctx: AppContext, options: { replyId: number; instanceId: string }) {
  await replies.releaseReply(ctx.db, {
    id: options.replyId,
    instanceId: options.instanceId,
    now: ctx.clock.now().toISOString(),
  });
}

// ---- the stream's side ----

export type ReplySnapshot = Pick<
  replies.ReplyRow,
  'id' | 'user_message_id' | 'content' | 'status' | 'assistant_message_id' | 'alternative'
>;

export async function listOpenReplies(ctx: AppContext, options: { owner: Owner; avatarId: number }) {
  const rows = await replies.findOpenReplies(ctx.db, options.owner, options.avatarId);
  return rows.map((r): ReplySnapshot => r);
}

export async function findOwnedReply(ctx: AppContext, options: { owner: Owner; avatarId: number; replyId: number }) {
  const row = await replies.findOwnedReply(ctx.db, options.owner, options.avatarId, options.replyId);
  return row ? (row satisfies ReplySnapshot) : null;
}

/** Assistant messages newer than a message id, with the user message each answers. */
export async function listRepliesAfter(ctx: AppContext, options: { owner: Owner; avatarId: number; afterId: number }) {
  const rows = await repo.listAssistantMessagesAfter(ctx.db, options.owner, options.avatarId, options.afterId);
  return rows.map((r) => ({ message: toMessage(r), replyTo: r.reply_to, alternative: r.alternative }));
}
