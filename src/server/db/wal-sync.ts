import fs from 'node:fs/promises';
import type SqliteDatabase from 'better-sqlite3';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from './schema.ts';

/** How the write queue's batches reach the disk (write-queue.ts). */
export interface BatchDurability {
  /** Runs one batch's transaction; its commit may return before the disk has it. */
  transaction<T>(db: Kysely<DB>, fn: (trx: Transaction<DB>) => Promise<T>): Promise<T>;
  /** Settles once everything committed before the call is on disk. */
  flushed(): Promise<void>;
}

/** fdatasync of the file at `path`, in libuv's thread pool (a fresh descriptor: no stale inode). */
export async function syncFile(path: string): Promise<void> {
  const handle = await fs.open(path, 'r');
  try {
    await handle.datasync();
  } finally {
    await handle.close();
  }
}

/**
 * SQLite with `synchronous=FULL` fsyncs the WAL inside COMMIT, on the event loop: under a
 * chat load about a tenth of the process sat in those fsyncs (0.9 ms each), and every
 * request waited behind them. For the write queue's batches only, the commit runs with
 * `synchronous=NORMAL` (the frames are written, not synced) and the WAL is then synced
 * here, in the thread pool, while the next batch is written; the batch's callers are
 * answered only after that sync, so nothing is acknowledged before it is on disk, as
 * before. Every other commit keeps FULL. A crash between the write and the sync loses only
 * unacknowledged commits: WAL frames carry checksums, and NORMAL keeps SQLite consistent.
 */
export class DeferredWalSync implements BatchDurability {
  /** The sync in progress. */
  private running: Promise<void> | null = null;
  /** The sync that follows it, shared by everyone who asked while it ran. */
  private next: Promise<void> | null = null;

  constructor(
    private readonly native: Pick<SqliteDatabase.Database, 'pragma'>,
    private readonly sync: () => Promise<void>,
  ) {}

  transaction<T>(db: Kysely<DB>, fn: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
    // The connection is held for the whole batch, so no other statement commits with NORMAL.
    return db.connection().execute(async (connection) => {
      this.native.pragma('synchronous = NORMAL');
      try {
        return await connection.transaction().execute(fn);
      } finally {
        this.native.pragma('synchronous = FULL');
      }
    });
  }

  flushed(): Promise<void> {
    if (this.next) return this.next;
    const running = this.running;
    if (!running) return this.start();
    // The sync under way may have begun before the caller's commit: it gets the one after.
    // start() clears `next`: whoever asks after that sync began waits for the one after it.
    this.next = running.then(
      () => this.start(),
      () => this.start(),
    );
    return this.next;
  }

  private start(): Promise<void> {
    this.next = null;
    const run = this.sync();
    this.running = run;
    const done = () => {
      if (this.running === run) this.running = null;
    };
    void run.then(done, done);
    return run;
  }
}
