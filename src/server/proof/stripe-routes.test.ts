import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StripeObject } from '../test/fake-stripe-objects.ts';
import { type FakeStripeServer, startFakeStripeServer } from '../test/fake-stripe-server.ts';
import { stripeEnv, WEBHOOK_URL, webhookRequest } from '../test/stripe-harness.ts';
import { testDialect } from '../test/test-app.ts';
import { runCell } from './authz-cell.ts';
import { createAvatar, isSubscribed, startCheckout } from './authz-fixtures.ts';
import { check, everyone, type MatrixRow, row, signedIn } from './authz-matrix.ts';
import { AUTHZ_TABLE } from './authz-table.ts';
import { fuzzTargets, requestFor } from './fuzz-requests.ts';
import { createProofApp, type ProofApp, ROLES } from './proof-app.ts';
import { contractViolation } from './response-contract.ts';
import { endpointKey, listApiEndpoints, listRoutes } from './route-table.ts';

/**
 * The routes that exist only while Stripe is the provider (its webhook, the customer
 * portal) get the same proofs as every other route: a row per role in the authorization
 * matrix, and the schema-driven bad-input fuzz. The webhook trusts no session: a signature
 * is its caller's proof, so every role gets 400 without one and 200 with one.
 */
let p: ProofApp;
let fake: FakeStripeServer;
beforeAll(async () => {
  fake = await startFakeStripeServer();
  p = await createProofApp({ env: stripeEnv(fake.apiBase) });
});
afterAll(async () => {
  await p.close();
  await fake.close();
});

/** A member's checkout paid on Stripe's page; the event that tells us, not sent yet. */
async function paidSession(): Promise<{ avatarId: number; session: StripeObject }> {
  const avatarId = await createAvatar(p);
  await startCheckout(p, 'member', avatarId);
  const sessionId = [...fake.objects.values()].filter((o) => o.object === 'checkout.session').at(-1)?.id ?? '';
  return { avatarId, session: fake.pay(sessionId).session };
}

const STRIPE_ROWS: MatrixRow[] = [
  row({
    method: 'POST',
    route: WEBHOOK_URL,
    scenario: 'no signature',
    verifyRefused: true,
    expect: everyone(400),
    setup: paidSession,
    request: (s) => {
      const { payload, headers } = webhookRequest('checkout.session.completed', s.session, { signature: null });
      return { url: WEBHOOK_URL, payload, headers };
    },
    verify: async (s, { p }) => check(!(await isSubscribed(p, 'member', s.avatarId)), 'applied an unsigned event'),
  }),
  row({
    method: 'POST',
    route: WEBHOOK_URL,
    scenario: 'signed by Stripe',
    expect: everyone(200),
    setup: paidSession,
    request: (s) => {
      const { payload, headers } = webhookRequest('checkout.session.completed', s.session);
      return { url: WEBHOOK_URL, payload, headers };
    },
    verify: async (s, { p }) => check(await isSubscribed(p, 'member', s.avatarId), 'the signed event was not applied'),
  }),
  row({
    method: 'POST',
    route: '/api/billing/portal',
    scenario: 'member has paid before',
    expect: { ...signedIn(404), member: 200 },
    setup: async () => (await paidSession()).session,
    request: () => ({ url: '/api/billing/portal' }),
    verify: (session) => {
      const portal = fake.requests.filter((r) => r.path === '/v1/billing_portal/sessions').at(-1);
      check(portal?.params.customer === session.customer, 'a portal for another customer');
    },
  }),
];

describe(`Stripe-only routes on ${testDialect}`, () => {
  it('have authorization rows, and every other route of the Stripe app is in the main table', () => {
    const endpoints = listApiEndpoints(p.app).map(endpointKey);
    const stripeOnly = [...new Set(STRIPE_ROWS.map((r) => endpointKey({ method: r.method, url: r.route })))];
    const main = new Set(AUTHZ_TABLE.map((r) => endpointKey({ method: r.method, url: r.route })));
    expect(stripeOnly.filter((e) => !endpoints.includes(e))).toEqual([]);
    expect(endpoints.filter((e) => !main.has(e) && !stripeOnly.includes(e))).toEqual([]);
    // The test provider's own routes are gone.
    expect(endpoints.filter((e) => e.includes('/payments/test/'))).toEqual([]);
  });

  it('need nothing from the CSP: Checkout and the portal are top-level redirects, no Stripe script or frame', async () => {
    const res = await p.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).not.toMatch(/stripe/i);
  });

  it('answer each role as the matrix says, and do what they say', async () => {
    const failures: string[] = [];
    for (const r of STRIPE_ROWS) {
      for (const role of ROLES) {
        const failure = await runCell(p, r, role);
        if (failure) failures.push(failure);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
  const SEED = Number(process.env.FUZZ_SEED ?? 20_261_121);
  it(`keep the response contract under bad input (FUZZ_SEED=${SEED}, ${RUNS} runs each)`, async () => {
    const urls = new Set([WEBHOOK_URL, '/api/billing/portal']);
    const targets = fuzzTargets(
      p.app,
      listRoutes(p.app).filter((r) => urls.has(r.url) && r.method !== 'HEAD'),
    );
    expect(targets.map((t) => t.route.url).sort()).toEqual([...urls].sort());
    const world = { liveIds: [1, 2, 3], png: Buffer.alloc(0), card: Buffer.alloc(0) };
    for (const target of targets) {
      const key = endpointKey(target.route);
      const seed = (SEED + createHash('sha256').update(key).digest().readInt32BE(0)) | 0;
      await fc.assert(
        fc.asyncProperty(requestFor(target, world), async (req) => {
          const cookie = typeof req.sender === 'object' ? req.sender.cookie : await p.cookieFor(senderRole(req.sender));
          const res = await p.app.inject({
            method: req.method,
            url: req.url,
            headers: { ...req.headers, ...(cookie ? { cookie } : {}) },
            ...(req.payload === undefined ? {} : { payload: req.payload }),
          });
          const answer = { statusCode: res.statusCode, headers: res.headers, body: res.body };
          const problem = contractViolation(req, answer);
          if (problem)
            throw new Error(`${problem}: ${req.method} ${req.url} -> ${res.statusCode} ${res.body.slice(0, 300)}`);
          if (req.url.startsWith(WEBHOOK_URL) && req.method === 'POST') expect(res.statusCode).not.toBe(200);
        }),
        { numRuns: RUNS, seed },
      );
    }
    expect(await p.ctx.db.selectFrom('stripe_events').select('event_id').execute()).toHaveLength(
      // Only the matrix's signed deliveries were ever applied.
      ROLES.length,
    );
  }, 120_000);
});

/** A stale session's cookie is as good as none to these routes. */
const senderRole = (sender: string) => (sender === 'stale' ? 'anon' : (sender as 'anon'));
