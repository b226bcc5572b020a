import type { AppContext } from '../../context.ts';
import * as repo from './chat.repo.ts';

/**
 * The one way this module's memory, summary and export code reads a conversation: its
 * newest `limit` messages, oldest first (up to a message when `upToId` is given). When
 * conversations become trees, this is where the chosen path is followed.
 */
export async function readConversation(
  ctx: Pick<AppContext, 'db'>,
  owner: repo.Owner,
  avatarId: number,
  options: { upToId?: number; limit: number },
): Promise<repo.MessageRow[]> {
  return repo.listMessages(ctx.db, owner, avatarId, options);
}
