import type { AppContext } from '../context.ts';
import { createUser, type Role, sessionCookieForUser } from './creator-fixtures.ts';

/**
 * Rows the discovery tests need but whose endpoints belong to other areas (accounts,
 * favourites, chat). Written straight to the tables, exactly as those areas will write
 * them, so the trigger-maintained figures are exercised the real way.
 */
export async function createMember(
  ctx: AppContext,
  options: { role?: Role } = {},
): Promise<{ userId: number; cookie: string }> {
  const user = await createUser(ctx, options.role ?? 'user');
  return { userId: user.id, cookie: user.cookie };
}

/** A signed-in cookie for an existing user (e.g. a seeded creator); creator-fixtures.ts holds it. */
export { sessionCookieForUser };

export async function addFavorite(ctx: AppContext, userId: number, avatarId: number, at?: Date): Promise<void> {
  await ctx.db
    .insertInto('favorites')
    .values({ user_id: userId, avatar_id: avatarId, created_at: (at ?? ctx.clock.now()).toISOString() })
    .execute();
}

export async function removeFavorite(ctx: AppContext, userId: number, avatarId: number): Promise<void> {
  await ctx.db.deleteFrom('favorites').where('user_id', '=', userId).where('avatar_id', '=', avatarId).execute();
}

export async function addChatMessages(
  ctx: AppContext,
  options: { avatarId: number; userId: number; count: number; at?: Date },
): Promise<void> {
  const at = (options.at ?? ctx.clock.now()).toISOString();
  // A chain as the chat writes it (each reply answers the message before it): an assistant
  // message with neither parent nor question would be the conversation's greeting.
  let previous: number | null = null;
  for (let i = 0; i < options.count; i++) {
    const role = i % 2 === 0 ? 'user' : 'assistant';
    const row: { id: number } = await ctx.db
      .insertInto('chat_messages')
      .values({
        avatar_id: options.avatarId,
        user_id: options.userId,
        session_id: null,
        role,
        content: `message ${i}`,
        created_at: at,
        parent_id: previous,
        reply_to: role === 'assistant' ? previous : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    previous = row.id;
  }
}

/**
 * Clears favourites, chat messages and the trending buckets they left, so a test starts
 * from a catalogue with no activity. (Deleting chat messages alone keeps their trending
 * count: a cleared conversation still happened.)
 */
export async function resetActivity(ctx: AppContext): Promise<void> {
  await ctx.db.deleteFrom('favorites').execute();
  await ctx.db.deleteFrom('chat_messages').execute();
  await ctx.db.deleteFrom('avatar_activity_days').execute();
  await ctx.db.updateTable('avatar_listing').set({ trending_score: 0, last_active_at: null }).execute();
}
