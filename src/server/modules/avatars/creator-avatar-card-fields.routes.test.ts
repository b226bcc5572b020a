import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../test/creator-fixtures.ts';
import { createTestApp, type TestApp, testDialect } from '../../test/test-app.ts';
import { getAvatarGreetings } from './avatar-persona.service.ts';

// The Character Card fields an avatar keeps (issue 15): alternate greetings, instructions,
// notes, tags, creator, version. Creators set them; leaving one out keeps it.
let t: TestApp;
let creator: TestUser;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  creator = await createUser(t.ctx, 'creator');
});
afterAll(async () => t.close());

const persona = {
  name: 'Oda Lind',
  tagline: 'Ferry captain of the northern fjords',
  description: 'Oda has crossed the same fjord ten thousand times.',
  personality: 'dry, patient',
  scenario: 'The morning ferry.',
  firstMessage: 'Mind the gap between boat and pier.',
  exampleDialogue: '',
  category: 'travel',
  monthlyPrice: 1299,
  isVisible: true,
};
const cardFields = {
  alternateGreetings: ['Fog again. Coffee?', 'You made the last crossing!'],
  systemPrompt: 'Speak like a sailor.',
  postHistoryInstructions: 'Stay brief.',
  creatorNotes: 'Best with travel talk.',
  tags: ['sea', 'norway'],
  creator: 'Tove',
  characterVersion: '1.2',
};

function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: { cookie: creator.cookie }, ...(payload ? { payload } : {}) });
}

describe(`Character Card fields of an avatar, on ${testDialect}`, () => {
  it('stores them, answers them to the creator, keeps them when an edit leaves them out', async () => {
    const made = await call('POST', '/api/creator/avatars', { ...persona, ...cardFields });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ ...cardFields, extensions: {} });
    const id = made.json().id as number;
    const edited = await call('PUT', `/api/creator/avatars/${id}`, { ...persona, tagline: 'Captain, retired' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ ...cardFields, tagline: 'Captain, retired' });
    const cleared = await call('PUT', `/api/creator/avatars/${id}`, { ...persona, alternateGreetings: [], tags: [] });
    expect(cleared.json()).toMatchObject({ alternateGreetings: [], tags: [], systemPrompt: 'Speak like a sailor.' });
  });

  it('answers the greetings first message first, the empty ones left out', async () => {
    const made = await call('POST', '/api/creator/avatars', {
      ...persona,
      alternateGreetings: ['Second', '  ', 'Third'],
    });
    expect(await getAvatarGreetings(t.ctx, made.json().id)).toEqual([persona.firstMessage, 'Second', 'Third']);
    const silent = await call('POST', '/api/creator/avatars', { ...persona, firstMessage: '', alternateGreetings: [] });
    expect(await getAvatarGreetings(t.ctx, silent.json().id)).toEqual([]);
    await expect(getAvatarGreetings(t.ctx, 999_999)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses fields over their limits with the field named', async () => {
    const res = await call('POST', '/api/creator/avatars', {
      ...persona,
      alternateGreetings: ['x'.repeat(2001)],
      systemPrompt: 'y'.repeat(8001),
    });
    expect(res.statusCode).toBe(400);
    const paths = (res.json().issues as { path: string }[]).map((i) => i.path);
    expect(paths).toEqual(expect.arrayContaining(['alternateGreetings.0', 'systemPrompt']));
  });

  it('does not show them on the public profile', async () => {
    const made = await call('POST', '/api/creator/avatars', { ...persona, ...cardFields });
    const pub = await t.app.inject(`/api/avatars/${made.json().id}`);
    expect(pub.statusCode).toBe(200);
    expect(pub.json()).not.toHaveProperty('systemPrompt');
    expect(pub.json()).not.toHaveProperty('alternateGreetings');
  });
});
