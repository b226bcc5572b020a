import type { AppContext } from '../../context.ts';
import * as repo from './chats.repo.ts';

/**
 * On sign-up or sign-in the guest's conversations become the member's. Call it before
 * the guest session is deleted: guest messages cascade away with their session.
 */
export async function claimGuestChats(
  ctx: AppContext,
  options: { sessionId: string; userId: number },
): Promise<number> {
  return repo.reassignSessionMessages(ctx.db, options.sessionId, options.userId);
}
