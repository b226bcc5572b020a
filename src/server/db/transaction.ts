import type { AppContext } from '../context.ts';

/**
 * Runs `fn` with a context whose `db` is one transaction: everything `fn` writes, through
 * its own repo or other modules' services given `tx`, commits together or not at all.
 * Pass `tx` (never `ctx`) to every call inside. A caller already inside a transaction
 * keeps it (one commit for the whole request, no savepoints), so a service can use this
 * whether or not its caller did. Email and other `ctx.background` work started inside
 * runs whether or not the transaction commits: start it after this returns.
 */
export async function withTransaction<T>(ctx: AppContext, fn: (tx: AppContext) => Promise<T>): Promise<T> {
  if (ctx.db.isTransaction) return fn(ctx);
  return ctx.db.transaction().execute((trx) => fn({ ...ctx, db: trx }));
}

/**
 * Like withTransaction, for a hot write that many requests make at once (a chat message):
 * `fn` joins the next batch of the database's write queue, which commits the jobs that
 * arrived together in one transaction (one fsync on SQLite), and this resolves once that
 * transaction committed. `fn` must only write to the database (it may run again alone
 * if another job of its batch fails; see write-queue.ts). Inside a transaction already,
 * it simply runs there.
 */
export async function withBatchedTransaction<T>(ctx: AppContext, fn: (tx: AppContext) => Promise<T>): Promise<T> {
  if (ctx.db.isTransaction) return fn(ctx);
  return ctx.database.writeQueue.run((trx) => fn({ ...ctx, db: trx }));
}
