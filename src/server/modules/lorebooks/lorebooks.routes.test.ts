import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  emptyLorebook,
  type Lorebook,
  type LorebookEntry,
  newLorebookEntry,
} from '../../../shared/contracts/lorebooks.ts';
import { chatTurn } from '../../test/app-instances.ts';
import { createUser, type TestUser } from '../../test/creator-fixtures.ts';
import { type FakeLlmServer, startFakeLlmServer } from '../../test/fake-llm-server.ts';
import { createTestApp, type TestApp, testDialect } from '../../test/test-app.ts';

// Lorebooks (issue 15): the creator edits one per avatar, tests a message against it, and
// the entries the recent turns fire reach the model's prompt and the offline engine.
let t: TestApp;
let llmApp: TestApp;
let llm: FakeLlmServer;
let creator: TestUser;
let other: TestUser;

beforeAll(async () => {
  llm = await startFakeLlmServer();
  [t, llmApp] = await Promise.all([
    createTestApp({ seed: false }),
    createTestApp({ seed: false, env: { LLM_BASE_URL: llm.baseUrl, LLM_MODEL: 'test-model' } }),
  ]);
  [creator, other] = await Promise.all([createUser(t.ctx, 'creator'), createUser(t.ctx, 'creator')]);
});
afterAll(async () => {
  await Promise.all([t.close(), llmApp.close()]);
  await llm.close();
});

const persona = {
  name: 'Ilse Brandt',
  tagline: 'Keeper of the Silver Tower',
  description: 'Ilse keeps the lighthouse on the northern cape.',
  personality: 'calm, exact',
  scenario: 'A stormy night in the lamp room.',
  firstMessage: 'Come in out of the rain.',
  exampleDialogue: '',
  category: 'travel',
  monthlyPrice: 1299,
  isVisible: true,
};
const TOWER_LORE = 'The Silver Tower was built in 1820 from stones of a sunken ship.';
const entry = (over: Partial<LorebookEntry>): LorebookEntry => ({ ...newLorebookEntry(), ...over });
const lorebook: Lorebook = {
  ...emptyLorebook(),
  name: 'Cape lore',
  scanDepth: 2,
  tokenBudget: 300,
  extensions: { other_tool: { kept: true } },
  entries: [
    entry({ name: 'Tower', keys: ['Silver Tower', 'tower'], content: TOWER_LORE, extensions: { depth: 4 } }),
    entry({ name: 'Rule', constant: true, content: 'Ilse never leaves the lamp unattended.', insertionOrder: 1 }),
    entry({ name: 'Ghost', keys: ['ghost'], content: 'A ghost is said to climb the stairs at midnight.' }),
  ],
};

function call(app: TestApp, method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) {
  return app.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
}

async function avatarWithLore(app: TestApp, user: TestUser): Promise<number> {
  const made = await call(app, 'POST', '/api/creator/avatars', user.cookie, persona);
  expect(made.statusCode, made.body).toBe(201);
  const id = made.json().id as number;
  const saved = await call(app, 'PUT', `/api/creator/avatars/${id}/lorebook`, user.cookie, lorebook);
  expect(saved.statusCode, saved.body).toBe(200);
  return id;
}

describe(`lorebooks on ${testDialect}`, () => {
  it('answers an empty book with default settings, then the book as saved, entries in order', async () => {
    const made = await call(t, 'POST', '/api/creator/avatars', creator.cookie, persona);
    const id = made.json().id as number;
    const empty = await call(t, 'GET', `/api/creator/avatars/${id}/lorebook`, creator.cookie);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual(emptyLorebook());
    const put = await call(t, 'PUT', `/api/creator/avatars/${id}/lorebook`, creator.cookie, lorebook);
    expect(put.json()).toEqual(lorebook);
    const again = await call(t, 'GET', `/api/creator/avatars/${id}/lorebook`, creator.cookie);
    expect(again.json()).toEqual(lorebook);
    const fewer = { ...lorebook, entries: [lorebook.entries[2]] };
    const replaced = await call(t, 'PUT', `/api/creator/avatars/${id}/lorebook`, creator.cookie, fewer);
    expect(replaced.json().entries.map((e: LorebookEntry) => e.name)).toEqual(['Ghost']);
  });

  it('keeps another creator out of the book, and refuses bad entries naming the field', async () => {
    const id = await avatarWithLore(t, creator);
    expect((await call(t, 'GET', `/api/creator/avatars/${id}/lorebook`, other.cookie)).statusCode).toBe(403);
    const write = await call(t, 'PUT', `/api/creator/avatars/${id}/lorebook`, other.cookie, emptyLorebook());
    expect(write.statusCode).toBe(403);
    expect((await call(t, 'GET', `/api/creator/avatars/${id}/lorebook`, creator.cookie)).json().entries).toHaveLength(
      3,
    );
    expect((await call(t, 'GET', '/api/creator/avatars/999999/lorebook', creator.cookie)).statusCode).toBe(404);
    const bad = await call(t, 'PUT', `/api/creator/avatars/${id}/lorebook`, creator.cookie, {
      ...lorebook,
      entries: [entry({ content: 'x'.repeat(4001) })],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toEqual([
      { path: 'entries.0.content', message: 'Content must be at most 4000 characters' },
    ]);
  });

  it('saves a full book (over the default JSON body limit), and refuses one entry more', async () => {
    const made = await call(t, 'POST', '/api/creator/avatars', creator.cookie, persona);
    const url = `/api/creator/avatars/${made.json().id}/lorebook`;
    const full = {
      ...emptyLorebook(),
      entries: Array.from({ length: 200 }, (_, i) =>
        entry({
          name: `Entry ${i}`,
          keys: Array.from({ length: 30 }, (_, k) => `key-${i}-${k}-${'k'.repeat(80)}`),
          content: 'c'.repeat(4000),
        }),
      ),
    };
    expect(JSON.stringify(full).length).toBeGreaterThan(1024 * 1024);
    const saved = await call(t, 'PUT', url, creator.cookie, full);
    expect(saved.statusCode, saved.body.slice(0, 200)).toBe(200);
    expect(saved.json().entries).toHaveLength(200);
    const over = await call(t, 'PUT', url, creator.cookie, { ...full, entries: [...full.entries, entry({})] });
    expect(over.statusCode).toBe(400);
    expect(over.json().issues).toEqual([{ path: 'entries', message: 'List at most 200 entries' }]);
  });

  it('tests a message against the saved book or the one being edited', async () => {
    const id = await avatarWithLore(t, creator);
    const url = `/api/creator/avatars/${id}/lorebook/test`;
    const saved = await call(t, 'POST', url, creator.cookie, { message: 'Who built the silver tower?' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().fired.map((f: { name: string }) => f.name)).toEqual(['Rule', 'Tower']);
    expect(saved.json().fired[1]).toMatchObject({ index: 0, reason: 'key', key: 'Silver Tower' });
    expect(saved.json().tokenBudget).toBe(300);
    const draft = {
      ...lorebook,
      entries: [entry({ name: 'Draft', keys: ['storm'], content: 'Storms come in autumn.' })],
    };
    const edited = await call(t, 'POST', url, creator.cookie, { message: 'What a storm!', lorebook: draft });
    expect(edited.json().fired.map((f: { name: string }) => f.name)).toEqual(['Draft']);
    expect((await call(t, 'POST', url, other.cookie, { message: 'tower' })).statusCode).toBe(403);
  });

  it('lets the offline engine answer a question about an entry from its content', async () => {
    const id = await avatarWithLore(t, creator);
    const turn = await chatTurn(t.app, 'What do you know about the Silver Tower?', { avatarId: id });
    expect(turn.reply).toContain(TOWER_LORE);
    const unrelated = await chatTurn(t.app, 'How was your day?', { avatarId: id, cookie: turn.cookie });
    expect(unrelated.reply).not.toContain('sunken ship');
  });

  it('puts the fired entries into the model prompt, within the scan depth', async () => {
    const id = await avatarWithLore(llmApp, await createUser(llmApp.ctx, 'creator'));
    llm.reset();
    llm.answer({ kind: 'stream', chunks: ['It is old and proud.'] });
    const first = await chatTurn(llmApp.app, 'Tell me about the tower.', { avatarId: id });
    const prompt = (i: number) => llm.requests[i]?.body.messages?.[0]?.content ?? '';
    expect(prompt(0)).toContain(TOWER_LORE);
    expect(prompt(0)).toContain('Ilse never leaves the lamp unattended.');
    expect(prompt(0)).not.toContain('ghost');
    // Two turns later the tower is out of the scan depth (2); the constant entry stays.
    await chatTurn(llmApp.app, 'Nice weather.', { avatarId: id, cookie: first.cookie });
    expect(prompt(1)).not.toContain(TOWER_LORE);
    expect(prompt(1)).toContain('Ilse never leaves the lamp unattended.');
  });
});
