import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { Config } from './config.ts';
import type { Database, Dialect } from './db/database.ts';
import type { DB } from './db/schema.ts';
import type { BackgroundTasks } from './lib/background-tasks.ts';
import type { Clock, Random } from './lib/clock.ts';
import type { Mailer } from './lib/mailer.ts';
import type { AvatarsState } from './modules/avatars/avatars-state.ts';
import type { PaymentProvider } from './payments/payment-provider.ts';

/**
 * What services need from the outside world, gathered once per app by the app-context
 * plugin (the resources come from their own plugins, which close them) and passed as the
 * first argument of every service function (`createSession(ctx, { ... })`). Inside
 * `withTransaction(ctx, fn)` the `db` of the context `fn` receives is the transaction.
 */
export interface AppContext {
  config: Config;
  db: Kysely<DB>;
  dialect: Dialect;
  database: Database;
  clock: Clock;
  random: Random;
  log: FastifyBaseLogger;
  /** Key for HMAC-ing opaque tokens (sessions, password resets). */
  tokenSecret: string;
  /** Present when REDIS_URL is set. */
  redis: Redis | null;
  /** Transactional email (password resets): SMTP, or the server log without SMTP_URL. */
  mailer: Mailer;
  /** Work finished after the answer (email); drained when the app closes. */
  background: BackgroundTasks;
  /** The avatars module's caches and markers, one per app (never module-level). */
  avatars: AvatarsState;
  /** Whoever moves money: the offline test-mode provider by default (src/server/payments/). */
  payments: PaymentProvider;
}
