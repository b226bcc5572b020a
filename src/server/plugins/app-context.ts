import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/database.ts';
import type { Clock, Random } from '../lib/clock.ts';
import { resolveTokenSecret } from './session.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** What services see of the app: the first argument of every service function. */
    ctx: AppContext;
  }
}

export interface AppContextPluginOptions {
  config: Config;
  database: Database;
  clock: Clock;
  random: Random;
  /** State of modules kept per app (caches, markers), made by their owners in buildApp. */
  avatars: AppContext['avatars'];
  /** The payment provider (made in buildApp: it reports events to the subscriptions module). */
  payments: AppContext['payments'];
}

/**
 * Gathers the resources the plugins before it opened (Redis, mailer, background tasks)
 * with the database, clock and random source into the services' view of the app. It opens
 * nothing and so closes nothing: each resource is closed by the plugin that made it.
 */
export const appContextPlugin = fp(
  async (app: FastifyInstance, opts: AppContextPluginOptions) => {
    const { config, database } = opts;
    const ctx: AppContext = {
      config,
      db: database.db,
      dialect: database.dialect,
      database,
      clock: opts.clock,
      random: opts.random,
      log: app.log,
      tokenSecret: await resolveTokenSecret({ db: database.db, config }),
      redis: app.redis,
      mailer: app.mailer,
      background: app.background,
      avatars: opts.avatars,
      payments: opts.payments,
    };
    app.decorate('ctx', ctx);
  },
  { name: 'app-context', dependencies: ['redis', 'mailer', 'background-tasks'] },
);
