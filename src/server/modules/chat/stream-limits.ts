import { AppError } from '../../lib/app-error.ts';

/**
 * An open chat stream costs a socket, a subscription and a heartbeat timer for as long as
 * the client keeps it. One visitor (member or guest session) may hold 8 at once: one per
 * open chat tab, and a browser keeps at most 6 HTTP/1.1 connections per site anyway, so
 * an honest visitor never gets near it. One address may hold 100 (an office or a school
 * behind one address has many visitors, each with a session): that bounds what a client
 * minting guest sessions can hold open.
 *
 * Counted per instance, where the sockets live: behind a load balancer a visitor could
 * hold the cap on each instance. Exact counts across instances would need shared leases
 * that survive a crash (Redis keys with a heartbeat); not worth it for a bound whose job is
 * to keep one client from exhausting one process.
 */
export const MAX_STREAMS_PER_VISITOR = 8;
export const MAX_STREAMS_PER_ADDRESS = 100;
export const TOO_MANY_STREAMS_MESSAGE = 'Too many open chat streams. Close a chat in another tab and try again.';

/** Open streams per visitor and per address, on this instance (one per app, never module-wide). */
export class StreamLimits {
  private readonly open = new Map<string, number>();

  /** Counts a stream for both keys, or throws the 429 when either is at its cap. */
  acquire(visitor: string, address: string): () => void {
    const keys: Array<[string, number]> = [
      [`visitor:${visitor}`, MAX_STREAMS_PER_VISITOR],
      [`address:${address}`, MAX_STREAMS_PER_ADDRESS],
    ];
    if (keys.some(([key, cap]) => (this.open.get(key) ?? 0) >= cap)) {
      throw new AppError('TOO_MANY_REQUESTS', TOO_MANY_STREAMS_MESSAGE, { headers: { 'Retry-After': '30' } });
    }
    for (const [key] of keys) this.open.set(key, (this.open.get(key) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      for (const [key] of keys) {
        const left = (this.open.get(key) ?? 1) - 1;
        if (left > 0) this.open.set(key, left);
        else this.open.delete(key);
      }
    };
  }
}
