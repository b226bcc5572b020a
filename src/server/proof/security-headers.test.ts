import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { root } from '../test/run-admin.ts';
import { testDialect } from '../test/test-app.ts';
import { postImage, sharedAvatar, signUp } from './authz-fixtures.ts';
import { createProofApp, type ProofApp } from './proof-app.ts';

/**
 * The built SPA when `npm run build` has run (as `npm test` does before vitest), else the
 * index.html template it is built from: either way what the static plugin really serves.
 */
const builtClient = path.join(root, 'dist/client');
const useBuilt = fs.existsSync(path.join(builtClient, 'index.html'));
let tmpClient: string | undefined;

let p: ProofApp;
beforeAll(async () => {
  if (!useBuilt) {
    tmpClient = fs.mkdtempSync(path.join(os.tmpdir(), 'companions-client-'));
    fs.copyFileSync(path.join(root, 'src/client/index.html'), path.join(tmpClient, 'index.html'));
  }
  p = await createProofApp({ clientDir: useBuilt ? builtClient : tmpClient });
});
afterAll(async () => {
  await p.close();
  if (tmpClient) fs.rmSync(tmpClient, { recursive: true, force: true });
});

function csp(res: LightMyRequestResponse): Map<string, string[]> {
  const header = String(res.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name?.toLowerCase() ?? '', values]),
  );
}

function expectHardened(res: LightMyRequestResponse, what: string) {
  const policy = csp(res);
  const scripts = policy.get('script-src') ?? policy.get('default-src');
  expect(scripts, `${what}: CSP script-src`).toBeDefined();
  expect(scripts, `${what}: inline script allowed`).not.toContain("'unsafe-inline'");
  expect(scripts, `${what}: eval allowed`).not.toContain("'unsafe-eval'");
  expect(policy.get('object-src'), `${what}: object-src`).toEqual(["'none'"]);
  const framing = policy.get('frame-ancestors');
  if (framing) expect(framing, `${what}: frame-ancestors`).toEqual(["'none'"]);
  else expect(res.headers['x-frame-options'], `${what}: framing`).toMatch(/^(DENY|SAMEORIGIN)$/);
  expect(res.headers['x-content-type-options'], `${what}: nosniff`).toBe('nosniff');
}

function sessionCookie(res: LightMyRequestResponse) {
  const cookie = res.cookies.find((c) => c.name === 'sid');
  if (!cookie) throw new Error(`no session cookie in ${res.statusCode} ${res.body}`);
  return cookie as (typeof res.cookies)[number] & { httpOnly?: boolean; sameSite?: string; secure?: boolean };
}

describe(`security headers on ${testDialect} (${useBuilt ? 'built SPA' : 'index.html template'})`, () => {
  it('sends CSP without inline script, frame-ancestors and nosniff on pages, API answers, errors and files', async () => {
    const avatarId = await sharedAvatar(p);
    const pages = ['/', '/avatars', `/avatar/${avatarId}`, `/avatar-chat/${avatarId}`, '/no/such/page'];
    for (const url of [...pages, '/api/health', `/api/avatars/${avatarId}`, '/api/nope', '/api/avatars/x']) {
      expectHardened(await p.app.inject(url), url);
    }
    expectHardened(await p.call('POST', '/api/contact', '', { email: 'bad' }), 'POST 400');
  });

  it('serves index.html with no inline script: the app config is a meta tag', async () => {
    const res = await p.app.inject('/');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toMatch(/<meta name="app-config" content="[^"]*&quot;brand&quot;/);
    const scripts = [...res.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes, 'a script without src').toMatch(/\bsrc="\/[^"]+"/);
      expect(body?.trim(), 'an inline script body').toBe('');
    }
    expect(res.body, 'inline event handler').not.toMatch(/<[^>]+\son[a-z]+\s*=/i);
    if (useBuilt) {
      const src = /<script\b[^>]*\bsrc="([^"]+)"/.exec(res.body)?.[1] ?? '';
      const asset = await p.app.inject(src);
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(asset.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('sets session cookies HttpOnly and SameSite, not Secure over plain HTTP', async () => {
    const account = await signUp(p);
    const login = await p.call('POST', '/api/auth/login', '', { email: account.email, password: account.password });
    const guest = await p.call('POST', `/api/chats/${await sharedAvatar(p)}`, '', { message: 'Hello' });
    const logout = await p.call('POST', '/api/auth/logout', `sid=${sessionCookie(login).value}`);
    for (const [what, res] of Object.entries({ login, guest, logout })) {
      const cookie = sessionCookie(res);
      expect(cookie.httpOnly, `${what} HttpOnly`).toBe(true);
      expect(cookie.sameSite, `${what} SameSite`).toMatch(/^(Lax|Strict)$/);
      expect(cookie.secure, `${what} Secure`).toBeFalsy();
      expect(cookie.path).toBe('/');
    }
  });

  it('sends no HSTS over plain HTTP, nor for a forwarded HTTPS header it was not told to trust', async () => {
    for (const headers of [{}, { 'x-forwarded-proto': 'https' }]) {
      const res = await p.app.inject({ url: '/api/health', headers });
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
    const account = await signUp(p);
    const login = await p.call('POST', '/api/auth/login', '', account, { 'x-forwarded-proto': 'https' });
    expect(sessionCookie(login).secure).toBeFalsy();
  });

  it('serves uploaded images as images, and anything else as a download that never renders as HTML', async () => {
    const upload = await postImage(p);
    expect(upload.statusCode, upload.body).toBe(201);
    // Uploads are private until their use makes them public: the uploader sees theirs.
    const image = await p.app.inject({ url: upload.json().url, headers: { cookie: await p.cookieFor('creator') } });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\//);
    expect(image.headers['content-disposition']).toBeUndefined();
    expectHardened(image, 'uploaded image');

    // Files the upload pipeline would never write (it names files by their sniffed type),
    // placed in the public folder directly: still no page, no script, no inline SVG.
    const dir = path.join(p.config.dataDir, 'media', 'uploads', 'planted');
    fs.mkdirSync(dir, { recursive: true });
    const planted = {
      'page.html': '<script>alert(1)</script>',
      'page.htm': '<script>alert(1)</script>',
      'vector.svg': '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      'script.js': 'alert(1)',
      'notes.txt': '<script>alert(1)</script>',
      'data.json': '{"a":"<script>"}',
      'no-extension': '<script>alert(1)</script>',
      'clip.mp3': 'ID3',
    };
    for (const [name, content] of Object.entries(planted)) {
      fs.writeFileSync(path.join(dir, name), content);
      const res = await p.app.inject(`/media/uploads/planted/${name}`);
      expect(res.statusCode, name).toBe(200);
      expect(res.headers['content-type'] ?? '', name).not.toMatch(/html|svg|javascript|xml/i);
      expect(res.headers['content-disposition'], name).toBe('attachment');
      expectHardened(res, name);
    }
    // Private storage has no public path at all.
    const hiddenDir = path.join(p.config.dataDir, 'media', 'private', 'planted');
    fs.mkdirSync(hiddenDir, { recursive: true });
    fs.writeFileSync(path.join(hiddenDir, 'paid.webp'), 'not for everyone');
    for (const url of ['/media/private/planted/paid.webp', '/media/uploads/../private/planted/paid.webp']) {
      expect((await p.app.inject(url)).statusCode, url).toBe(404);
    }
  });
});

describe(`behind a trusted HTTPS proxy on ${testDialect}`, () => {
  let secure: ProofApp;
  beforeAll(async () => {
    secure = await createProofApp({ env: { TRUST_PROXY: 'true' } });
  });
  afterAll(async () => secure.close());

  it('adds HSTS and Secure cookies for HTTPS requests, and neither for plain HTTP ones', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    const hsts = (await secure.app.inject({ url: '/api/health', headers: https })).headers['strict-transport-security'];
    expect(hsts).toMatch(/max-age=(\d+)/);
    expect(Number(/max-age=(\d+)/.exec(String(hsts))?.[1])).toBeGreaterThanOrEqual(31_536_000);
    expect((await secure.app.inject('/api/health')).headers['strict-transport-security']).toBeUndefined();

    const account = await signUp(secure);
    const overHttps = await secure.call('POST', '/api/auth/login', '', account, https);
    expect(sessionCookie(overHttps)).toMatchObject({ httpOnly: true, secure: true });
    const overHttp = await secure.call('POST', '/api/auth/login', '', account);
    expect(sessionCookie(overHttp).secure).toBeFalsy();
  });
});
