import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findNul, NUL_MESSAGE } from '../lib/validator-compiler.ts';
import { JSON_TOO_DEEP_MESSAGE, jsonNestsDeeperThan, MAX_JSON_DEPTH } from '../plugins/json-body.ts';
import { testDialect } from '../test/test-app.ts';
import type { MatrixRow } from './authz-matrix.ts';
import { AUTHZ_TABLE } from './authz-table.ts';
import { createProofApp, type ProofApp } from './proof-app.ts';
import { endpointKey } from './route-table.ts';

/**
 * Issue 19, item 2: one anonymous PATCH of 40,000 nested arrays (80 KB) held the event loop
 * for ~10 s, because bodies were parsed and walked (copying the path at every level) before
 * the route even asked who was calling. These prove each of the three fixes.
 */
const nested = (depth: number, inner = '') => `${'['.repeat(depth)}${inner}${']'.repeat(depth)}`;
const json = { 'content-type': 'application/json' };

let p: ProofApp;
beforeAll(async () => {
  p = await createProofApp();
});
afterAll(async () => p.close());

describe('the depth scan', () => {
  it('counts arrays and objects, not brackets inside strings', () => {
    expect(jsonNestsDeeperThan(nested(3), 3)).toBe(false);
    expect(jsonNestsDeeperThan(nested(4), 3)).toBe(true);
    expect(jsonNestsDeeperThan('{"a":{"b":{"c":{}}}}', 3)).toBe(true);
    expect(jsonNestsDeeperThan(`{"a":"${'['.repeat(100)}"}`, 3)).toBe(false);
    // An escaped quote does not end the string.
    expect(jsonNestsDeeperThan(`{"a":"\\"${'{'.repeat(100)}"}`, 3)).toBe(false);
    expect(jsonNestsDeeperThan(`["\\\\",${nested(5)}]`, 3)).toBe(true);
  });

  it('finds a NUL at the bottom of a deep value and names its whole path', () => {
    let value: unknown = { key: 'a\u0000b' };
    for (let i = 0; i < 5_000; i++) value = [value];
    expect(findNul(value)).toEqual([...Array.from({ length: 5_000 }, () => 0), 'key']);
    expect(findNul({ list: ['ok', { 'k\u0000': 1 }] })).toEqual(['list', 1, 'k\u0000']);
    expect(findNul([[['fine']]])).toBeNull();
  });
});

describe(`deeply nested JSON bodies on ${testDialect}`, () => {
  it(`refuses more than ${MAX_JSON_DEPTH} levels with a 400, on open routes and for signed-in callers`, async () => {
    const member = await p.cookieFor('member');
    for (const [method, url, cookie] of [
      ['POST', '/api/auth/login', ''],
      ['POST', '/api/auth/register', ''],
      ['POST', '/api/auth/forgot-password', ''],
      ['PATCH', '/api/users/profile', member],
    ] as const) {
      for (const body of [
        nested(40_000),
        nested(MAX_JSON_DEPTH + 1),
        `{"email":${nested(500)}}`,
        `{"a":${'{"a":'.repeat(70)}1${'}'.repeat(70)}}`,
      ]) {
        const res = await p.call(method, url, cookie, body, json);
        expect(res.statusCode, `${method} ${url}`).toBe(400);
        expect(res.json()).toEqual({ message: JSON_TOO_DEEP_MESSAGE });
      }
    }
  });

  it(`parses ${MAX_JSON_DEPTH} levels as before (the schema then judges the shape)`, async () => {
    const res = await p.call('POST', '/api/auth/login', '', `{"email":${nested(MAX_JSON_DEPTH - 1)}}`, json);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual(
      expect.arrayContaining([{ path: 'email', message: 'Expected string, received array' }]),
    );
    const nul = await p.call(
      'POST',
      '/api/auth/login',
      '',
      `{"email":${nested(MAX_JSON_DEPTH - 1, '"\\u0000"')}}`,
      json,
    );
    expect(nul.json().message).toBe(NUL_MESSAGE);
  });

  it('still refuses prototype poisoning and malformed JSON', async () => {
    const poisoned = await p.call('POST', '/api/auth/login', '', '{"__proto__":{"polluted":true}}', json);
    expect(poisoned.statusCode).toBe(400);
    const malformed = await p.call('POST', '/api/auth/login', '', '{"email":', json);
    expect(malformed.json()).toEqual({ message: 'Malformed JSON body' });
    const empty = await p.call('POST', '/api/auth/login', '', '', json);
    expect(empty.json()).toEqual({ message: 'Request body is empty' });
  });
});

/** A request no validator would pass: bad path ids, bad query, a hostile body. */
function garbageFor(route: string, method: string) {
  const url = `${route.replace(/:\w+/g, 'not-an-id')}?limit=oops&range=oops&kind=oops&search=%00`;
  const body = method === 'GET' || method === 'DELETE' ? undefined : nested(40_000);
  return { url, body };
}

/** Endpoints by key, with every row the table has for them. */
function endpoints(filter: (row: MatrixRow) => boolean): MatrixRow[] {
  const byKey = new Map<string, MatrixRow>();
  for (const row of AUTHZ_TABLE.filter(filter)) byKey.set(endpointKey({ method: row.method, url: row.route }), row);
  return [...byKey.values()];
}

describe(`authentication comes before validation on ${testDialect}`, () => {
  it('answers 401 to an anonymous caller of every members-only route, whatever it sent', async () => {
    const protectedRoutes = endpoints((row) => row.expect.anon === 401);
    expect(protectedRoutes.length).toBeGreaterThan(30);
    const wrong: string[] = [];
    for (const row of protectedRoutes) {
      const { url, body } = garbageFor(row.route, row.method);
      const res = await p.call(row.method, url, '', body, json);
      if (res.statusCode !== 401) wrong.push(`${row.method} ${row.route}: ${res.statusCode} ${res.body.slice(0, 80)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers 403 to a member calling a creator or moderator route, whatever it sent', async () => {
    // A route is a role route when every row of it refuses members; where some item lets a
    // member in (liking a free item, not a premium one), the 403 is the data's, decided later.
    const refusesMembers = (row: MatrixRow) => row.expect.guest === 401 && row.expect.member === 403;
    const keyOf = (row: MatrixRow) => endpointKey({ method: row.method, url: row.route });
    const letsMembersIn = new Set(AUTHZ_TABLE.filter((row) => !refusesMembers(row)).map(keyOf));
    const roleRoutes = endpoints((row) => refusesMembers(row) && !letsMembersIn.has(keyOf(row)));
    expect(roleRoutes.length).toBeGreaterThan(15);
    const member = await p.cookieFor('member');
    const wrong: string[] = [];
    for (const row of roleRoutes) {
      const { url, body } = garbageFor(row.route, row.method);
      const res = await p.call(row.method, url, member, body, json);
      if (res.statusCode !== 403) wrong.push(`${row.method} ${row.route}: ${res.statusCode} ${res.body.slice(0, 80)}`);
    }
    expect(wrong).toEqual([]);
  });
});
