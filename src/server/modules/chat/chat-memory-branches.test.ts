import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMemoryEntry, ChatMessage } from '../../../shared/contracts/chats.ts';
import { chatTurn, waitFor } from '../../test/app-instances.ts';
import { readHistory } from '../../test/chat-history.ts';
import { createTestApp, type TestApp, testDialect } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_MULTIPLIER: '1000' } });
});
afterAll(async () => t.close());

/** Each test talks to its own avatar as its own guest. */
const entries = async (avatarId: number, cookie: string) =>
  (await t.app.inject({ url: `/api/chats/${avatarId}/memory`, headers: { cookie } })).json() as ChatMemoryEntry[];
const facts = async (avatarId: number, cookie: string) =>
  (await entries(avatarId, cookie)).map(({ kind, value }) => ({ kind, value }));
const userMessage = (history: { id: number; role: string; content: string }[], content: string) =>
  history.find((m) => m.role === 'user' && m.content === content) as ChatMessage;

/** Edits a visitor message and waits for the reply to the edit. */
async function edit(avatarId: number, cookie: string, messageId: number, message: string): Promise<ChatMessage[]> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/chats/${avatarId}/messages/${messageId}/edit`,
    headers: { cookie },
    payload: { message },
  });
  expect(res.statusCode, res.body).toBe(201);
  const sent = res.json().message.id as number;
  return waitFor(async () => {
    const h = await readHistory(t.app, avatarId, cookie);
    return h.at(-1)?.role === 'assistant' && (h.at(-1)?.id ?? 0) > sent ? h : undefined;
  });
}

async function choose(avatarId: number, cookie: string, messageId: number): Promise<ChatMessage[]> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/chats/${avatarId}/messages/${messageId}/choose`,
    headers: { cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The source message of each stored fact, as kept in the table. */
async function sources(avatarId: number, cookie: string): Promise<(number | null)[]> {
  const ids = (await entries(avatarId, cookie)).map((e) => e.id);
  const rows = await t.ctx.db
    .selectFrom('chat_memories')
    .select(['id', 'message_id'])
    .where('id', 'in', ids.length > 0 ? ids : [-1])
    .orderBy('id')
    .execute();
  return rows.map((r) => r.message_id);
}

describe(`what is remembered follows the chosen branch, on ${testDialect}`, () => {
  it('an edit takes what the edited message told with it, and the old branch brings it back', async () => {
    const { cookie } = await chatTurn(t.app, 'My name is Sam.', { avatarId: 2 });
    const { history } = await chatTurn(t.app, 'I love jazz.', { avatarId: 2, cookie });
    const original = userMessage(history, 'My name is Sam.');
    expect(await facts(2, cookie)).toEqual([
      { kind: 'name', value: 'Sam' },
      { kind: 'like', value: 'jazz' },
    ]);
    // Each fact is kept with the message that told it.
    expect(await sources(2, cookie)).toEqual([original.id, userMessage(history, 'I love jazz.').id]);

    const edited = await edit(2, cookie, original.id, 'My name is Alex.');
    // The jazz was told below the edited message: that branch is no longer the path.
    expect(await facts(2, cookie)).toEqual([{ kind: 'name', value: 'Alex' }]);
    expect(await sources(2, cookie)).toEqual([userMessage(edited, 'My name is Alex.').id]);
    const asked = await chatTurn(t.app, "What's my name?", { avatarId: 2, cookie });
    expect(asked.reply).toContain('Alex');
    expect(asked.reply).not.toMatch(/\bSam\b/);

    // ← back to the message as first written: its branch, and what it told, again.
    await choose(2, cookie, original.id);
    expect(await facts(2, cookie)).toEqual([
      { kind: 'name', value: 'Sam' },
      { kind: 'like', value: 'jazz' },
    ]);
    const again = await chatTurn(t.app, "What's my name?", { avatarId: 2, cookie });
    expect(again.reply).toContain('Sam');
    expect(again.reply).not.toMatch(/\bAlex\b/);
    // → to the edit: Alex, as that branch left it.
    await choose(2, cookie, userMessage(edited, 'My name is Alex.').id);
    expect(await facts(2, cookie)).toEqual([{ kind: 'name', value: 'Alex' }]);
  });

  it('a correction edited away gives back what it had replaced', async () => {
    const { cookie } = await chatTurn(t.app, 'My name is Sam and I live in Porto.', { avatarId: 3 });
    const { history } = await chatTurn(t.app, 'Actually, call me Max. I moved to Lisbon.', { avatarId: 3, cookie });
    expect(await facts(3, cookie)).toEqual([
      { kind: 'name', value: 'Max' },
      { kind: 'place', value: 'Lisbon' },
    ]);
    const before = await entries(3, cookie);
    await edit(3, cookie, userMessage(history, 'Actually, call me Max. I moved to Lisbon.').id, 'Nice weather today.');
    expect(await facts(3, cookie)).toEqual([
      { kind: 'name', value: 'Sam' },
      { kind: 'place', value: 'Porto' },
    ]);
    // Told when the first message was sent, as the live path kept them.
    const first = userMessage(history, 'My name is Sam and I live in Porto.');
    for (const entry of await entries(3, cookie)) expect(entry.updatedAt).toBe(first.createdAt);
    expect((await entries(3, cookie)).map((e) => e.id)).not.toEqual(before.map((e) => e.id));
  });

  it('deleting the last exchange forgets what its message told', async () => {
    const { cookie } = await chatTurn(t.app, 'I live in Porto.', { avatarId: 4 });
    await chatTurn(t.app, 'I moved to Lisbon and I love fado.', { avatarId: 4, cookie });
    expect(await facts(4, cookie)).toEqual([
      { kind: 'place', value: 'Lisbon' },
      { kind: 'like', value: 'fado' },
    ]);
    const deleted = await t.app.inject({ method: 'DELETE', url: '/api/chats/4/last-exchange', headers: { cookie } });
    expect(deleted.statusCode).toBe(200);
    expect(await facts(4, cookie)).toEqual([{ kind: 'place', value: 'Porto' }]);
    // Small talk deleted changes nothing, and keeps the rows as they were.
    const kept = await entries(4, cookie);
    await chatTurn(t.app, 'Tell me about your day.', { avatarId: 4, cookie });
    await t.app.inject({ method: 'DELETE', url: '/api/chats/4/last-exchange', headers: { cookie } });
    expect(await entries(4, cookie)).toEqual(kept);
  });

  it('keeps what the visitor rewrote by hand, and never brings back what they asked to forget', async () => {
    const { cookie } = await chatTurn(t.app, 'My name is Sam.', { avatarId: 5 });
    await chatTurn(t.app, 'I love jazz.', { avatarId: 5, cookie });
    const { history } = await chatTurn(t.app, 'I love tea.', { avatarId: 5, cookie });
    const [name, jazz] = await entries(5, cookie);
    const call = (method: 'PATCH' | 'DELETE', id: number | undefined, payload?: object) =>
      t.app.inject({
        method,
        url: `/api/chats/5/memory/${id}`,
        headers: { cookie },
        ...(payload ? { payload } : {}),
      });
    expect((await call('PATCH', name?.id, { value: 'Samira' })).statusCode).toBe(200);
    expect((await call('DELETE', jazz?.id)).statusCode).toBe(200);

    await edit(5, cookie, userMessage(history, 'I love tea.').id, 'I love rain.');
    const after = await entries(5, cookie);
    expect(after.map(({ kind, value }) => ({ kind, value }))).toEqual([
      { kind: 'name', value: 'Samira' },
      { kind: 'like', value: 'rain' },
    ]);
    // The rewritten fact is the same entry, untouched.
    expect(after[0]).toEqual({ ...name, value: 'Samira', updatedAt: after[0]?.updatedAt });
    // Said again after it was forgotten, it is known again.
    await chatTurn(t.app, 'I love jazz, still.', { avatarId: 5, cookie });
    expect(await facts(5, cookie)).toContainEqual({ kind: 'like', value: 'jazz' });
  });

  it('brings nothing back that the visitor had all forgotten when they move to another branch', async () => {
    const { cookie } = await chatTurn(t.app, 'My name is Sam.', { avatarId: 7 });
    const { history } = await chatTurn(t.app, 'I love jazz.', { avatarId: 7, cookie });
    const jazz = userMessage(history, 'I love jazz.');
    await edit(7, cookie, jazz.id, 'I love tea.');
    expect(await facts(7, cookie)).toEqual([
      { kind: 'name', value: 'Sam' },
      { kind: 'like', value: 'tea' },
    ]);
    const cleared = await t.app.inject({ method: 'DELETE', url: '/api/chats/7/memory', headers: { cookie } });
    expect(cleared.statusCode).toBe(200);
    await choose(7, cookie, jazz.id);
    expect(await facts(7, cookie)).toEqual([]);
    // Nor does a correction edited away give back the fact it had replaced.
    const { history: later } = await chatTurn(t.app, 'Actually, call me Max.', { avatarId: 7, cookie });
    await t.app.inject({ method: 'DELETE', url: '/api/chats/7/memory', headers: { cookie } });
    await edit(7, cookie, userMessage(later, 'Actually, call me Max.').id, 'Hello again.');
    expect(await facts(7, cookie)).toEqual([]);
    // What is told after the forgetting is known again.
    await chatTurn(t.app, 'I love rain.', { avatarId: 7, cookie });
    expect(await facts(7, cookie)).toEqual([{ kind: 'like', value: 'rain' }]);
  });

  it('swiping between replies leaves the memory as it is', async () => {
    const { cookie } = await chatTurn(t.app, 'My name is Sam and I love jazz.', { avatarId: 6 });
    const before = await entries(6, cookie);
    const regenerated = await t.app.inject({ method: 'POST', url: '/api/chats/6/regenerate', headers: { cookie } });
    expect(regenerated.statusCode).toBe(202);
    const shown = await waitFor(async () => {
      const h = await readHistory(t.app, 6, cookie);
      return h.at(-1)?.role === 'assistant' && h.at(-1)?.siblings?.length === 2 ? h : undefined;
    });
    await choose(6, cookie, shown.at(-1)?.siblings?.[0] as number);
    expect(await entries(6, cookie)).toEqual(before);
  });
});
