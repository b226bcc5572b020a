import { randomInt } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import { expect, it } from 'vitest';
import { HttpClient } from './support/http.ts';
import { RequestStats } from './support/stats.ts';
import { forEachDialect } from './support/suite.ts';
import { sleep, until } from './support/wait.ts';
import {
  drive,
  expectNothingLost,
  newLedger,
  PASSWORD,
  Visitor,
  visibleAvatarIds,
  type World,
  writeHeavy,
} from './support/workload.ts';

/**
 * SIGTERM while requests are in flight: requests whose body is still arriving (a slow
 * client: the server holds them open, whatever the machine's speed) finish with a 2xx and
 * their writes are there after a restart; new connections are refused at once; the
 * process exits 0. Meanwhile visitors keep writing: whatever was acknowledged survives.
 */

/** Resolves true once a new TCP connection to `port` is refused. */
function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

forEachDialect('Graceful shutdown', (dialect, resources) => {
  it('SIGTERM lets in-flight requests finish with 2xx, refuses new connections, exits 0 and loses no write', async () => {
    const database = await resources.database(dialect);
    const env = { ...database.env, RATE_LIMIT_MULTIPLIER: '1000' };
    const server = await resources.server({ env });

    // Like a browser: keeps its connections open between requests, for as long as the server lets it.
    const browser = new http.Agent({ keepAlive: true });
    const member = new HttpClient(server.url, { agent: browser });
    const memberEmail = `member-${randomInt(1e9)}@stress.example`;
    const register = { username: `m${randomInt(1e9)}`, email: memberEmail, password: PASSWORD };
    expect((await member.post('/api/auth/register', register)).status).toBe(201);
    expect((await member.post('/api/auth/login', { email: memberEmail, password: PASSWORD })).status).toBe(200);

    // Three writes held in flight: headers and half the body sent, the rest after SIGTERM.
    const newcomerEmail = `newcomer-${randomInt(1e9)}@stress.example`;
    const signUp = new HttpClient(server.url, { agent: browser }).slow('POST', '/api/auth/register', {
      username: `n${randomInt(1e9)}`,
      email: newcomerEmail,
      password: PASSWORD,
    });
    const chat = member.slow('POST', '/api/chats/2', { message: 'Are you still there?' });
    const favourite = member.slow('POST', '/api/user-favorites', { avatarId: 4 });
    await sleep(300);

    // Visitors keep writing through the shutdown.
    const world: World = {
      ledger: newLedger(),
      stats: new RequestStats(),
      avatarIds: await visibleAvatarIds(server.url),
      agent: new http.Agent({ keepAlive: true }),
    };
    let exited = false;
    const load = drive(
      Array.from({ length: 8 }, () => new Visitor(server.url, world)),
      writeHeavy,
      () => exited,
    );
    await sleep(1000);

    const exit = server.stop();
    await until(() => refused(server.port), 'new connections to be refused', 5000);
    const [signedUp, chatted, favourited] = await Promise.all([signUp.finish(), chat.finish(), favourite.finish()]);
    expect(signedUp.status).toBe(201);
    expect(chatted.status).toBe(201);
    expect(favourited.json()).toEqual({ avatarId: 4, isFavorite: true });
    expect((await exit).code).toBe(0);
    exited = true;
    await load;
    expect(server.errorLines()).toEqual([]);
    // During the shutdown a visitor may be told 503 or find the door closed; nothing else.
    expect(world.stats.badResponses.filter((f) => f.status !== 503)).toEqual([]);
    expect(world.stats.succeeded).toBeGreaterThan(0);

    const restarted = await resources.server({ env, port: server.port });
    const newcomer = new HttpClient(restarted.url, { agent: browser });
    expect((await newcomer.post('/api/auth/login', { email: newcomerEmail, password: PASSWORD })).status).toBe(200);
    const history = (await member.get('/api/chats/2')).json() as Array<{ id: number }>;
    expect(history.map((m) => m.id)).toContain(chatted.json().message.id);
    const favourites = (await member.get('/api/user-favorites')).json() as Array<{ id: number }>;
    expect(favourites.map((a) => a.id)).toContain(4);
    await expectNothingLost(world.ledger, database, restarted.url);
    world.agent.destroy();
    expect((await restarted.stop()).code).toBe(0);
    browser.destroy();
  });
});
