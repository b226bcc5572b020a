import type { ChatMessage, ChatReplyResponse } from '../../../shared/contracts/chats.ts';
import type { AppContext } from '../../context.ts';
import { withTransaction } from '../../db/transaction.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { getAvatar } from '../avatars/avatars.service.ts';
import { getChatHistory, type Owner, toMessage } from './chat.service.ts';
import { followPathChange, pathMessagesAfter } from './chat-memory.service.ts';
import * as replies from './chat-replies.repo.ts';
import * as tree from './chat-tree.repo.ts';

/**
 * The conversation as a tree: regenerate the last reply (a new alternative of its turn),
 * choose among a turn's alternatives, delete the last exchange, stop a reply, rate one.
 * Sending and editing a message are in chat.service.ts.
 */

const conflict = (message: string) => new AppError('CONFLICT', message);

async function ownedMessage(ctx: AppContext, owner: Owner | null, avatarId: number, messageId: number) {
  await getAvatar(ctx, avatarId);
  const message = owner ? await tree.findOwnedMessage(ctx.db, owner, avatarId, messageId) : undefined;
  if (!owner || !message) throw notFound('Message not found');
  return { owner, message };
}

/**
 * Owes the last reply again: the reply shown so far steps aside (it stays an alternative of
 * its turn) and the reply job starts the next alternative, which streams like any reply.
 */
export async function regenerateReply(
  ctx: AppContext,
  options: { owner: Owner | null; avatarId: number },
): Promise<ChatReplyResponse> {
  const { owner, avatarId } = options;
  await getAvatar(ctx, avatarId);
  if (!owner) throw conflict('There is no reply to regenerate');
  return withTransaction(ctx, async (tx) => {
    const tail = await tree.findPathTail(tx.db, owner, avatarId);
    const userMessageId = tail?.role === 'assistant' ? tail.reply_to : tail?.id;
    const job = userMessageId ? await replies.findReplyForMessage(tx.db, userMessageId) : undefined;
    if (!tail || !userMessageId || !job) throw conflict('There is no reply to regenerate');
    if (job.status !== 'done') throw conflict('The reply is still being written');
    const alternative = Math.max(job.alternative, await tree.maxAlternative(tx.db, userMessageId)) + 1;
    if (tail.role === 'assistant') {
      await tree.setSelected(tx.db, tail.id, false);
      await tree.leavePathAfter(tx.db, owner, avatarId, userMessageId);
    }
    await replies.reopenReply(tx.db, { id: job.id, alternative, now: ctx.clock.now().toISOString() });
    return { userMessageId, replyPending: true, message: null };
  });
}

/**
 * Makes a message the chosen alternative of its turn; the path then goes on down the
 * branch below it as the visitor left it, and what is remembered with it (the facts the
 * new path's messages told). Returns the history along the new path.
 */
export async function chooseAlternative(
  ctx: AppContext,
  options: { owner: Owner | null; avatarId: number; messageId: number },
): Promise<ChatMessage[]> {
  const { avatarId } = options;
  const { owner, message } = await ownedMessage(ctx, options.owner, avatarId, options.messageId);
  if (message.on_path !== 1) {
    await withTransaction(ctx, async (tx) => {
      const parent =
        message.parent_id === null ? null : await tree.findOwnedMessage(tx.db, owner, avatarId, message.parent_id);
      if (parent && parent.on_path !== 1) throw conflict('That message is not an alternative of this conversation');
      const leaving = await pathMessagesAfter(tx, owner, avatarId, message.parent_id);
      await tree.clearTurnAfter(tx.db, owner, avatarId, message.parent_id);
      await tree.setSelected(tx.db, message.id, true);
      await tree.enterPathFrom(tx.db, message.id);
      // What is remembered is what the new path's messages told.
      const entering = await pathMessagesAfter(tx, owner, avatarId, message.parent_id);
      await followPathChange(tx, { owner, avatarId, leaving, entering });
    });
  }
  return getChatHistory(ctx, { owner, avatarId });
}

/**
 * Deletes the last exchange: the visitor's last message on the path, every reply and
 * branch below it, and its reply job (a reply being written stops). What the message
 * told goes with it: memory is again what the path before it told (chat-memory.service.ts).
 */
export async function deleteLastExchange(ctx: AppContext, options: { owner: Owner | null; avatarId: number }) {
  const { owner, avatarId } = options;
  await getAvatar(ctx, avatarId);
  const tail = owner ? await tree.findPathTail(ctx.db, owner, avatarId) : undefined;
  const userMessageId = tail?.role === 'assistant' ? tail.reply_to : tail?.id;
  if (!owner || !userMessageId) throw notFound('There is nothing to delete');
  await withTransaction(ctx, async (tx) => {
    // The path's last visitor message (ids are whole numbers: "after id - 1" is "from id").
    const leaving = await pathMessagesAfter(tx, owner, avatarId, userMessageId - 1);
    await tree.deleteSubtree(tx.db, userMessageId);
    await followPathChange(tx, { owner, avatarId, leaving, entering: [] });
  });
}

/**
 * Asks the replies being written in this conversation to stop. A reply nobody has started
 * ends at once with nothing written; a running one keeps what was shown (the worker that
 * writes it stops at once on this instance, at its next save on another).
 */
export async function requestReplyStop(
  ctx: AppContext,
  options: { owner: Owner | null; avatarId: number },
): Promise<{ owner: Owner; replyIds: number[]; replyId: number; userMessageId: number }> {
  const { owner, avatarId } = options;
  await getAvatar(ctx, avatarId);
  const open = owner ? await replies.findOpenReplies(ctx.db, owner, avatarId) : [];
  const last = open.at(-1);
  if (!owner || !last) throw conflict('No reply is being written');
  const now = ctx.clock.now().toISOString();
  await withTransaction(ctx, async (tx) => {
    for (const reply of open) await replies.stopReply(tx.db, { id: reply.id, now });
  });
  return { owner, replyIds: open.map((r) => r.id), replyId: last.id, userMessageId: last.user_message_id };
}

/** What a stopped reply left: the message stored for it, if it has ended and wrote anything. */
export async function stoppedReply(
  ctx: AppContext,
  options: { owner: Owner; avatarId: number; replyId: number; userMessageId: number },
): Promise<ChatReplyResponse> {
  const row = await replies.findOwnedReply(ctx.db, options.owner, options.avatarId, options.replyId);
  const messageId = row?.status === 'done' ? row.assistant_message_id : null;
  const message = messageId
    ? await tree.findOwnedMessage(ctx.db, options.owner, options.avatarId, messageId)
    : undefined;
  return {
    userMessageId: options.userMessageId,
    replyPending: row !== undefined && row.status !== 'done',
    message: message ? toMessage(message) : null,
  };
}

/** Thumbs up (1), down (-1) or neither (null) on one of the companion's replies. */
export async function rateMessage(
  ctx: AppContext,
  options: { owner: Owner | null; avatarId: number; messageId: number; rating: 1 | -1 | null },
): Promise<ChatMessage> {
  const { message } = await ownedMessage(ctx, options.owner, options.avatarId, options.messageId);
  if (message.role !== 'assistant') throw new AppError('BAD_REQUEST', "Only the companion's replies can be rated");
  await tree.setRating(ctx.db, message.id, options.rating);
  return toMessage({ ...message, rating: options.rating });
}

/**
 * How visitors take each avatar's replies: swipe rate (regenerations per first reply, a
 * sign the replies miss) and thumbs up / down. For creator analytics.
 */
export async function getReplyQuality(
  ctx: AppContext,
  avatarIds: number[],
): Promise<Map<number, { replies: number; regenerations: number; thumbsUp: number; thumbsDown: number }>> {
  const rows = await tree.replyQualityByAvatar(ctx.db, avatarIds);
  return new Map(
    rows.map((r) => [
      r.avatar_id,
      {
        replies: Number(r.replies),
        regenerations: Number(r.regenerations),
        thumbsUp: Number(r.up),
        thumbsDown: Number(r.down),
      },
    ]),
  );
}
