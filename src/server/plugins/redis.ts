import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared client when REDIS_URL is set (rate limits, chat events), else null. */
    redis: Redis | null;
  }
}

export interface RedisPluginOptions {
  url: string | undefined;
  /** A client (or null for none) the caller owns and closes; the plugin then makes none. */
  client?: Redis | null;
}

/** One shared client when REDIS_URL is set; commands fail fast rather than queue forever. */
export const redisPlugin = fp(
  async (app: FastifyInstance, opts: RedisPluginOptions) => {
    if (opts.client !== undefined) {
      app.decorate('redis', opts.client);
      return;
    }
    const redis = opts.url
      ? new Redis(opts.url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false })
      : null;
    app.decorate('redis', redis);
    if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => {})));
  },
  { name: 'redis' },
);
