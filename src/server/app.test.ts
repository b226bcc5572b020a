import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZEmail } from '../shared/contracts/common.ts';
import { createTestApp, type TestApp, testDialect } from './test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    beforeReady: (app) => {
      // A stand-in write endpoint to exercise the shared request plumbing.
      app.post(
        '/api/test/echo',
        { schema: { body: z.object({ email: ZEmail, count: z.number().int(), note: z.string().max(20) }) } },
        async (request) => request.body,
      );
    },
  });
});
afterAll(async () => t.close());

describe(`HTTP contract on ${testDialect}`, () => {
  it('reports database reachability at /api/health', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: { dialect: testDialect, reachable: true } });
  });

  it('lists 8 seeded avatars by default', async () => {
    const res = await t.app.inject('/api/avatars?limit=8');
    expect(res.statusCode).toBe(200);
    const avatars = res.json();
    expect(avatars).toHaveLength(8);
    expect(avatars[0]).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        name: expect.any(String),
        isVisible: true,
        monthlyPrice: expect.any(Number),
      }),
    );
  });

  it('answers 400 with the spec wording for wrong types and missing fields', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { email: 'someone@example.com', count: 'three' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.issues).toEqual(
      expect.arrayContaining([
        { path: 'count', message: 'Expected number, received string' },
        { path: 'note', message: 'Required' },
      ]),
    );
    expect(body.message).toEqual(expect.any(String));
  });

  it('uses the field message for a bad email', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { email: 'nope', count: 1, note: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Please enter a valid email address' });
  });

  it('answers 400 JSON for malformed JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ message: 'Malformed JSON body' });
  });

  it('answers 413 for a 2 MB body and 415 for an unknown content type', async () => {
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', count: 1, note: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ message: 'Request body is too large' });
    const xml = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toHaveProperty('message');
  });

  it('answers 400 for a non-integer id, 404 for an unknown or hidden one', async () => {
    for (const bad of ['abc', '1.5', '-1', '0', '99999999999']) {
      const res = await t.app.inject(`/api/avatars/${bad}`);
      expect(res.statusCode, bad).toBe(400);
    }
    expect((await t.app.inject('/api/avatars/999999')).statusCode).toBe(404);
    expect((await t.app.inject('/api/avatars/27')).statusCode).toBe(404);
    expect((await t.app.inject('/api/avatars/1')).json()).toMatchObject({ id: 1, creatorId: 1, monthlyPrice: 1499 });
  });

  it('answers 404 JSON for unknown API paths and 401 for /api/auth/user without a session', async () => {
    const missing = await t.app.inject('/api/nope');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Not Found' });
    const user = await t.app.inject('/api/auth/user');
    expect(user.statusCode).toBe(401);
    expect(user.json()).toHaveProperty('message');
  });

  it('refuses state-changing requests from another site', async () => {
    const payload = { email: 'a@b.co', count: 1, note: 'x' };
    const cross = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { origin: 'https://evil.example', host: 'localhost:3000' },
      payload,
    });
    expect(cross.statusCode).toBe(403);
    expect(cross.json()).toEqual({ message: 'Cross-site request refused' });
    const fetchSite = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'sec-fetch-site': 'cross-site' },
      payload,
    });
    expect(fetchSite.statusCode).toBe(403);
    const same = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { origin: 'http://localhost:3000', host: 'localhost:3000' },
      payload,
    });
    expect(same.statusCode).toBe(200);
  });

  it('sends security headers and a request id', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['content-security-policy']).not.toContain('unsafe-eval');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('serves an OpenAPI document built from the route schemas', async () => {
    const res = await t.app.inject('/api/openapi.json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/avatars', '/api/avatars/{id}', '/api/health']),
    );
    // The error shape is written once, as a component every error answer refers to.
    expect(doc.components.schemas.ErrorResponse.required).toEqual(['message']);
    expect(doc.paths['/api/avatars/{id}'].get.responses['404'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/ErrorResponse',
    });
    // The docs page reads the same document.
    expect((await t.app.inject('/api/docs/json')).body).toBe(res.body);
    const docs = await t.app.inject('/api/docs');
    expect([200, 302]).toContain(docs.statusCode);
  });

  it('compresses larger JSON answers', async () => {
    const res = await t.app.inject({ url: '/api/avatars?limit=20', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers['content-encoding']).toMatch(/br|gzip/);
  });
});
