import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRICE_RANGE_MESSAGE } from '../../../shared/contracts/avatars.ts';
import { CARD_NOT_JSON_MESSAGE, CARD_WRONG_SPEC_MESSAGE } from '../../../shared/contracts/character-card.ts';
import { writePngTextChunks } from '../../lib/png-text-chunks.ts';
import { createUser, MULTIPART_TYPE, multipartBody, pngBytes, type TestUser } from '../../test/creator-fixtures.ts';
import { createTestApp, type TestApp, testDialect } from '../../test/test-app.ts';

let t: TestApp;
let creator: TestUser;
let other: TestUser;
let member: TestUser;
let moderator: TestUser;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  [creator, other, member, moderator] = await Promise.all([
    createUser(t.ctx, 'creator'),
    createUser(t.ctx, 'creator'),
    createUser(t.ctx, 'user'),
    createUser(t.ctx, 'moderator'),
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

  async function uploadPicture(cookie = creator.cookie) {
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/creator/uploads?kind=image&purpose=avatar',
      headers: { cookie, 'content-type': MULTIPART_TYPE },
      payload: multipartBody('face.png', 'image/png', await pngBytes(400, 400)),
    });
    return up.json() as { id: number; webUrl: string };
  }

  it('edits every persona field; a new picture waits for review while the public sees the placeholder', async () => {
    const avatar = await createAvatar();
    const media = await uploadPicture();
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
      mainImage: null,
      mainImageReview: { mediaId: media.id, url: media.webUrl, status: 'pending', reason: null },
      profileImageReview: null,
    });
    const publicView = async () => (await t.app.inject(`/api/avatars/${avatar.id}`)).json();
    expect(await publicView()).toMatchObject({ mainImage: null, profileImage: null, monthlyPrice: 1999 });
    expect((await t.app.inject(media.webUrl)).statusCode).toBe(404);
    // Another creator's picture cannot be borrowed.
    const theirs = await call('PUT', `/api/creator/avatars/${avatar.id}`, other.cookie, {
      ...persona,
      mainImageId: media.id,
    });
    expect(theirs.statusCode).toBe(403);

    // A moderator sees it in the queue and approves it: now it is the public picture.
    const queue = await call('GET', '/api/moderation/avatar-images', moderator.cookie);
    expect(queue.json()).toContainEqual(
      expect.objectContaining({ mediaId: media.id, avatarId: avatar.id, slot: 'main', url: media.webUrl }),
    );
    const approved = await call('POST', `/api/moderation/avatar-images/${media.id}/approve`, moderator.cookie);
    expect(approved.json()).toEqual({ mediaId: media.id, status: 'approved', rejectionReason: null });
    expect(await publicView()).toMatchObject({ mainImage: media.webUrl });
    const served = await t.app.inject(media.webUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=86400');
    expect((await call('GET', `/api/creator/avatars/${avatar.id}`, creator.cookie)).json()).toMatchObject({
      mainImage: media.webUrl,
      mainImageReview: null,
    });
    expect((await call('POST', `/api/moderation/avatar-images/${media.id}/approve`, moderator.cookie)).statusCode).toBe(
      409,
    );
  });

  it('keeps the approved picture public while a replacement waits, and shows a refusal to the creator', async () => {
    const first = await uploadPicture();
    const avatar = await createAvatar({ ...persona, profileImageId: first.id });
    await call('POST', `/api/moderation/avatar-images/${first.id}/approve`, moderator.cookie);
    const second = await uploadPicture();
    const res = await call('PUT', `/api/creator/avatars/${avatar.id}`, creator.cookie, {
      ...persona,
      profileImageId: second.id,
    });
    expect(res.json()).toMatchObject({ profileImage: first.webUrl, profileImageReview: { status: 'pending' } });
    expect((await t.app.inject(`/api/avatars/${avatar.id}`)).json().profileImage).toBe(first.webUrl);

    const short = await call('POST', `/api/moderation/avatar-images/${second.id}/reject`, moderator.cookie, {
      reason: 'no',
    });
    expect(short.statusCode).toBe(400);
    const refused = await call('POST', `/api/moderation/avatar-images/${second.id}/reject`, moderator.cookie, {
      reason: 'Not a portrait',
    });
    expect(refused.json()).toEqual({ mediaId: second.id, status: 'rejected', rejectionReason: 'Not a portrait' });
    expect((await call('GET', `/api/creator/avatars/${avatar.id}`, creator.cookie)).json()).toMatchObject({
      profileImage: first.webUrl,
      profileImageReview: { mediaId: second.id, status: 'rejected', reason: 'Not a portrait' },
    });
    expect((await t.app.inject(second.webUrl)).statusCode).toBe(404);
    // Removing a picture needs no review.
    const removed = await call('PUT', `/api/creator/avatars/${avatar.id}`, creator.cookie, {
      ...persona,
      profileImageId: null,
    });
    expect(removed.json()).toMatchObject({ profileImage: null, profileImageReview: null });
  });

  it('only takes pictures uploaded for avatars', async () => {
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/creator/uploads?kind=image',
      headers: { cookie: creator.cookie, 'content-type': MULTIPART_TYPE },
      payload: multipartBody('post.png', 'image/png', await pngBytes()),
    });
    const res = await call('POST', '/api/creator/avatars', creator.cookie, { ...persona, mainImageId: up.json().id });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Choose an image file');
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

  it('exports a Character Card V3 file that imports back into the same persona', async () => {
    const avatar = await createAvatar();
    const res = await call('GET', `/api/creator/avatars/${avatar.id}/character-card`, creator.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="mira-vale.card.json"');
    const card = res.json();
    expect(card).toMatchObject({
      spec: 'chara_card_v3',
      spec_version: '3.0',
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
    expect(fields).toEqual({ ...expected, interests: [] });
  });

  it('reads a PNG card (SillyTavern embeds the JSON in a tEXt chunk)', async () => {
    const card = {
      spec: 'chara_card_v2',
      spec_version: '2.0',
      data: { name: 'Png Pal', description: 'd', personality: 'p', scenario: 's', first_mes: 'hi', mes_example: '' },
    };
    const withCard = writePngTextChunks(await pngBytes(10, 10), [
      { keyword: 'chara', text: Buffer.from(JSON.stringify(card)).toString('base64') },
    ]);
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
    expect(plainPng.json()).toEqual({
      message: 'This PNG has no Character Card in it (no "chara" or "ccv3" text chunk).',
    });
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
