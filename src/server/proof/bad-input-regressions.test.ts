import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NUL_MESSAGE } from '../lib/validator-compiler.ts';
import { MULTIPART_TYPE, multipartBody, pngBytes } from '../test/creator-fixtures.ts';
import { testDialect } from '../test/test-app.ts';
import { avatarBody, lifeContentBody, postImage, sharedAvatar } from './authz-fixtures.ts';
import { createProofApp, type ProofApp } from './proof-app.ts';
import { rawExchange } from './sockets.ts';

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
    const res = await postImage(p, { fileName: 'sun\u0000set\u0007.png' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().originalName).toBe('sunset.png');
  });

  it('refuses ids beyond an integer column in JSON bodies with a 400 (PostgreSQL answered 500)', async () => {
    const creator = await p.cookieFor('creator');
    const avatarId = await sharedAvatar(p);
    const huge = 2 ** 31;
    const avatar = { ...avatarBody('Big Ids'), mainImageId: huge };
    const content = lifeContentBody(avatarId);
    const cases = [
      ['PUT', `/api/creator/avatars/${avatarId}`, avatar, 'mainImageId'],
      ['POST', '/api/creator/avatars', { ...avatarBody('Big Ids'), profileImageId: huge }, 'profileImageId'],
      ['POST', '/api/creator/content', { ...content, avatarId: huge }, 'avatarId'],
      ['POST', '/api/creator/content', { ...content, mediaIds: [huge] }, 'mediaIds.0'],
    ] as const;
    for (const [method, url, payload, path] of cases) {
      const res = await p.call(method, url, creator, payload);
      expect(res.statusCode, `${method} ${url} ${path}`).toBe(400);
      expect(res.json().issues).toEqual([{ path, message: 'Id is out of range' }]);
    }
  });

  it('answers a malformed multipart body with a 400, on both multipart routes', async () => {
    const creator = await p.cookieFor('creator');
    const cut = multipartBody('a.png', 'image/png', await pngBytes()).subarray(0, 200);
    for (const url of ['/api/creator/uploads?kind=image', '/api/creator/avatars/character-card']) {
      for (const [type, body] of [
        ['multipart/form-data', 'null'],
        ['multipart/form-data; boundary=', 'null'],
        [MULTIPART_TYPE, cut],
      ] as const) {
        const res = await p.call('POST', url, creator, body, { 'content-type': type });
        expect(res.statusCode, `${url} ${type}`).toBe(400);
        expect(res.json()).toEqual({ message: 'Malformed multipart body' });
      }
    }
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

  it('answers what the HTTP parser refuses in the contract, once, on a real socket', async () => {
    await p.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = p.app.server.address() as AddressInfo;
    const exchange = async (request: string) => (await rawExchange(port, request)).toString('latin1');
    const tooLong = await exchange(`GET /api/avatars?search=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(tooLong).toMatch(/^HTTP\/1\.1 431 /);
    expect(tooLong).toMatch(/\r\nContent-Type: application\/json/i);
    expect(JSON.parse(tooLong.slice(tooLong.indexOf('\r\n\r\n') + 4))).toEqual({
      message: 'Request headers or URL are too large',
    });
    // Bytes after a request that said Connection: close, once its answer has begun: that
    // answer stands alone (a second one would be read as the answer to something else).
    const trailing = await exchange(
      `DELETE /api/chats/${'9'.repeat(200)}/stream HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\nnull`,
    );
    expect(trailing.match(/HTTP\/1\.1 \d{3}/g)).toEqual(['HTTP/1.1 414']);
  });
});
