import type { Kysely, Transaction } from 'kysely';
import type { DB } from './schema.ts';
import type { BatchDurability } from './wal-sync.ts';

/** A unit of writes that must commit together (one visitor's message and what it brings). */
export type WriteJob<T> = (trx: Transaction<DB>) => Promise<T>;

interface Pending {
  job: WriteJob<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

export interface WriteQueueOptions {
  /** Jobs one transaction carries at most. */
  maxBatch?: number;
  /** Batches in flight at once: 1 on SQLite (one connection and one writer). */
  concurrency?: number;
  /**
   * How a batch's commit reaches the disk when not inside COMMIT itself (SQLite:
   * DeferredWalSync); the batch's callers are answered only once it has.
   */
  durability?: BatchDurability;
}

/**
 * Group commit. Every job used to be its own transaction, and on SQLite (synchronous=FULL)
 * each commit is an fsync on the event loop: under load the acknowledgements queued behind
 * each other's fsyncs. Here the jobs that arrive while a batch is being written (or within
 * the same turn of the event loop) go into the next transaction together, run one after
 * the other, and each job's promise settles only after that transaction has committed:
 * nothing is acknowledged before it is on disk, and one fsync serves the whole batch.
 *
 * A job that throws must not take the others down: the batch is rolled back and each of
 * its jobs runs again alone, in its own transaction, so only the failing one fails. Jobs
 * are therefore written to be run again after a rollback (database writes only, no other
 * side effects). If the commit itself fails, or the sync
 * that makes it durable (`durability`), every job of the batch gets that error.
 */
export class WriteQueue {
  private pending: Pending[] = [];
  private inFlight = 0;
  private scheduled = false;
  private readonly maxBatch: number;
  private readonly concurrency: number;
  private readonly durability: BatchDurability | undefined;
  /** Transactions committed for batches (not counting jobs rerun alone): for tests and figures. */
  batchesCommitted = 0;

  constructor(
    private readonly db: Kysely<DB>,
    options: WriteQueueOptions = {},
  ) {
    this.maxBatch = options.maxBatch ?? 64;
    this.concurrency = options.concurrency ?? 1;
    this.durability = options.durability;
  }

  /** Runs `job` in the next batch's transaction; settles once that transaction committed. */
  run<T>(job: WriteJob<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.pending.push({ job, resolve: resolve as (value: unknown) => void, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled || this.inFlight >= this.concurrency || this.pending.length === 0) return;
    this.scheduled = true;
    // setImmediate, not a microtask: the requests whose bodies were parsed in this turn of
    // the event loop all get to enqueue before the batch is cut.
    setImmediate(() => {
      this.scheduled = false;
      while (this.inFlight < this.concurrency && this.pending.length > 0) {
        const batch = this.pending.splice(0, this.maxBatch);
        this.inFlight++;
        void this.write(batch).finally(() => {
          this.inFlight--;
          this.schedule();
        });
      }
    });
  }

  private async write(batch: Pending[]): Promise<void> {
    let results: unknown[];
    try {
      const all = async (trx: Transaction<DB>) => {
        const out: unknown[] = [];
        for (const { job } of batch) out.push(await job(trx));
        return out;
      };
      results = await (this.durability
        ? this.durability.transaction(this.db, all)
        : this.db.transaction().execute(all));
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error);
        return;
      }
      // Something failed: the batch was rolled back. Run each job alone so that only the
      // failing one fails (a commit that failed fails again the same way for each).
      await Promise.all(
        batch.map(({ job, resolve, reject }) => this.db.transaction().execute(job).then(resolve, reject)),
      );
      return;
    }
    this.batchesCommitted++;
    // The next batch is written while this one's commit reaches the disk.
    void this.answerWhenDurable(batch, results);
  }

  private async answerWhenDurable(batch: Pending[], results: unknown[]): Promise<void> {
    try {
      await this.durability?.flushed();
    } catch (error) {
      for (const { reject } of batch) reject(error);
      return;
    }
    batch.forEach(({ resolve }, i) => {
      resolve(results[i]);
    });
  }
}
