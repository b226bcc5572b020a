import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import fc from 'fast-check';
import { afterAll, describe, it } from 'vitest';
import { pngBytes } from '../test/creator-fixtures.ts';
import { testDialect } from '../test/test-app.ts';
import { chatAs, chatMemory, createAvatar, createContent, signedInUserId, uploadImage } from './authz-fixtures.ts';
import { type FuzzRequest, type FuzzWorld, fuzzTargets, requestFor, type Sender } from './fuzz-requests.ts';
import { createProofApp } from './proof-app.ts';
import { type Answer, contractViolation } from './response-contract.ts';
import { endpointKey, listRoutes } from './route-table.ts';
import { overSocket } from './sockets.ts';

/**
 * Property-based bad input against EVERY route of the app (read from its route tree, so a
 * new route is fuzzed without anyone listing it): wrong types, hostile strings, bad ids,
 * malformed JSON, wrong content types, odd URLs and query strings, from guests, members,
 * creators, moderators and cookie garbage. Runs per route: FUZZ_RUNS (default 100).
 * The seed is fixed (FUZZ_SEED overrides) and printed, so a failure replays exactly.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_121);
process.stdout.write(`bad-input fuzz on ${testDialect}: FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS}\n`);

const p = await createProofApp();
afterAll(async () => p.close());
await p.app.listen({ host: '127.0.0.1', port: 0 });
// HEAD twins share their GET's handler; the fuzz sends HEAD to every GET route anyway.
const targets = fuzzTargets(
  p.app,
  listRoutes(p.app).filter((r) => r.method !== 'HEAD'),
);

const staleCookie = await (async () => {
  const cookie = await p.cookieFor('member');
  await p.call('POST', '/api/auth/logout', cookie);
  if ((await signedInUserId(p, cookie)) !== null) throw new Error('logout left the session alive');
  return cookie;
})();

/** Fresh rows to aim at before each route's run (an earlier run may have deleted them). */
async function makeWorld(): Promise<FuzzWorld> {
  const avatarId = await createAvatar(p);
  const member = await p.cookieFor('member');
  await chatAs(p, member, avatarId, 'My name is Ada and I love hiking');
  const ids = [
    avatarId,
    await createContent(p, avatarId, 'free'),
    await createContent(p, avatarId, 'premium'),
    await createContent(p, avatarId, 'pending'),
    await uploadImage(p),
    ...(await chatMemory(p, member, avatarId)),
  ];
  const card = await p.call('GET', `/api/creator/avatars/${avatarId}/character-card`, await p.cookieFor('creator'));
  return { liveIds: [...new Set([1, 2, 3, ...ids])], png: await pngBytes(), card: Buffer.from(card.body) };
}

/** One session per role, replaced whenever an answer sets or clears the cookie (login, logout). */
const sessions = new Map<string, string>();

async function cookieOf(sender: Sender): Promise<string> {
  if (typeof sender === 'object') return sender.cookie;
  if (sender === 'stale') return staleCookie;
  const cookie = sessions.get(sender) ?? (await p.cookieFor(sender));
  sessions.set(sender, cookie);
  return cookie;
}

async function send(req: FuzzRequest, streaming: boolean): Promise<Answer> {
  const cookie = await cookieOf(req.sender);
  const headers = { ...req.headers, ...(cookie ? { cookie } : {}) };
  const answer = streaming ? await viaSocket(req, headers) : await viaInject(req, headers);
  if (answer.headers['set-cookie'] && typeof req.sender === 'string') sessions.delete(req.sender);
  return answer;
}

/** Over a real socket (event streams never end under inject): status, headers, and body unless a stream. */
async function viaSocket(req: FuzzRequest, headers: Record<string, string>): Promise<Answer> {
  const answer = await overSocket((p.app.server.address() as AddressInfo).port, { ...req, headers });
  return { ...answer, body: decoded(answer.body, answer.headers) };
}

async function viaInject(req: FuzzRequest, headers: Record<string, string>): Promise<Answer> {
  const res = await p.app.inject({
    method: req.method,
    url: req.url,
    headers,
    ...(req.payload === undefined ? {} : { payload: req.payload }),
  });
  return { statusCode: res.statusCode, headers: res.headers, body: decoded(res.rawPayload, res.headers) };
}

/** The body as the client reads it (the fuzz sends Accept-Encoding: br and gzip at times). */
function decoded(raw: Buffer, headers: Answer['headers']): string {
  const encoding = raw.length === 0 ? '' : String(headers['content-encoding'] ?? '');
  if (encoding === 'br') return zlib.brotliDecompressSync(raw).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(raw).toString('utf8');
  return raw.toString('utf8');
}

const seedFor = (key: string) => (SEED + createHash('sha256').update(key).digest().readInt32BE(0)) | 0;

describe(`bad input to every route on ${testDialect} (FUZZ_SEED=${SEED}, ${RUNS} runs each)`, () => {
  it('covers the whole route tree', () => {
    if (targets.length < 50) throw new Error(`only ${targets.length} routes found`);
  });

  for (const target of targets) {
    const key = endpointKey(target.route);
    const streaming = target.route.url.endsWith('/stream');
    it(
      key,
      async () => {
        const world = await makeWorld();
        await fc.assert(
          fc.asyncProperty(requestFor(target, world), async (req) => {
            const answer = await send(req, streaming);
            const problem = contractViolation(req, answer);
            if (problem) {
              throw new Error(
                `${problem}: ${req.method} ${req.url.slice(0, 300)} -> ${answer.statusCode} ${answer.body.slice(0, 300)}`,
              );
            }
          }),
          { numRuns: RUNS, seed: seedFor(key) },
        );
      },
      60_000 + RUNS * 300,
    );
  }
});
