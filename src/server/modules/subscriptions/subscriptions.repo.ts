import type { ExpressionBuilder, Insertable, Kysely, Selectable } from 'kysely';
import type { DB, SubscriptionStatus, SubscriptionsTable } from '../../db/schema.ts';

/** SQL of subscriptions: one row per member and avatar, reused when they subscribe again. */
export type SubscriptionRow = Selectable<SubscriptionsTable>;

export async function findSubscription(
  db: Kysely<DB>,
  options: { userId: number; avatarId: number },
): Promise<SubscriptionRow | undefined> {
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where('user_id', '=', options.userId)
    .where('avatar_id', '=', options.avatarId)
    .executeTakeFirst();
}

export async function findSubscriptionById(db: Kysely<DB>, id: number): Promise<SubscriptionRow | undefined> {
  return db.selectFrom('subscriptions').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The tier that entitles the member now, if any: the one query behind the content gate.
 * Entitled = active or cancelled while the paid period runs, or past_due within its grace.
 */
export async function findEntitledTier(
  db: Kysely<DB>,
  options: { userId: number; avatarId: number; nowIso: string },
): Promise<SubscriptionsTable['tier'] | null> {
  const row = await db
    .selectFrom('subscriptions')
    .select('tier')
    .where('user_id', '=', options.userId)
    .where('avatar_id', '=', options.avatarId)
    .where((eb) =>
      eb.or([
        eb.and([eb('status', 'in', ['active', 'cancelled']), eb('current_period_end', '>', options.nowIso)]),
        eb.and([eb('status', '=', 'past_due'), eb('grace_until', '>', options.nowIso)]),
      ]),
    )
    .executeTakeFirst();
  return row?.tier ?? null;
}

/** The member's subscriptions, most recent first. */
export async function listMemberSubscriptions(db: Kysely<DB>, userId: number): Promise<SubscriptionRow[]> {
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('current_period_end', 'is not', null)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** A paid checkout's subscription: the member's row (re)started with this tier, price and period. */
export async function startSubscription(
  db: Kysely<DB>,
  values: Insertable<SubscriptionsTable> & { current_period_start: string; current_period_end: string },
): Promise<SubscriptionRow> {
  const { user_id: _user, avatar_id: _avatar, created_at: _created, ...changes } = values;
  return db
    .insertInto('subscriptions')
    .values(values)
    .onConflict((oc) => oc.columns(['user_id', 'avatar_id']).doUpdateSet(changes))
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Sets a cancellation on a running subscription (status cancelled, access until `cancelAt`). */
export async function cancelAt(
  db: Kysely<DB>,
  options: { id: number; cancelAt: string; nowIso: string },
): Promise<boolean> {
  const result = await db
    .updateTable('subscriptions')
    .set({ status: 'cancelled', cancel_at: options.cancelAt, cancelled_at: options.nowIso, updated_at: options.nowIso })
    .where('id', '=', options.id)
    .where('status', '=', 'active')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Undoes a cancellation that has not taken effect yet. */
export async function resume(db: Kysely<DB>, options: { id: number; nowIso: string }): Promise<boolean> {
  const result = await db
    .updateTable('subscriptions')
    .set({ status: 'active', cancel_at: null, cancelled_at: null, updated_at: options.nowIso })
    .where('id', '=', options.id)
    .where('status', '=', 'cancelled')
    .where('cancel_at', '>', options.nowIso)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Ends a subscription now (a refund, or cancelling one whose payment is failing). */
export async function endNow(db: Kysely<DB>, options: { id: number; nowIso: string }): Promise<void> {
  await db
    .updateTable('subscriptions')
    .set({
      status: 'expired',
      cancel_at: options.nowIso,
      grace_until: null,
      next_retry_at: null,
      updated_at: options.nowIso,
    })
    .where('id', '=', options.id)
    .where('status', '!=', 'expired')
    .execute();
}

/**
 * What the renewal job must charge by `dueBefore`: running subscriptions whose period ends
 * by then and that renew past it (no cancellation, or one that takes effect later: the
 * 24-hour rule), and past_due ones whose retry is due while their grace lasts.
 */
export async function listDueRenewals(
  db: Kysely<DB>,
  options: { dueBeforeIso: string; nowIso: string; limit: number },
): Promise<SubscriptionRow[]> {
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb.and([
          eb('status', 'in', ['active', 'cancelled']),
          eb('current_period_end', '<=', options.dueBeforeIso),
          eb.or([eb('cancel_at', 'is', null), eb('cancel_at', '>', eb.ref('current_period_end'))]),
        ]),
        eb.and([
          eb('status', '=', 'past_due'),
          eb('next_retry_at', '<=', options.nowIso),
          eb('grace_until', '>', options.nowIso),
        ]),
      ]),
    )
    .orderBy('current_period_end')
    .limit(options.limit)
    .execute();
}

/**
 * A period paid for: the subscription runs on (a cancelled one renews once more under the
 * 24-hour rule and stays cancelled), with its failures and retries cleared.
 */
function periodPaid(period: { start: string; end: string }, nowIso: string) {
  return (eb: ExpressionBuilder<DB, 'subscriptions'>) => ({
    status: eb
      .case()
      .when('cancel_at', 'is', null)
      .then('active')
      .else('cancelled')
      .end()
      .$castTo<SubscriptionStatus>(),
    current_period_start: period.start,
    current_period_end: period.end,
    grace_until: null,
    next_retry_at: null,
    failed_attempts: 0,
    updated_at: nowIso,
  });
}

/** A renewal paid: the next period starts where the paid one (`fromPeriodEnd`) ended. */
export async function advancePeriod(
  db: Kysely<DB>,
  options: { id: number; fromPeriodEnd: string; periodEnd: string; nowIso: string },
): Promise<boolean> {
  const result = await db
    .updateTable('subscriptions')
    .set(periodPaid({ start: options.fromPeriodEnd, end: options.periodEnd }, options.nowIso))
    .where('id', '=', options.id)
    .where('current_period_end', '=', options.fromPeriodEnd)
    .where('status', 'in', ['active', 'cancelled', 'past_due'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A renewal failed: past_due until `graceUntil`, tried again at `nextRetryAt`. */
export async function markPastDue(
  db: Kysely<DB>,
  options: { id: number; fromPeriodEnd: string; graceUntil: string; nextRetryAt: string; nowIso: string },
): Promise<boolean> {
  const result = await db
    .updateTable('subscriptions')
    .set((eb) => ({
      status: 'past_due',
      grace_until: eb.fn.coalesce('grace_until', eb.val(options.graceUntil)),
      next_retry_at: options.nextRetryAt,
      failed_attempts: eb('failed_attempts', '+', 1),
      updated_at: options.nowIso,
    }))
    .where('id', '=', options.id)
    .where('current_period_end', '=', options.fromPeriodEnd)
    .where('status', 'in', ['active', 'cancelled', 'past_due'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Subscriptions whose access has ended: cancelled ones past `cancel_at`, past_due ones past their grace. */
export async function expireEnded(db: Kysely<DB>, nowIso: string): Promise<number> {
  const result = await db
    .updateTable('subscriptions')
    .set({ status: 'expired', next_retry_at: null, updated_at: nowIso })
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'cancelled'), eb('cancel_at', '<=', nowIso)]),
        eb.and([eb('status', '=', 'past_due'), eb('grace_until', '<=', nowIso)]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The subscription a provider's subscription belongs to (a renewed row keeps only its newest). */
export async function findByProviderRef(db: Kysely<DB>, ref: string): Promise<SubscriptionRow | undefined> {
  return db.selectFrom('subscriptions').selectAll().where('provider_ref', '=', ref).executeTakeFirst();
}

/**
 * A renewal the provider charged: the period moves forward to the one paid for, never
 * back (an older invoice arriving late changes nothing). One that expired here while the
 * provider kept retrying is running again: the member paid for the new period.
 */
export async function advancePeriodTo(
  db: Kysely<DB>,
  options: { id: number; period: { start: string; end: string }; nowIso: string },
): Promise<boolean> {
  const result = await db
    .updateTable('subscriptions')
    .set(periodPaid(options.period, options.nowIso))
    .where('id', '=', options.id)
    .where('current_period_end', '<', options.period.end)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The provider says when the subscription ends (null: it renews): cancelled or active again. */
export async function setProviderCancellation(
  db: Kysely<DB>,
  options: { id: number; cancelAt: string | null; nowIso: string },
): Promise<void> {
  const { cancelAt, nowIso } = options;
  if (cancelAt === null) {
    await db
      .updateTable('subscriptions')
      .set({ status: 'active', cancel_at: null, cancelled_at: null, updated_at: nowIso })
      .where('id', '=', options.id)
      .where('status', '=', 'cancelled')
      .execute();
    return;
  }
  await db
    .updateTable('subscriptions')
    .set((eb) => ({
      status: 'cancelled',
      cancel_at: cancelAt,
      cancelled_at: eb.fn.coalesce('cancelled_at', eb.val(nowIso)),
      updated_at: nowIso,
    }))
    .where('id', '=', options.id)
    .where('status', 'in', ['active', 'cancelled'])
    .execute();
}

/** The provider ended the subscription: no access from now, whatever it was. */
export async function expireNow(db: Kysely<DB>, options: { id: number; nowIso: string }): Promise<boolean> {
  const result = await db
    .updateTable('subscriptions')
    .set({ status: 'expired', grace_until: null, next_retry_at: null, updated_at: options.nowIso })
    .where('id', '=', options.id)
    .where('status', '!=', 'expired')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
