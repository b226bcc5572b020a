import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_NOT_JSON_MESSAGE, CARD_WRONG_SPEC_MESSAGE } from '../../../shared/contracts/character-card.ts';
import { PRICE_RANGE_MESSAGE } from '../../../shared/contracts/creator-avatars.ts';
import { createUser, MULTIPART_TYPE, multipartBody, pngBytes, type TestUser } from '../../test/creator-fixtures.ts';
import { createTestApp, type TestApp, testDialect } from '../../test/test-app.ts';

let t: TestApp;
let creator: TestUser;
let other: TestUser;
let member: TestUser;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  [creator, other, member] = await Promise.all([
    createUser(t.ctx, 'creator'),
    createUser(t.ctx, 'creator'),
    createUser(t.ctx, 'user'),
  ]);
});
afterAll(async () => t.close());

const persona = {
  name: 'Mira Vale',
  tagline: 'Night-owl astronomer with terrible puns',
  description: 'Mira maps the sky and your questions.',
  personality: 'curious, warm, teasing',
  scenario: 'A rooftop observatory after midnight.',
  firstMessage: 'Look up! Saturn is out tonight.',
  exampleDialogue: '<START>\n{{user}}: Hi\n{{char}}: Hello, stargazer.',
  category: 'lifestyle',
  monthlyPrice: 1499,
  isVisible: true,
};

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function createAvatar(body: object = persona, user = creator) {
  const res = await call('POST', '/api/creator/avatars', user.cookie, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; mainImage: string | null };
}

function importCard(bytes: Buffer, name = 'card.json', type = 'application/json') {
  return t.app.inject({
    method: 'POST',
    url: '/api/creator/avatars/character-card',
    headers: { cookie: creator.cookie, 'content-type': MULTIPART_TYPE },
    payload: multipartBody(name, type, bytes),
  });
}

describe(`creator avatars on ${testDialect}`, () => {
  it('creates a visible avatar that browse and the public profile show at once', async () => {
    const avatar = await createAvatar();
    const pub = await t.app.inject(`/api/avatars/${avatar.id}`);
    expect(pub.statusCode).toBe(200);
    expect(pub.json()).toMatchObject({ id: avatar.id, name: 'Mira Vale', creatorId: creator.id, monthlyPrice: 1499 });
    const list = await t.app.inject('/api/avatars?limit=50');
    expect(list.json().map((a: { id: number }) => a.id)).toContain(avatar.id);
  });

  it('keeps a hidden avatar out of browse, and lists every own avatar for its creator', async () => {
    const hidden = await createAvatar({ ...persona, name: 'Secret Draft', isVisible: false });
    expect((await t.app.inject(`/api/avatars/${hidden.id}`)).statusCode).toBe(404);
    const mine = await call('GET', '/api/creator/avatars', creator.cookie);
    expect(mine.json().map((a: { name: string }) => a.name)).toEqual(
      expect.arrayContaining(['Secret Draft', 'Mira Vale']),
    );
    const theirs = await call('GET', '/api/creator/avatars', other.cookie);
    expect(theirs.json()).toEqual([]);
  });

  it('sets the main image from an uploaded picture and edits every persona field', async () => {
    const avatar = await createAvatar();
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/creator/uploads?kind=image&purpose=avatar',
      headers: { cookie: creator.cookie, 'content-type': MULTIPART_TYPE },
      payload: multipartBody('face.png', 'image/png', await pngBytes(400, 400)),
    });
    const media = up.json();
    const res = await call('PUT', `/api/creator/avatars/${avatar.id}`, creator.cookie, {
      ...persona,
      name: 'Mira V.',
      scenario: 'A train across the desert.',
      monthlyPrice: 1999,
      mainImageId: media.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Mira V.',
      scenario: 'A train across the desert.',
      mainImage: media.webUrl,
    });
    expect((await t.app.inject(`/api/avatars/${avatar.id}`)).json()).toMatchObject({
      mainImage: media.webUrl,
      monthlyPrice: 1999,
    });
    // Another creator's picture cannot be borrowed.
    const theirs = await call('PUT', `/api/creator/avatars/${avatar.id}`, other.cookie, {
      ...persona,
      mainImageId: media.id,
    });
    expect(theirs.statusCode).toBe(403);
  });

  it('refuses a price outside the platform bounds and an unknown category', async () => {
    for (const monthlyPrice of [0, 498, 10000, 14.5]) {
      const res = await call('POST', '/api/creator/avatars', creator.cookie, { ...persona, monthlyPrice });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(PRICE_RANGE_MESSAGE);
    }
    const res = await call('POST', '/api/creator/avatars', creator.cookie, { ...persona, category: 'poetry' });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([{ path: 'category', message: 'Choose a category from the list' }]);
  });

  it("answers 403 for another creator's avatar on every route, 404 for a missing one", async () => {
    const avatar = await createAvatar();
    for (const [method, url, body] of [
      ['GET', `/api/creator/avatars/${avatar.id}`, undefined],
      ['PUT', `/api/creator/avatars/${avatar.id}`, persona],
      ['DELETE', `/api/creator/avatars/${avatar.id}`, undefined],
      ['GET', `/api/creator/avatars/${avatar.id}/character-card`, undefined],
    ] as const) {
      const res = await call(method, url, other.cookie, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url.replace(String(avatar.id), '999999'), creator.cookie, body)).statusCode).toBe(404);
    }
    expect((await t.app.inject(`/api/avatars/${avatar.id}`)).statusCode).toBe(200);
  });

  it('deletes an own avatar, which leaves browse', async () => {
    const avatar = await createAvatar();
    expect((await call('DELETE', `/api/creator/avatars/${avatar.id}`, creator.cookie)).statusCode).toBe(204);
    expect((await t.app.inject(`/api/avatars/${avatar.id}`)).statusCode).toBe(404);
  });

  it('exports a Character Card V2 file that imports back into the same persona', async () => {
    const avatar = await createAvatar();
    const res = await call('GET', `/api/creator/avatars/${avatar.id}/character-card`, creator.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="mira-vale.card.json"');
    const card = res.json();
    expect(card).toMatchObject({
      spec: 'chara_card_v2',
      spec_version: '2.0',
      data: {
        name: 'Mira Vale',
        first_mes: persona.firstMessage,
        mes_example: persona.exampleDialogue,
        creator: creator.username,
      },
    });
    const back = await importCard(Buffer.from(JSON.stringify(card)));
    expect(back.statusCode, back.body).toBe(200);
    const { category, tags, ...fields } = back.json();
    expect(category).toBe('lifestyle');
    expect(tags).toEqual(['lifestyle']);
    const { category: _c, monthlyPrice: _p, isVisible: _v, ...expected } = persona;
    expect(fields).toEqual(expected);
  });

  it('reads a PNG card (SillyTavern embeds the JSON in a tEXt chunk)', async () => {
    const card = {
      spec: 'chara_card_v2',
      spec_version: '2.0',
      data: { name: 'Png Pal', description: 'd', personality: 'p', scenario: 's', first_mes: 'hi', mes_example: '' },
    };
    const png = await pngBytes(10, 10);
    const text = Buffer.concat([
      Buffer.from('chara\0', 'latin1'),
      Buffer.from(Buffer.from(JSON.stringify(card)).toString('base64'), 'latin1'),
    ]);
    const chunk = Buffer.alloc(12 + text.length);
    chunk.writeUInt32BE(text.length, 0);
    chunk.write('tEXt', 4, 'latin1');
    text.copy(chunk, 8);
    const withCard = Buffer.concat([png.subarray(0, 33), chunk, png.subarray(33)]);
    const res = await importCard(withCard, 'card.png', 'image/png');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Png Pal', firstMessage: 'hi', category: null });
  });

  it('answers 400 with a clear message for a bad Character Card file', async () => {
    const notJson = await importCard(Buffer.from('{"spec": "chara_card_v2", '));
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toEqual({ message: CARD_NOT_JSON_MESSAGE });

    const v1 = await importCard(Buffer.from(JSON.stringify({ name: 'Old', description: 'v1 card' })));
    expect(v1.statusCode).toBe(400);
    expect(v1.json()).toEqual({ message: CARD_WRONG_SPEC_MESSAGE });

    const noName = await importCard(
      Buffer.from(
        JSON.stringify({
          spec: 'chara_card_v2',
          spec_version: '2.0',
          data: { name: '', description: '', personality: '', scenario: '', first_mes: '', mes_example: '' },
        }),
      ),
    );
    expect(noName.statusCode).toBe(400);
    expect(noName.json()).toEqual({ message: 'Invalid Character Card: data.name name is required.' });

    const missing = await importCard(
      Buffer.from(JSON.stringify({ spec: 'chara_card_v2', spec_version: '2.0', data: { name: 'X' } })),
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Invalid Character Card: data.description Required.');

    const plainPng = await importCard(await pngBytes(), 'card.png', 'image/png');
    expect(plainPng.json()).toEqual({ message: 'This PNG has no Character Card in it.' });
  });

  it('keeps members and guests out of every creator avatar route', async () => {
    for (const [method, url] of [
      ['GET', '/api/creator/avatars'],
      ['POST', '/api/creator/avatars'],
      ['GET', '/api/creator/avatars/1'],
      ['PUT', '/api/creator/avatars/1'],
      ['DELETE', '/api/creator/avatars/1'],
      ['GET', '/api/creator/avatars/1/character-card'],
    ] as const) {
      const body = method === 'POST' || method === 'PUT' ? persona : undefined;
      expect((await call(method, url, member.cookie, body)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, '', body)).statusCode, `${method} ${url}`).toBe(401);
    }
    const card = await t.app.inject({
      method: 'POST',
      url: '/api/creator/avatars/character-card',
      headers: { cookie: member.cookie, 'content-type': MULTIPART_TYPE },
      payload: multipartBody('card.json', 'application/json', Buffer.from('{}')),
    });
    expect(card.statusCode).toBe(403);
  });
});
