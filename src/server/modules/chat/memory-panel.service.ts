import type { ChatSummary } from '../../../shared/contracts/chat-memory.ts';
import type { ChatMemoryEntry } from '../../../shared/contracts/chats.ts';
import type { AppContext } from '../../context.ts';
import { withTransaction } from '../../db/transaction.ts';
import { notFound } from '../../lib/app-error.ts';
import { getAvatar } from '../avatars/avatars.service.ts';
import type * as repo from './chat.repo.ts';
import * as memories from './chat-memory.repo.ts';
import { recordForgottenFacts } from './chat-safety.service.ts';
import * as summaries from './memory-summary.repo.ts';

/** The memory panel's edits: the visitor rewrites or deletes a fact or the rolling summary. */

type Owner = repo.Owner;

const MEMORY_NOT_FOUND = 'Memory entry not found';
const SUMMARY_NOT_FOUND = 'There is no summary yet';

/**
 * Rewrites one remembered fact. The old wording counts as forgotten, so messages that told
 * it no longer reach an engine with it (as when a fact is deleted); the new one is kept.
 */
export async function editChatMemoryEntry(
  ctx: AppContext,
  options: { owner: Owner | null; avatarId: number; memoryId: number; value: string },
): Promise<ChatMemoryEntry> {
  const { owner, avatarId, memoryId, value } = options;
  await getAvatar(ctx, avatarId);
  const entry = owner ? await memories.findMemory(ctx.db, owner, avatarId, memoryId) : undefined;
  if (!owner || !entry) throw notFound(MEMORY_NOT_FOUND);
  const now = ctx.clock.now().toISOString();
  await withTransaction(ctx, async (tx) => {
    const updated = await memories.updateMemoryValue(tx.db, owner, avatarId, memoryId, value, now);
    if (updated === 0) throw notFound(MEMORY_NOT_FOUND);
    if (entry.value.toLowerCase() !== value.toLowerCase()) {
      await recordForgottenFacts(tx, { owner, avatarId, facts: [entry] });
    }
  });
  return { id: entry.id, kind: entry.kind, value, updatedAt: now };
}

export async function getChatSummary(
  ctx: AppContext,
  options: { owner: Owner | null; avatarId: number },
): Promise<ChatSummary | null> {
  await getAvatar(ctx, options.avatarId);
  const row = options.owner ? await summaries.findSummary(ctx.db, options.owner, options.avatarId) : undefined;
  return row?.content ? { content: row.content, updatedAt: row.updated_at } : null;
}

/** The visitor's wording replaces the summary; the next fold builds on it. */
export async function editChatSummary(
  ctx: AppContext,
  options: { owner: Owner | null; avatarId: number; content: string },
): Promise<ChatSummary> {
  const { owner, avatarId, content } = options;
  await getAvatar(ctx, avatarId);
  const now = ctx.clock.now().toISOString();
  const updated = owner ? await summaries.setSummaryContent(ctx.db, owner, avatarId, content, now) : 0;
  if (updated === 0) throw notFound(SUMMARY_NOT_FOUND);
  return { content, updatedAt: now };
}

/** Forgets the summary; the turns it covered are not folded in again. */
export async function deleteChatSummary(ctx: AppContext, options: { owner: Owner | null; avatarId: number }) {
  const { owner, avatarId } = options;
  await getAvatar(ctx, avatarId);
  const emptied = owner
    ? await summaries.setSummaryContent(ctx.db, owner, avatarId, '', ctx.clock.now().toISOString())
    : 0;
  if (emptied === 0) throw notFound(SUMMARY_NOT_FOUND);
}
