import type { AddressInfo } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { testDialect } from '../test/test-app.ts';
import { fitsRoute, type MatrixRow } from './authz-matrix.ts';
import { AUTHZ_TABLE as TABLE } from './authz-table.ts';
import { createProofApp, type ProofApp, ROLES, type Role } from './proof-app.ts';
import { endpointKey, listApiEndpoints } from './route-table.ts';
import { overSocket } from './sockets.ts';

let p: ProofApp;
beforeAll(async () => {
  p = await createProofApp();
  // Event streams are read over a real socket (inject's stand-in cannot be closed like one).
  await p.app.listen({ host: '127.0.0.1', port: 0 });
});

/** A streaming answer over a socket of its own (inject's stand-in cannot be closed like one). */
async function openStream(
  method: string,
  url: string,
  headers: Record<string, string>,
): Promise<LightMyRequestResponse> {
  const answer = await overSocket((p.app.server.address() as AddressInfo).port, { method, url, headers });
  return {
    statusCode: answer.statusCode,
    headers: answer.headers,
    body: answer.body.toString('utf8'),
  } as LightMyRequestResponse;
}
afterAll(async () => p.close());

async function runCell(row: MatrixRow, role: Role): Promise<string | null> {
  const where = `${row.method} ${row.route}${row.scenario ? ` (${row.scenario})` : ''} as ${role}`;
  const expected = row.expect[role];
  const state = row.setup ? await row.setup(p) : undefined;
  const cookie = await p.cookieFor(role);
  const user = role === 'anon' || role === 'guest' ? null : p.users[role];
  const cell = { p, role, user, cookie, allowed: expected >= 200 && expected < 300 };
  const req = await row.request(state, cell);
  if (!fitsRoute(row.route, req.url.split('?')[0] ?? '')) return `${where}: ${req.url} is not that route`;
  const headers = { ...req.headers, ...(cookie ? { cookie } : {}) };
  const res = req.stream
    ? await openStream(row.method, req.url, headers)
    : await p.app.inject({
        method: row.method,
        url: req.url,
        headers,
        ...(req.payload === undefined ? {} : { payload: req.payload as object }),
      });
  if (res.statusCode !== expected)
    return `${where}: expected ${expected}, got ${res.statusCode} ${res.body.slice(0, 160)}`;
  try {
    if (cell.allowed || row.verifyRefused) await row.verify?.(state, cell, res);
  } catch (error) {
    return `${where}: ${res.statusCode} but ${(error as Error).message}`;
  }
  return null;
}

it(`answers every API endpoint with the expected status for each role, and does what it says, on ${testDialect}`, async () => {
  // Every endpoint the router knows has a row, and every row is an endpoint the router knows.
  const endpoints = listApiEndpoints(p.app).map(endpointKey).sort();
  const covered = [...new Set(TABLE.map((r) => endpointKey({ method: r.method, url: r.route })))].sort();
  expect(
    endpoints.filter((e) => !covered.includes(e)),
    'endpoints missing from the table',
  ).toEqual([]);
  expect(
    covered.filter((e) => !endpoints.includes(e)),
    'rows for endpoints the app does not have',
  ).toEqual([]);

  const failures: string[] = [];
  for (const row of TABLE) {
    for (const role of ROLES) {
      const failure = await runCell(row, role);
      if (failure) failures.push(failure);
    }
  }
  expect(failures).toEqual([]);
}, 180_000);
