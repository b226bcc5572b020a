import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuildAppOptions, buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { prepareDatabase } from '../db/prepare.ts';
import { systemClock } from '../lib/clock.ts';
import { memoryMailer } from '../lib/mailer.ts';
import { waitFor } from '../test/app-instances.ts';
import { redisReachable, testRedisUrl } from '../test/redis.ts';
import { createTestDatabase, type TestDatabase, testDialect } from '../test/test-app.ts';

let testDb: TestDatabase;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'companions-resources-'));
beforeAll(async () => {
  testDb = await createTestDatabase({ migrated: true });
  await prepareDatabase(testDb.database, { seed: false, clock: systemClock });
});
afterAll(async () => {
  await testDb.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function build(env: Record<string, string>, options: Partial<BuildAppOptions> = {}) {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...env });
  return buildApp({ config, database: testDb.database, jobs: { autoRun: false }, ...options });
}

const haveRedis = await redisReachable();
if (!haveRedis) console.warn(`Redis not reachable at ${testRedisUrl}: the Redis plugin tests are skipped`);

describe(`resource plugins on ${testDialect}`, () => {
  it('sends mail queued by background tasks before the mailer closes, and leaves an injected mailer open', async () => {
    const mailer = memoryMailer();
    let closed = false;
    const close = async () => {
      closed = true;
    };
    const app = await build({}, { redis: null, mailer: { ...mailer, close } });
    await app.ready();
    app.ctx.background.run('test mail', async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      await app.ctx.mailer.send({ to: 'a@example.com', subject: 'late', text: 'late', html: '<p>late</p>' });
    });
    await app.close();
    expect(mailer.messages.map((m) => m.subject)).toEqual(['late']);
    expect(closed).toBe(false);
  });

  it.skipIf(!haveRedis)('closes the Redis client it opened and leaves an injected one open', async () => {
    const owned = await build({ REDIS_URL: testRedisUrl });
    await owned.ready();
    const client = owned.redis;
    expect(client).not.toBeNull();
    expect(owned.ctx.redis).toBe(client);
    await owned.close();
    // QUIT has been answered; the socket's end follows it.
    await waitFor(async () => client?.status === 'end');

    const injected = new Redis(testRedisUrl);
    try {
      const app = await build({ REDIS_URL: testRedisUrl }, { redis: injected });
      await app.ready();
      expect(app.ctx.redis).toBe(injected);
      await app.close();
      expect(await injected.ping()).toBe('PONG');
    } finally {
      injected.disconnect();
    }
  });
});
