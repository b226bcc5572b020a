import { randomInt } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { isReply } from '../../src/server/test/chat-history.ts';
import { testRedisUrl as REDIS_URL, redisReachable } from '../../src/server/test/redis.ts';
import { type StressDatabase, skipReason } from './support/databases.ts';
import { HttpClient } from './support/http.ts';
import type { ServerProcess } from './support/server.ts';
import { withResources } from './support/suite.ts';
import { until } from './support/wait.ts';
import { PASSWORD } from './support/workload.ts';

/**
 * Two instances of the built server on different ports, sharing one PostgreSQL database
 * and one Redis: sessions, chat reply streams and rate limits must work across them.
 *
 * Other test runs may share this Redis. Nothing here flushes or deletes keys: the rate
 * limit counters are keyed by client address, and each test speaks from its own random
 * loopback address (127.x.y.z); chat channels are named after the conversation, which
 * belongs to a fresh session.
 */
const AUTH_LIMIT = 6;

const skip = skipReason('postgres') ?? ((await redisReachable(REDIS_URL)) ? null : `no Redis answers at ${REDIS_URL}`);
if (skip) console.warn(`\n⚠  Scale-out (two instances, PostgreSQL + Redis) SKIPPED: ${skip}.\n`);

/** A loopback address of its own: the server sees it as the client's IP. */
const ownAddress = () => `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

withResources(
  'scale-out: two instances sharing PostgreSQL and Redis',
  (resources) => {
    let database: StressDatabase;
    let a: ServerProcess;
    let b: ServerProcess;
    let redis: Redis;

    beforeAll(async () => {
      database = await resources.database('postgres');
      const env = {
        ...database.env,
        REDIS_URL,
        AUTH_RATE_LIMIT_PER_MINUTE: String(AUTH_LIMIT),
        RATE_LIMIT_MULTIPLIER: '1',
      };
      a = await resources.server({ env });
      b = await resources.server({ env });
      redis = new Redis(REDIS_URL);
    });
    afterAll(() => redis?.disconnect());

    it('a session made on one instance works on the other, and ends on both', async () => {
      const onA = new HttpClient(a.url, { localAddress: ownAddress() });
      const onB = onA.to(b.url);
      const email = `scale-${randomInt(1e9)}@stress.example`;
      const username = `scale${randomInt(1e9)}`;
      expect((await onA.post('/api/auth/register', { username, email, password: PASSWORD })).status).toBe(201);
      expect((await onA.post('/api/auth/login', { email, password: PASSWORD })).status).toBe(200);
      const token = onA.jar.get('sid');

      const me = await onB.get('/api/auth/user');
      expect(me.status).toBe(200);
      expect(me.json()).toMatchObject({ email, username });
      expect((await onB.post('/api/user-favorites', { avatarId: 3 })).json()).toEqual({
        avatarId: 3,
        isFavorite: true,
      });
      const favourites = await onA.get('/api/user-favorites');
      expect(favourites.json().map((avatar: { id: number }) => avatar.id)).toEqual([3]);

      expect((await onB.post('/api/auth/logout')).status).toBe(200);
      const stale = new HttpClient(a.url);
      stale.jar.store([`sid=${token}`]);
      expect((await stale.get('/api/auth/user')).status).toBe(401);
    });

    it('a chat reply produced on one instance is streamed to a client connected to the other', async () => {
      const onA = new HttpClient(a.url);
      const first = await onA.post('/api/chats/1', { message: 'Hello! My name is Robin.' });
      expect(first.status).toBe(201);
      const firstId = first.json().message.id as number;
      // Let the first reply finish (not the greeting), so the stream opens on a quiet conversation.
      await until(async () => {
        const history = (await onA.get('/api/chats/1')).json() as Array<{ role: string; parentId: number | null }>;
        return history.some(isReply);
      }, 'the first reply');

      const stream = await onA.to(b.url).stream('/api/chats/1/stream');
      try {
        // B is subscribed once Redis counts a subscriber on this conversation's channel.
        const reader = database.open();
        const { session_id } = await reader.db
          .selectFrom('chat_messages')
          .select('session_id')
          .where('id', '=', firstId)
          .executeTakeFirstOrThrow();
        await reader.close();
        const channel = `companions-chat:s${session_id}:a1`;
        await until(async () => {
          const [, subscribers] = (await redis.pubsub('NUMSUB', channel)) as [string, number];
          return subscribers >= 1;
        }, 'instance B to subscribe');

        // Freeze B: it cannot claim the next job, so A's worker writes the reply.
        b.child.kill('SIGSTOP');
        const sent = await onA.post('/api/chats/1', { message: 'I like astronomy. What do you like?' });
        expect(sent.status).toBe(201);
        const secondId = sent.json().message.id as number;
        const reply = await until(async () => {
          const history = (await onA.get('/api/chats/1')).json() as Array<{
            id: number;
            role: string;
            content: string;
          }>;
          return history.find((m) => m.role === 'assistant' && m.id > secondId);
        }, 'A to write the reply');
        b.child.kill('SIGCONT');

        const event = await stream.next((e) => e.event === 'message' && e.data.userMessageId === secondId);
        expect(event.data.message).toMatchObject({ id: reply.id, role: 'assistant', content: reply.content });
      } finally {
        b.child.kill('SIGCONT');
        stream.close();
      }
    });

    it(`rate limits are shared: ${AUTH_LIMIT} logins a minute per address across both instances`, async () => {
      const address = ownAddress();
      const viaA = new HttpClient(a.url, { localAddress: address });
      const viaB = viaA.to(b.url);
      const attempt = (client: HttpClient, n: number) =>
        client.post('/api/auth/login', {
          email: `nobody-${n}-${randomInt(1e9)}@stress.example`,
          password: 'wrong-password',
        });

      const statuses: number[] = [];
      for (let n = 0; n < AUTH_LIMIT; n++) statuses.push((await attempt(n % 2 === 0 ? viaA : viaB, n)).status);
      // Each instance saw only half of them: a limit per instance would still let these through.
      expect(statuses).toEqual(Array(AUTH_LIMIT).fill(401));
      const overA = await attempt(viaA, AUTH_LIMIT);
      const overB = await attempt(viaB, AUTH_LIMIT + 1);
      expect([overA.status, overB.status]).toEqual([429, 429]);
      expect(overB.json().message).toMatch(/^Too many requests\. Please try again in \d+ seconds?\.$/);

      // The limit is per address: another client is not affected.
      expect((await attempt(new HttpClient(b.url, { localAddress: ownAddress() }), 0)).status).toBe(401);
    });

    it('both instances shut down cleanly', async () => {
      const [exitA, exitB] = await Promise.all([a.stop(), b.stop()]);
      expect(exitA.code).toBe(0);
      expect(exitB.code).toBe(0);
      expect([...a.errorLines(), ...b.errorLines()]).toEqual([]);
    });
  },
  skip !== null,
);
