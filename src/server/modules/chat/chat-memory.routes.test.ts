import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatTurn, foldDueSummaries } from '../../test/app-instances.ts';
import { createTestApp, type TestApp, testDialect } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Memory = { id: number; kind: string; value: string }[];
const call = (
  method: 'GET' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  cookie: string,
  payload?: object,
): Promise<LightMyRequestResponse> =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload !== undefined ? { payload } : {}) });

describe(`memory panel edits on ${testDialect}`, () => {
  it('rewrites a fact; the companion knows the new wording', async () => {
    const { cookie } = await chatTurn(t.app, 'My name is Sam.', { avatarId: 2 });
    const [name] = (await call('GET', '/api/chats/2/memory', cookie)).json() as Memory;
    expect(name).toMatchObject({ kind: 'name', value: 'Sam' });

    const edited = await call('PATCH', `/api/chats/2/memory/${name?.id}`, cookie, { value: '  Samira ' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id: name?.id, kind: 'name', value: 'Samira' });
    expect((await call('GET', '/api/chats/2/memory', cookie)).json()).toMatchObject([{ value: 'Samira' }]);
    const { reply } = await chatTurn(t.app, "What's my name?", { avatarId: 2, cookie });
    expect(reply).toContain('Samira');
    expect(reply).not.toMatch(/\bSam\b/);
  });

  it('says clearly what is wrong with an edit, and 404s what is not the visitor’s', async () => {
    const { cookie } = await chatTurn(t.app, 'I love jazz.', { avatarId: 2 });
    const [fact] = (await call('GET', '/api/chats/2/memory', cookie)).json() as Memory;
    const url = `/api/chats/2/memory/${fact?.id}`;
    const cases: [object, string][] = [
      [{ value: '   ' }, 'Memory cannot be empty'],
      [{ value: 'x'.repeat(201) }, 'Memory must be at most 200 characters'],
      [{}, 'Memory is required'],
    ];
    for (const [payload, message] of cases) {
      const res = await call('PATCH', url, cookie, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().issues).toEqual([{ path: 'value', message }]);
    }
    const other = await chatTurn(t.app, 'Hi', { avatarId: 2 });
    const stranger = await call('PATCH', url, other.cookie, { value: 'blues' });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe('Memory entry not found');
    expect((await call('GET', '/api/chats/2/memory', cookie)).json()).toMatchObject([{ value: 'jazz' }]);
  });

  it('shows, rewrites and deletes the rolling summary; deleted turns are not summarised again', async () => {
    const long = (i: number) => `I have sailed ${i} seas with my old boat. ${'Waves everywhere. '.repeat(100)}`;
    let cookie = '';
    for (let i = 1; i <= 6; i++)
      cookie = (await chatTurn(t.app, long(i), { avatarId: 4, ...(cookie ? { cookie } : {}) })).cookie;

    const none = await call('GET', '/api/chats/4/memory/summary', cookie);
    expect(none.json()).toEqual({ summary: null });
    expect((await call('PUT', '/api/chats/4/memory/summary', cookie, { content: 'x' })).json()).toEqual({
      message: 'There is no summary yet',
    });

    expect(await foldDueSummaries(t.app)).toMatchObject({ status: 'done', handled: 1 });
    const written = (await call('GET', '/api/chats/4/memory/summary', cookie)).json();
    expect(written.summary.content).toContain('The user said: "I have sailed 1 seas with my old boat."');

    for (const [payload, message] of [
      [{ content: ' ' }, 'Summary cannot be empty'],
      [{ content: 'y'.repeat(4001) }, 'Summary must be at most 4000 characters'],
    ] as const) {
      const res = await call('PUT', '/api/chats/4/memory/summary', cookie, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().issues).toEqual([{ path: 'content', message }]);
    }
    const rewritten = await call('PUT', '/api/chats/4/memory/summary', cookie, { content: 'They sail a lot.' });
    expect(rewritten.statusCode).toBe(200);
    expect((await call('GET', '/api/chats/4/memory/summary', cookie)).json().summary.content).toBe('They sail a lot.');

    expect((await call('DELETE', '/api/chats/4/memory/summary', cookie)).statusCode).toBe(200);
    expect((await call('GET', '/api/chats/4/memory/summary', cookie)).json()).toEqual({ summary: null });
    expect((await call('DELETE', '/api/chats/4/memory/summary', cookie)).statusCode).toBe(404);
    // A new turn after the deletion: what the deleted summary covered is not folded in again.
    await chatTurn(t.app, 'Still here.', { avatarId: 4, cookie });
    await t.app.jobs.run('fold-chat-summaries', new Date(Date.now() + 120_000));
    expect((await call('GET', '/api/chats/4/memory/summary', cookie)).json()).toEqual({ summary: null });
  });

  it('shows an age and a hobby in the panel, never a question, and the companion answers from them', async () => {
    const first = await chatTurn(t.app, "Hi, my name is Priya. I'm 29 years old and my hobby is rock climbing.", {
      avatarId: 4,
    });
    const cookie = first.cookie;
    const asked = await chatTurn(t.app, 'What do I like doing on weekends?', { avatarId: 4, cookie });
    expect(asked.reply).toMatch(/rock climbing/i);
    expect(asked.reply).not.toMatch(/doing on weekends/);
    await chatTurn(t.app, 'What do I love doing?', { avatarId: 4, cookie });
    const memory = (await call('GET', '/api/chats/4/memory', cookie)).json() as Memory;
    expect(memory.map(({ kind, value }) => ({ kind, value }))).toEqual([
      { kind: 'name', value: 'Priya' },
      { kind: 'age', value: '29' },
      { kind: 'like', value: 'rock climbing' },
    ]);
    expect((await chatTurn(t.app, 'How old am I?', { avatarId: 4, cookie })).reply).toMatch(/\b29\b/);
    expect((await chatTurn(t.app, 'What is my hobby?', { avatarId: 4, cookie })).reply).toMatch(/rock climbing/i);
  });

  it('keeps an age under 18 out of memory: the safety layer answers it, as before', async () => {
    const { cookie, reply } = await chatTurn(t.app, "I'm 15", { avatarId: 3 });
    expect(reply).toMatch(/under 18/);
    expect((await call('GET', '/api/chats/3/memory', cookie)).json()).toEqual([]);
    const age = await chatTurn(t.app, 'How old am I?', { avatarId: 3, cookie });
    expect(age.reply).toMatch(/under 18/);
    expect(age.reply).not.toMatch(/\b15\b/);
  });
});
