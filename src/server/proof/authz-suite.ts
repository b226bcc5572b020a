import fs from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { testDialect } from '../test/test-app.ts';
import { runCell } from './authz-cell.ts';
import { AUTHZ_PARTS, AUTHZ_TABLE, type AuthzPart } from './authz-table.ts';
import { createProofApp, type ProofApp, ROLES } from './proof-app.ts';
import { endpointKey, listApiEndpoints } from './route-table.ts';

/**
 * Registers, in the calling test file, the cells of one part of the matrix on an app of its
 * own; `coverage` also checks the whole table against the router (once, in one file).
 */
export function checkAuthorizationPart(part: AuthzPart, { coverage = false } = {}): void {
  let p: ProofApp;
  beforeAll(async () => {
    p = await createProofApp();
    // Event streams are read over a real socket (inject's stand-in cannot be closed like one).
    await p.app.listen({ host: '127.0.0.1', port: 0 });
  });

  afterAll(async () => p.close());

  if (coverage) {
    it('has a row for every API endpoint, and every row is an endpoint the router knows', () => {
      const endpoints = listApiEndpoints(p.app).map(endpointKey).sort();
      const covered = [...new Set(AUTHZ_TABLE.map((r) => endpointKey({ method: r.method, url: r.route })))].sort();
      expect(
        endpoints.filter((e) => !covered.includes(e)),
        'endpoints missing from the table',
      ).toEqual([]);
      expect(
        covered.filter((e) => !endpoints.includes(e)),
        'rows for endpoints the app does not have',
      ).toEqual([]);
    });

    it('checks every part of the table in exactly one test file', () => {
      // A part added to AUTHZ_PARTS without a file of its own would pass the check above
      // and never run.
      const dir = new URL('.', import.meta.url);
      const named = fs
        .readdirSync(dir)
        .filter((file) => /^authorization-matrix.*\.test\.ts$/.test(file))
        .flatMap((file) =>
          [...fs.readFileSync(new URL(file, dir), 'utf8').matchAll(/checkAuthorizationPart\(\s*'([^']+)'/g)].map(
            (match) => match[1],
          ),
        );
      expect(named.sort()).toEqual(Object.keys(AUTHZ_PARTS).sort());
    });
  }

  it(`answers the ${part} with the expected status for each role, and does what it says, on ${testDialect}`, async () => {
    const failures: string[] = [];
    for (const row of AUTHZ_PARTS[part]) {
      for (const role of ROLES) {
        const failure = await runCell(p, row, role);
        if (failure) failures.push(failure);
      }
    }
    expect(failures).toEqual([]);
  }, 180_000);
}
