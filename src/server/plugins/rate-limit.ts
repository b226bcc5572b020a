import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';

/**
 * Rate limiting is opt-in per route (`config: { rateLimit: { max, timeWindow } }`). With
 * Redis configured the counters are shared by every instance.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, opts: { redis: Redis | null }) => {
    await app.register(rateLimit, {
      global: false,
      ...(opts.redis ? { redis: opts.redis, nameSpace: 'companions-rl:' } : {}),
      errorResponseBuilder: (_request, context) => {
        const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
        return {
          statusCode: 429,
          message: `Too many requests. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
        };
      },
    });
  },
  { name: 'rate-limit' },
);

/** A route's rate-limit options, scaled by RATE_LIMIT_MULTIPLIER. */
export function routeRateLimit(
  config: { rateLimitMultiplier: number },
  max: number,
  timeWindow: string | number,
): { rateLimit: { max: number; timeWindow: string | number } } {
  return { rateLimit: { max: Math.max(1, Math.round(max * config.rateLimitMultiplier)), timeWindow } };
}
