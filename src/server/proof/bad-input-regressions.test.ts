import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NUL_MESSAGE } from '../lib/validator-compiler.ts';
import { MULTIPART_TYPE, multipartBody, pngBytes } from '../test/creator-fixtures.ts';
import { testDialect } from '../test/test-app.ts';
import { sharedAvatar } from './authz-fixtures.ts';
import { createProofApp, type ProofApp } from './proof-app.ts';

/**
 * Requests the bad-input fuzz found answered wrongly (a 500 on PostgreSQL, a non-contract
 * or hanging answer), kept as fixed examples so they stay fixed whatever the fuzz draws.
 */
let p: ProofApp;
beforeAll(async () => {
  p = await createProofApp();
});
afterAll(async () => p.close());

describe(`requests the fuzz caught, on ${testDialect}`, () => {
  it('refuses NUL characters in JSON text and query strings with a 400 naming the field', async () => {
    const avatarId = await sharedAvatar(p);
    const member = p.users.member;
    const cases = [
      ['POST', `/api/chats/${avatarId}`, { message: 'hi\u0000there' }, 'message'],
      ['POST', '/api/contact', { email: 'a@example.com', message: 'hello there \u0000 friend' }, 'message'],
      ['PATCH', '/api/users/profile', { displayName: 'x\u0000', email: member.email, bio: '' }, 'displayName'],
      ['GET', '/api/avatars?category=%00', undefined, 'category'],
      ['GET', '/api/avatars?search=a%00b', undefined, 'search'],
    ] as const;
    for (const [method, url, payload, path] of cases) {
      const res = await p.call(method, url, await p.cookieFor('member'), payload);
      expect(res.statusCode, `${method} ${url}`).toBe(400);
      expect(res.json()).toEqual({ message: NUL_MESSAGE, issues: [{ path, message: NUL_MESSAGE }] });
    }
  });

  it('stores an upload whose file name carries control characters, without them', async () => {
    const res = await p.call(
      'POST',
      '/api/creator/uploads?kind=image',
      await p.cookieFor('creator'),
      multipartBody('sun\u0000set\u0007.png', 'image/png', await pngBytes()),
      { 'content-type': MULTIPART_TYPE },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().originalName).toBe('sunset.png');
  });

  it('answers a malformed or overlong path in the error contract, without echoing it', async () => {
    for (const url of ['/api/avatars/%', '/api/%E0%A4%A', '/%', '/media/uploads/%zz']) {
      const res = await p.app.inject(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json(), url).toEqual({ message: 'Malformed URL' });
    }
    const long = await p.app.inject(`/api/avatars/${'7'.repeat(2_000)}`);
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ message: 'URL is too long' });
  });

  it('has no HEAD form of the chat stream (it held the connection open and sent nothing)', async () => {
    const res = await p.app.inject({
      method: 'HEAD',
      url: `/api/chats/${await sharedAvatar(p)}/stream`,
      headers: { cookie: await p.cookieFor('guest') },
    });
    expect(res.statusCode).toBe(404);
  });

  it('applies the session and the cross-site check to every spelling of an /api/ path', async () => {
    const member = await p.cookieFor('member');
    const me = await p.call('GET', '/%61pi/auth/user', member);
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(p.users.member.id);
    const crossSite = await p.call(
      'POST',
      '/%61pi/user-favorites',
      member,
      { avatarId: await sharedAvatar(p) },
      { origin: 'https://evil.example' },
    );
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json()).toEqual({ message: 'Cross-site request refused' });
  });

  it('answers a request line beyond the header limit with a 431 in the contract, on a real socket', async () => {
    await p.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = p.app.server.address() as AddressInfo;
    const raw = await new Promise<string>((resolve) => {
      let text = '';
      const socket = net.connect(port, '127.0.0.1', () =>
        socket.end(`GET /api/avatars?search=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`),
      );
      socket.on('data', (chunk) => {
        text += chunk.toString('latin1');
      });
      socket.on('close', () => resolve(text));
    });
    expect(raw).toMatch(/^HTTP\/1\.1 431 /);
    expect(raw).toMatch(/\r\nContent-Type: application\/json/i);
    expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toEqual({
      message: 'Request headers or URL are too large',
    });
  });
});
