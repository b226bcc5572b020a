import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** Moves a guest session's messages to a member (before the guest session is deleted). */
export async function reassignSessionMessages(db: Kysely<DB>, sessionId: string, userId: number): Promise<number> {
  const result = await db
    .updateTable('chat_messages')
    .set({ user_id: userId, session_id: null })
    .where('session_id', '=', sessionId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
