import type { Kysely } from 'kysely';
import type { DB, StripeAccountStatus } from '../../db/schema.ts';

/** SQL of what the Stripe provider remembers: Prices, Customers, events applied, Connect accounts. */

export async function findPrice(
  db: Kysely<DB>,
  offer: { avatarId: number; tier: 'premium' | 'vip'; amount: number; currency: string },
): Promise<string | null> {
  const row = await db
    .selectFrom('stripe_prices')
    .select('price_ref')
    .where('avatar_id', '=', offer.avatarId)
    .where('tier', '=', offer.tier)
    .where('amount', '=', offer.amount)
    .where('currency', '=', offer.currency)
    .executeTakeFirst();
  return row?.price_ref ?? null;
}

/** Remembers a Price; when two requests made one each, the first stored wins and is answered. */
export async function savePrice(
  db: Kysely<DB>,
  values: { avatarId: number; tier: 'premium' | 'vip'; amount: number; currency: string; ref: string; nowIso: string },
): Promise<string> {
  await db
    .insertInto('stripe_prices')
    .values({
      avatar_id: values.avatarId,
      tier: values.tier,
      amount: values.amount,
      currency: values.currency,
      price_ref: values.ref,
      created_at: values.nowIso,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return (await findPrice(db, values)) ?? values.ref;
}

export async function findCustomer(db: Kysely<DB>, userId: number): Promise<string | null> {
  const row = await db
    .selectFrom('stripe_customers')
    .select('customer_ref')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.customer_ref ?? null;
}

export async function saveCustomer(
  db: Kysely<DB>,
  values: { userId: number; ref: string; nowIso: string },
): Promise<string> {
  await db
    .insertInto('stripe_customers')
    .values({ user_id: values.userId, customer_ref: values.ref, created_at: values.nowIso })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return (await findCustomer(db, values.userId)) ?? values.ref;
}

export async function eventSeen(db: Kysely<DB>, eventId: string): Promise<boolean> {
  const row = await db
    .selectFrom('stripe_events')
    .select('event_id')
    .where('event_id', '=', eventId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function recordEvent(db: Kysely<DB>, values: { id: string; type: string; nowIso: string }): Promise<void> {
  await db
    .insertInto('stripe_events')
    .values({ event_id: values.id, type: values.type, received_at: values.nowIso })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export interface AccountRow {
  user_id: number;
  account_ref: string;
  status: StripeAccountStatus;
}

export async function findAccount(db: Kysely<DB>, userId: number): Promise<AccountRow | undefined> {
  return db
    .selectFrom('stripe_accounts')
    .select(['user_id', 'account_ref', 'status'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function findAccountByRef(db: Kysely<DB>, ref: string): Promise<AccountRow | undefined> {
  return db
    .selectFrom('stripe_accounts')
    .select(['user_id', 'account_ref', 'status'])
    .where('account_ref', '=', ref)
    .executeTakeFirst();
}

export async function saveAccount(
  db: Kysely<DB>,
  values: { userId: number; ref: string; status: StripeAccountStatus; nowIso: string },
): Promise<AccountRow> {
  await db
    .insertInto('stripe_accounts')
    .values({ user_id: values.userId, account_ref: values.ref, status: values.status, updated_at: values.nowIso })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  const row = await findAccount(db, values.userId);
  if (!row) throw new Error('stripe account vanished while saving');
  return row;
}

/** What Stripe last said of a connected account (account.updated, or on the creator's return). */
export async function setAccountStatus(
  db: Kysely<DB>,
  values: { ref: string; status: StripeAccountStatus; nowIso: string },
): Promise<boolean> {
  const result = await db
    .updateTable('stripe_accounts')
    .set({ status: values.status, updated_at: values.nowIso })
    .where('account_ref', '=', values.ref)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
