import { factsTold, replayMemory, type ToldMessage, tellsAnything } from '../../chat/persona/memory-replay.ts';
import type { RememberedFact } from '../../chat/reply-engine.ts';
import type { AppContext } from '../../context.ts';
import type { Owner } from './chat.repo.ts';
import * as memories from './chat-memory.repo.ts';
import { listForgottenFacts } from './chat-safety.service.ts';
import * as tree from './chat-tree.repo.ts';

/**
 * What is remembered follows the conversation's chosen path (memory-replay.ts): the facts
 * its visitor messages tell, each stored with the message that told it, and those the
 * visitor set by hand in the memory panel, kept as they are. A message sent at the path's
 * end adds its facts (chat-send.service.ts: no read beyond the memory it merges into);
 * these functions follow the other changes of the path, inside the caller's transaction.
 */

const told = (m: tree.PathUserMessage): ToldMessage => ({ id: m.id, content: m.content, sentAt: m.created_at });

/** The visitor messages on the path after `afterId` (null: all): read before a change, they are what leaves it. */
export async function pathMessagesAfter(
  ctx: Pick<AppContext, 'db'>,
  owner: Owner,
  avatarId: number,
  afterId: number | null,
): Promise<tree.PathUserMessage[]> {
  return tree.listPathUserMessages(ctx.db, owner, avatarId, afterId);
}

/**
 * Makes the memory that of the chosen path: its messages' facts are read again, oldest
 * first, and stored with their message and when it was sent (as they were when sent); the
 * facts set by hand stay. What is still the same from the start (facts of messages before
 * the change, in the same order) keeps its rows, so the memory panel's ids hold.
 */
export async function rebuildPathMemory(ctx: AppContext, owner: Owner, avatarId: number): Promise<void> {
  const messages = await tree.listPathUserMessages(ctx.db, owner, avatarId, null);
  const rows = await memories.listMemorySources(ctx.db, owner, avatarId);
  const forgotten = await listForgottenFacts(ctx, owner, avatarId);
  const pinned = rows.filter((r) => r.edited === 1);
  const target = replayMemory(messages.map(told), { forgotten, pinned });
  const derived = rows.filter((r) => r.edited !== 1);
  let same = 0;
  for (; same < derived.length && same < target.length; same++) {
    const row = derived[same];
    const fact = target[same];
    if (row?.kind !== fact?.kind || row?.value !== fact?.value || row?.message_id !== fact?.messageId) break;
  }
  const sentAt = new Map(messages.map((m) => [m.id, m.created_at]));
  const facts = target.slice(same).map((f) => ({
    kind: f.kind,
    value: f.value,
    messageId: f.messageId,
    ...(sentAt.has(f.messageId) ? { toldAt: sentAt.get(f.messageId) as string } : {}),
  }));
  const remove = derived.slice(same).map((r) => r.id);
  if (remove.length === 0 && facts.length === 0) return;
  await memories.replaceMemories(ctx.db, ctx.dialect, {
    owner,
    avatarId,
    remove,
    facts,
    now: ctx.clock.now().toISOString(),
  });
}

/**
 * After the path changed below one of its messages: `leaving` are the visitor messages
 * that left it, `entering` those that joined it. When none of them tells anything, memory
 * stands as it was (a swipe between replies, a message of small talk edited); else it is
 * rebuilt from the path.
 */
export async function followPathChange(
  ctx: AppContext,
  change: {
    owner: Owner;
    avatarId: number;
    leaving: readonly tree.PathUserMessage[];
    entering: readonly tree.PathUserMessage[];
  },
): Promise<void> {
  if (!tellsAnything([...change.leaving, ...change.entering].map(told))) return;
  await rebuildPathMemory(ctx, change.owner, change.avatarId);
}

/**
 * Everything the visitor's messages told, on every branch: memory holds only what the
 * chosen path's messages tell and no fact they replaced, but a change of the path would
 * bring any of it back, so forgetting everything forgets all of it.
 */
export async function factsToldInConversation(
  ctx: Pick<AppContext, 'db'>,
  owner: Owner,
  avatarId: number,
): Promise<RememberedFact[]> {
  return factsTold((await tree.listUserMessages(ctx.db, owner, avatarId)).map(told));
}
