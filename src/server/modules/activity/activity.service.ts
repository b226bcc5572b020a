import type { AppContext } from '../../context.ts';
import * as repo from './activity.repo.ts';

export type ActivityEventType = 'message' | 'content' | 'favorite';

const PREVIEW_MAX = 140;

/** Records something a member did, for their Recent Activity (guests leave no trail). */
export async function recordActivity(
  ctx: AppContext,
  event: { userId: number; avatarId: number | null; type: ActivityEventType; preview: string },
): Promise<void> {
  const preview = event.preview.length > PREVIEW_MAX ? `${event.preview.slice(0, PREVIEW_MAX - 1)}…` : event.preview;
  await repo.insertActivityEvent(ctx.db, {
    user_id: event.userId,
    avatar_id: event.avatarId,
    type: event.type,
    preview,
    created_at: ctx.clock.now().toISOString(),
  });
}
