import { Redis } from 'ioredis';

/** One shared client when REDIS_URL is set; commands fail fast rather than queue forever. */
export function createRedis(url: string | undefined): Redis | null {
  if (!url) return null;
  return new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
}
