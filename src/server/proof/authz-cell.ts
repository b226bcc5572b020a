import type { AddressInfo } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { fitsRoute, type MatrixRow } from './authz-matrix.ts';
import type { ProofApp, Role } from './proof-app.ts';
import { overSocket } from './sockets.ts';

/** A streaming answer over a socket of its own (inject's stand-in cannot be closed like one). */
async function openStream(
  p: ProofApp,
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

/** One cell of the matrix: the row's request made as `role`, judged by status and effect. Null when right. */
export async function runCell(p: ProofApp, row: MatrixRow, role: Role): Promise<string | null> {
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
    ? await openStream(p, row.method, req.url, headers)
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
