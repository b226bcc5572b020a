import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { testDialect } from '../test/test-app.ts';
import { createProofApp, type ProofApp } from './proof-app.ts';
import { contractViolation } from './response-contract.ts';
import { rawExchange } from './sockets.ts';

/**
 * Malformed HTTP below what `inject` can send: overlong, broken and absolute-form request
 * lines, bad versions, header garbage and lying lengths, written to a real socket. Node's
 * parser refuses most of them before Fastify routes anything; the answer must still be the
 * `{ message }` contract, never a 5xx. Runs: FUZZ_RUNS (default 100); seed: FUZZ_SEED.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_121);

let p: ProofApp;
let port: number;
beforeAll(async () => {
  p = await createProofApp();
  await p.app.listen({ host: '127.0.0.1', port: 0 });
  port = (p.app.server.address() as AddressInfo).port;
});
afterAll(async () => p.close());

interface RawAnswer {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
}

function parse(raw: Buffer): RawAnswer | null {
  const text = raw.toString('latin1');
  const status = /^HTTP\/1\.[01] (\d{3})/.exec(text);
  if (!status) return null;
  const end = text.indexOf('\r\n\r\n');
  const head = text
    .slice(0, end < 0 ? text.length : end)
    .split('\r\n')
    .slice(1);
  const headers = Object.fromEntries(
    head.map((line) => [
      line.slice(0, line.indexOf(':')).trim().toLowerCase(),
      line.slice(line.indexOf(':') + 1).trim(),
    ]),
  );
  const length = Number(headers['content-length'] ?? Number.NaN);
  // latin1 keeps one character per byte, so the text offset is the byte offset.
  const rest = end < 0 ? Buffer.alloc(0) : raw.subarray(end + 4);
  const body = Number.isFinite(length) ? rest.subarray(0, length).toString('utf8') : '';
  return { statusCode: Number(status[1]), headers, body };
}

const target = fc.oneof(
  fc.constantFrom(
    '/api/avatars',
    '/api/avatars/1',
    '/api/chats/1',
    '/',
    '*',
    '',
    '%',
    '/api/avatars/%ZZ',
    '//api//avatars',
    'http://evil.example/api/avatars',
    'https://evil.example:99999/',
    '/api/avatars?search=a b',
    '/api/\u0000',
    '/api/\u00e9\u00ff',
    '/api/avatars#frag',
  ),
  fc.constantFrom(9_000, 20_000, 70_000).map((n) => `/api/avatars?search=${'a'.repeat(n)}`),
  fc.constantFrom(20_000, 70_000).map((n) => `/${'b'.repeat(n)}`),
  fc.string({ unit: 'binary-ascii', maxLength: 40 }).map((s) => `/api/${s}`),
);

const headerLine = fc.oneof(
  fc.constantFrom(
    'Content-Type: application/json',
    'Content-Length: abc',
    'Content-Length: -1',
    'Content-Length: 1\r\nContent-Length: 2',
    'Transfer-Encoding: chunked',
    'Transfer-Encoding: chunked, identity',
    'X-No-Colon',
    ': empty-name',
    'X Bad Name: 1',
    'X-Folded: a\r\n  continued',
    'X-Nul: a\u0000b',
    'Cookie: sid=%',
    'Origin: null',
    'Expect: 100-continue',
    'Connection: upgrade\r\nUpgrade: websocket',
  ),
  fc.constantFrom(9_000, 20_000).map((n) => `X-Big: ${'c'.repeat(n)}`),
  fc.string({ unit: 'binary-ascii', maxLength: 60 }),
);

const rawRequest = fc
  .record({
    method: fc.constantFrom('GET', 'POST', 'HEAD', 'DELETE', 'PATCH', 'get', 'G ET', 'BREW', 'X'.repeat(300)),
    target,
    version: fc.constantFrom('HTTP/1.1', 'HTTP/1.1', 'HTTP/1.0', 'HTTP/2.0', 'HTTP/9.9', 'HTTP/1.1x', ''),
    host: fc.constantFrom('Host: localhost\r\n', '', 'Host: a\r\nHost: b\r\n', `Host: ${'h'.repeat(300)}\r\n`),
    headers: fc.array(headerLine, { maxLength: 4 }),
    body: fc.oneof(fc.constant(''), fc.constantFrom('{"message":"hi"}', '{', '0\r\n\r\n', 'zz\r\nbad\r\n')),
  })
  .map((r) => ({
    method: r.method,
    text: `${r.method} ${r.target} ${r.version}\r\n${r.host}${r.headers.map((h) => `${h}\r\n`).join('')}\r\n${r.body}`,
  }));

describe(`malformed HTTP on a real socket on ${testDialect} (FUZZ_SEED=${SEED}, ${RUNS} runs)`, () => {
  it(
    'answers every broken request with a 4xx in the error contract (or closes the connection), never a 5xx',
    async () => {
      await fc.assert(
        fc.asyncProperty(rawRequest, async ({ method, text }) => {
          const answer = parse(await rawExchange(port, Buffer.from(text, 'latin1')));
          if (!answer) return; // closed without an answer: nothing leaked, nothing to judge
          const problem = contractViolation({ method, url: '/api/raw' }, answer);
          const shown = text.slice(0, 200);
          if (problem) throw new Error(`${problem}: ${JSON.stringify(shown)} -> ${answer.statusCode} ${answer.body}`);
        }),
        { numRuns: RUNS, seed: SEED },
      );
    },
    120_000 + RUNS * 100,
  );
});
