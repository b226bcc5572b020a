import {
  emptyLorebook,
  type Lorebook,
  type LorebookTestBody,
  type LorebookTestResult,
} from '../../../shared/contracts/lorebooks.ts';
import type { LoreFact } from '../../chat/reply-engine.ts';
import type { AppContext } from '../../context.ts';
import { withTransaction } from '../../db/transaction.ts';
import { assertOwnedAvatar } from '../avatars/creator-avatars.service.ts';
import { activateLore, toTestResult } from './lore-activation.ts';
import * as repo from './lorebooks.repo.ts';

/** Lorebooks: one per avatar, edited by its creator, imported and exported with its card, read at reply time. */

type Owned = { avatarId: number; creatorId: number };

/** The avatar's book (an empty one with the default settings when it has none). */
export async function getCreatorLorebook(ctx: AppContext, options: Owned): Promise<Lorebook> {
  await assertOwnedAvatar(ctx, { id: options.avatarId, creatorId: options.creatorId });
  return (await repo.findLorebook(ctx.db, options.avatarId)) ?? emptyLorebook();
}

/** Replaces the whole book, settings and entries together (an import calls it inside its own transaction). */
export async function saveCreatorLorebook(ctx: AppContext, options: Owned & { lorebook: Lorebook }): Promise<Lorebook> {
  return withTransaction(ctx, async (tx) => {
    await assertOwnedAvatar(tx, { id: options.avatarId, creatorId: options.creatorId });
    await repo.replaceLorebook(tx.db, {
      avatarId: options.avatarId,
      book: options.lorebook,
      now: tx.clock.now().toISOString(),
    });
    return (await repo.findLorebook(tx.db, options.avatarId)) ?? emptyLorebook();
  });
}

/** Which entries a message fires: of the book as the creator is editing it, else of the saved one. */
export async function testCreatorLorebook(
  ctx: AppContext,
  options: Owned & { body: LorebookTestBody },
): Promise<LorebookTestResult> {
  const saved = await getCreatorLorebook(ctx, options);
  return toTestResult(activateLore(options.body.lorebook ?? saved, [options.body.message]));
}

/**
 * The avatar's lore for a reply: the entries the recent turns (oldest first) fire, within
 * the book's token budget, in prompt order. None when the avatar has no book.
 */
export async function activateAvatarLore(
  ctx: Pick<AppContext, 'db'>,
  options: { avatarId: number; turns: readonly string[] },
): Promise<LoreFact[]> {
  const book = await repo.findLorebook(ctx.db, options.avatarId);
  if (!book || book.entries.length === 0) return [];
  return activateLore(book, options.turns).fired.map(({ entry }) => ({
    keys: entry.keys,
    content: entry.content,
    position: entry.position,
  }));
}
