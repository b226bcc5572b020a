import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a request starts and its answer does not wait for: email, and the lookups behind a
 * "check your inbox" answer, whose duration would otherwise tell whether an address has an
 * account. Each task starts after the current turn of the event loop (the answer is on
 * its way by then); a failure is logged, never thrown. The app drains the set on close,
 * and tests drain it before reading the mail.
 */
export class BackgroundTasks {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  run(what: string, task: () => Promise<void>): void {
    const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .catch((error: unknown) => this.log.error({ err: error }, `${what} failed`))
      .finally(() => this.running.delete(done));
    this.running.add(done);
  }

  /** Resolves once every task, including any a task started, has finished. */
  async drain(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }
}
