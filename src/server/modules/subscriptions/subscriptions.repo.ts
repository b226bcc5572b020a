import type { Kysely } from 'kysely';
import type { DB, SubscriptionsTable } from '../../db/schema.ts';

export async function findActiveTier(
  db: Kysely<DB>,
  userId: number,
  avatarId: number,
): Promise<SubscriptionsTable['tier'] | null> {
  const row = await db
    .selectFrom('subscriptions')
    .select('tier')
    .where('user_id', '=', userId)
    .where('avatar_id', '=', avatarId)
    .where('status', '=', 'active')
    .executeTakeFirst();
  return row?.tier ?? null;
}

/** Creates the member's subscription, or reactivates / changes the tier of an existing one. */
export async function upsertActiveSubscription(
  db: Kysely<DB>,
  sub: { userId: number; avatarId: number; tier: SubscriptionsTable['tier']; now: string },
): Promise<void> {
  await db
    .insertInto('subscriptions')
    .values({
      user_id: sub.userId,
      avatar_id: sub.avatarId,
      tier: sub.tier,
      status: 'active',
      created_at: sub.now,
      updated_at: sub.now,
      cancelled_at: null,
    })
    .onConflict((oc) =>
      oc.columns(['user_id', 'avatar_id']).doUpdateSet({
        tier: sub.tier,
        status: 'active',
        updated_at: sub.now,
        cancelled_at: null,
      }),
    )
    .execute();
}

export async function cancelActiveSubscription(
  db: Kysely<DB>,
  sub: { userId: number; avatarId: number; now: string },
): Promise<void> {
  await db
    .updateTable('subscriptions')
    .set({ status: 'cancelled', updated_at: sub.now, cancelled_at: sub.now })
    .where('user_id', '=', sub.userId)
    .where('avatar_id', '=', sub.avatarId)
    .where('status', '=', 'active')
    .execute();
}
