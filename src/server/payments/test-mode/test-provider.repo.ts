import type { Insertable, Kysely, Selectable } from 'kysely';
import type {
  DB,
  TestProviderCardsTable,
  TestProviderCheckoutsTable,
  TestProviderOperationsTable,
} from '../../db/schema.ts';

/** SQL of the test-mode provider: its own tables, as a real processor keeps its own books. */
export type TestCardRow = Selectable<TestProviderCardsTable>;
export type TestSessionRow = Selectable<TestProviderCheckoutsTable>;
export type TestOperationRow = Selectable<TestProviderOperationsTable>;

export async function insertCard(db: Kysely<DB>, card: Insertable<TestProviderCardsTable>): Promise<void> {
  await db.insertInto('test_provider_cards').values(card).execute();
}

export async function findCard(db: Kysely<DB>, token: string): Promise<TestCardRow | undefined> {
  return db.selectFrom('test_provider_cards').selectAll().where('token', '=', token).executeTakeFirst();
}

/** A session by its idempotency key, created if new (a repeated start answers the first). */
export async function upsertSession(
  db: Kysely<DB>,
  session: Insertable<TestProviderCheckoutsTable>,
): Promise<TestSessionRow> {
  await db
    .insertInto('test_provider_checkouts')
    .values(session)
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .execute();
  return db
    .selectFrom('test_provider_checkouts')
    .selectAll()
    .where('idempotency_key', '=', session.idempotency_key)
    .executeTakeFirstOrThrow();
}

export async function findSession(db: Kysely<DB>, id: number): Promise<TestSessionRow | undefined> {
  return db.selectFrom('test_provider_checkouts').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findOperation(db: Kysely<DB>, key: string): Promise<TestOperationRow | undefined> {
  return db.selectFrom('test_provider_operations').selectAll().where('idempotency_key', '=', key).executeTakeFirst();
}

export async function findOperationByRef(db: Kysely<DB>, ref: string): Promise<TestOperationRow | undefined> {
  return db.selectFrom('test_provider_operations').selectAll().where('ref', '=', ref).executeTakeFirst();
}

/** Records an operation once per key; a racing duplicate gets the first one's row. */
export async function recordOperation(
  db: Kysely<DB>,
  op: Insertable<TestProviderOperationsTable>,
): Promise<TestOperationRow> {
  await db
    .insertInto('test_provider_operations')
    .values(op)
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .execute();
  const row = await findOperation(db, op.idempotency_key);
  if (!row) throw new Error('test provider: operation vanished');
  return row;
}

/** Sum already refunded of a charge. */
export async function refundedOf(db: Kysely<DB>, chargeRef: string): Promise<number> {
  const row = await db
    .selectFrom('test_provider_operations')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.val(0)).as('total'))
    .where('kind', '=', 'refund')
    .where('subject', '=', chargeRef)
    .where('status', '=', 'succeeded')
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/**
 * Pays a session with a card: the charge and the session's new state commit together, and
 * only an open session is paid (two submits with two cards cannot both charge). Returns
 * the session as it stands afterwards.
 */
export async function paySession(
  db: Kysely<DB>,
  args: { sessionId: number; token: string; charge: Insertable<TestProviderOperationsTable> },
): Promise<TestSessionRow> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('test_provider_checkouts')
      .set({ status: 'paid', card_token: args.token, charge_ref: args.charge.ref })
      .where('id', '=', args.sessionId)
      .where('status', '=', 'open')
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 1) {
      await trx.insertInto('test_provider_operations').values(args.charge).execute();
    }
    return trx
      .selectFrom('test_provider_checkouts')
      .selectAll()
      .where('id', '=', args.sessionId)
      .executeTakeFirstOrThrow();
  });
}
