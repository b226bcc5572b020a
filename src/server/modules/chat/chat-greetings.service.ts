import { fillPlaceholders } from '../../chat/reply-engine.ts';
import type { AppContext } from '../../context.ts';
import { withTransaction } from '../../db/transaction.ts';
import { getAvatarGreetings } from '../avatars/avatar-persona.service.ts';
import { getAvatar } from '../avatars/avatars.service.ts';
import { getAuthUser } from '../users/users.service.ts';
import type { MessageRow, Owner } from './chat.repo.ts';
import * as greetings from './chat-greetings.repo.ts';
import * as tree from './chat-tree.repo.ts';

/**
 * A new conversation opens with the avatar's greeting (Card V2 `first_mes`), its
 * alternate greetings as the other alternatives of that first turn. They are stored
 * messages, written when the visitor first opens the conversation (or first writes, for a
 * client that never looked): the history, the memory summaries, exports and the model's
 * prompt then follow the greeting the visitor chose like any other turn.
 */

/** What a guest is called in a greeting that names the visitor (`{{user}}`). */
const GUEST_NAME = 'friend';

/** Whether a visitor opening a conversation with this avatar is greeted (404: no such avatar to chat with). */
export async function avatarGreets(ctx: AppContext, avatarId: number): Promise<boolean> {
  await getAvatar(ctx, avatarId);
  return (await getAvatarGreetings(ctx, avatarId)).length > 0;
}

/** The avatar's greetings for this visitor, `{{char}}` and `{{user}}` filled in (a member by name). */
export async function greetingsFor(
  ctx: AppContext,
  options: { owner: Owner; avatarId: number; avatarName: string },
): Promise<string[]> {
  const texts = await getAvatarGreetings(ctx, options.avatarId);
  if (texts.length === 0) return [];
  const user = options.owner.userId !== null ? await getAuthUser(ctx, options.owner.userId) : null;
  const userName = user ? (user.displayName ?? user.username) : GUEST_NAME;
  return texts.map((text) => fillPlaceholders(text, options.avatarName, userName));
}

/**
 * Stores `texts` as the first turn of a conversation that has no message yet, inside the
 * caller's transaction (or one of its own). A conversation that has begun is left as it
 * is, and two first opens at once store one set (see insertGreetings).
 */
export async function openConversation(
  ctx: AppContext,
  options: { owner: Owner; avatarId: number; texts: string[] },
): Promise<void> {
  const { owner, avatarId, texts } = options;
  if (texts.length === 0) return;
  await withTransaction(ctx, async (tx) => {
    if (await tree.findPathTail(tx.db, owner, avatarId)) return;
    await greetings.insertGreetings(tx.db, { owner, avatarId, texts, now: ctx.clock.now().toISOString() });
  });
}

/**
 * The greeting the branch ending in `branch` opened with: its first message when `branch`
 * reaches back that far, else the first of the chosen path (a reply is written on it).
 */
export async function findOpeningGreeting(
  ctx: AppContext,
  options: { owner: Owner; avatarId: number; branch: MessageRow[] },
): Promise<MessageRow | undefined> {
  const first = options.branch[0];
  const head =
    first?.parent_id === null ? first : await greetings.findPathHead(ctx.db, options.owner, options.avatarId);
  return head && head.role === 'assistant' && head.parent_id === null && head.reply_to === null ? head : undefined;
}

/**
 * Before a guest's conversations become a member's (inside the caller's transaction):
 * each conversation keeps one set of greetings. A guest who only saw the greeting leaves
 * nothing; a member who only saw it gives way to the guest's conversation. When both
 * talked, the member's conversation keeps its greeting and the guest's turns continue it
 * (after its last message, or as first turns of their own when the two interleave).
 */
export async function mergeGuestGreetings(
  tx: AppContext,
  options: { sessionId: string; userId: number },
): Promise<void> {
  const guest: Owner = { userId: null, sessionId: options.sessionId };
  const member: Owner = { userId: options.userId, sessionId: null };
  for (const avatarId of await greetings.listSessionAvatars(tx.db, options.sessionId)) {
    const memberTail = await tree.findPathTail(tx.db, member, avatarId);
    if (!memberTail) continue;
    const [guestFirst] = await greetings.listOtherMessageIds(tx.db, guest, avatarId, { order: 'asc', limit: 1 });
    const [memberLast] = await greetings.listOtherMessageIds(tx.db, member, avatarId, { order: 'desc', limit: 1 });
    if (guestFirst === undefined) await greetings.replaceGreetings(tx.db, guest, avatarId, null);
    else if (memberLast === undefined) await greetings.replaceGreetings(tx.db, member, avatarId, null);
    else await greetings.replaceGreetings(tx.db, guest, avatarId, guestFirst > memberTail.id ? memberTail.id : null);
  }
}
