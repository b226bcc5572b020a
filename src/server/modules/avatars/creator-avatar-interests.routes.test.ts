import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, MULTIPART_TYPE, multipartBody, type TestUser } from '../../test/creator-fixtures.ts';
import { createTestApp, type TestApp, testDialect } from '../../test/test-app.ts';
import { getAvatarPersona } from './avatar-persona.service.ts';

// Interests were on the profile and the persona but nowhere a creator could set them
// (issue 20): avatars made in the portal always had none.
let t: TestApp;
let creator: TestUser;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  creator = await createUser(t.ctx, 'creator');
});
afterAll(async () => t.close());

const persona = {
  name: 'Ines Amaral',
  tagline: 'Lisbon tram driver who knows every shortcut',
  description: 'Ines drives the 28 and collects stories.',
  personality: 'chatty, warm',
  scenario: 'The last tram of the night.',
  firstMessage: 'Hold on, this curve is famous.',
  exampleDialogue: '',
  category: 'travel',
  monthlyPrice: 1299,
  isVisible: true,
};

function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: { cookie: creator.cookie }, ...(payload ? { payload } : {}) });
}

async function create(body: object) {
  const res = await call('POST', '/api/creator/avatars', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; interests: string[] };
}

describe(`interests a creator sets, on ${testDialect}`, () => {
  it('reach the creator view, the public profile and the persona the chat engines answer from', async () => {
    const avatar = await create({ ...persona, interests: [' Fado ', 'pastel de nata', 'azulejos'] });
    expect(avatar.interests).toEqual(['Fado', 'pastel de nata', 'azulejos']);
    const profile = (await t.app.inject(`/api/avatars/${avatar.id}`)).json();
    expect(profile.interests).toEqual(['Fado', 'pastel de nata', 'azulejos']);
    expect((await getAvatarPersona(t.ctx, avatar.id)).interests).toEqual(['Fado', 'pastel de nata', 'azulejos']);
    const mine = (await call('GET', '/api/creator/avatars')).json() as { id: number; interests: string[] }[];
    expect(mine.find((a) => a.id === avatar.id)?.interests).toEqual(['Fado', 'pastel de nata', 'azulejos']);
  });

  it('are kept when an edit leaves them out, replaced when it sends a list, cleared by an empty one', async () => {
    const avatar = await create({ ...persona, interests: ['trams'] });
    const url = `/api/creator/avatars/${avatar.id}`;
    expect((await call('PUT', url, { ...persona, tagline: 'New line' })).json().interests).toEqual(['trams']);
    expect((await call('PUT', url, { ...persona, interests: ['hills', 'sardines'] })).json().interests).toEqual([
      'hills',
      'sardines',
    ]);
    expect((await call('PUT', url, { ...persona, interests: [] })).json().interests).toEqual([]);
    // None of its own: the profile answers an empty list (the page shows the spec's fixed list).
    expect((await t.app.inject(`/api/avatars/${avatar.id}`)).json().interests).toEqual([]);
    // Made without any: none, as before.
    expect((await create(persona)).interests).toEqual([]);
  });

  it('refuses a list that is too long, repeats itself, or holds an empty or over-long interest', async () => {
    const cases: [unknown, string][] = [
      [['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'], 'List at most 8 interests'],
      [['Music', 'music'], 'Each interest can be listed once'],
      [['ok', '   '], 'An interest cannot be empty'],
      [['x'.repeat(41)], 'Each interest must be at most 40 characters'],
      ['Music', 'Expected array, received string'],
    ];
    for (const [interests, message] of cases) {
      const res = await call('POST', '/api/creator/avatars', { ...persona, interests });
      expect(res.statusCode, JSON.stringify(interests)).toBe(400);
      expect(res.json().issues?.[0]?.message).toBe(message);
      expect(res.json().issues?.[0]?.path).toMatch(/^interests/);
    }
  });

  it('travel as Character Card tags: exported after the category, imported back exactly', async () => {
    const avatar = await create({ ...persona, interests: ['Fado', 'Travel', 'miradouros'] });
    const card = (await call('GET', `/api/creator/avatars/${avatar.id}/character-card`)).json();
    expect(card.data.tags).toEqual(['travel', 'Fado', 'miradouros']);
    expect(card.data.extensions.companions.interests).toEqual(['Fado', 'Travel', 'miradouros']);
    const back = await importCard(card);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ category: 'travel', interests: ['Fado', 'Travel', 'miradouros'] });
  });

  it("offers a foreign card's tags, less its category, as interests (at most 8, each once)", async () => {
    const tags = ['Jazz', 'music', 'jazz', ' vinyl ', 'x'.repeat(40), 'a', 'b', 'c', 'd', 'e', 'f'];
    const card = {
      spec: 'chara_card_v2',
      spec_version: '2.0',
      data: { name: 'Dee', description: '', personality: '', scenario: '', first_mes: '', mes_example: '', tags },
    };
    const res = await importCard(card);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      category: 'music',
      interests: ['Jazz', 'vinyl', 'x'.repeat(40), 'a', 'b', 'c', 'd', 'e'],
    });
  });
});

function importCard(card: object) {
  return t.app.inject({
    method: 'POST',
    url: '/api/creator/avatars/character-card',
    headers: { cookie: creator.cookie, 'content-type': MULTIPART_TYPE },
    payload: multipartBody('card.json', 'application/json', Buffer.from(JSON.stringify(card))),
  });
}
