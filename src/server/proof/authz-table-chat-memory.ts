import { chatAs, chatMemory, createAvatar, unique } from './authz-fixtures.ts';
import { type Cell, check, everyone, type MatrixRow, row } from './authz-matrix.ts';
import type { ProofApp } from './proof-app.ts';

/**
 * The memory panel's edits (issue 15): a member's remembered facts and rolling summary.
 * Only the owner (`member`) finds them; everyone else gets 404 and changes nothing.
 */

const isOwner = (cell: Cell) => cell.role === 'member';

/** A fresh avatar, the member's conversation with it (one fact), and a summary of it. */
async function memberMemory(p: ProofApp) {
  const avatarId = await createAvatar(p);
  const cookie = await p.cookieFor('member');
  await chatAs(p, cookie, avatarId, `My name is Zed. ${unique('note')}`);
  const summary = unique('Zed told about the sea.');
  // The summaries job writes this when a conversation outgrows the prompt; set it up directly.
  await p.ctx.db
    .insertInto('chat_summaries')
    .values({
      avatar_id: avatarId,
      user_id: p.users.member.id,
      session_id: null,
      content: summary,
      covers_up_to: 0,
      due: 0,
      updated_at: new Date().toISOString(),
    })
    .execute();
  return { avatarId, cookie, summary, memoryIds: await chatMemory(p, cookie, avatarId) };
}

async function memberSummary(p: ProofApp, cookie: string, avatarId: number): Promise<string | null> {
  const res = await p.call('GET', `/api/chats/${avatarId}/memory/summary`, cookie);
  return (res.json() as { summary: { content: string } | null }).summary?.content ?? null;
}

async function memberFacts(p: ProofApp, cookie: string, avatarId: number): Promise<string[]> {
  const res = await p.call('GET', `/api/chats/${avatarId}/memory`, cookie);
  return (res.json() as { value: string }[]).map((m) => m.value);
}

export const CHAT_MEMORY_ROWS: MatrixRow[] = [
  row({
    method: 'PATCH',
    route: '/api/chats/:avatarId/memory/:memoryId',
    verifyRefused: true,
    expect: { ...everyone(404), member: 200 },
    setup: async (p) => ({ ...(await memberMemory(p)), value: unique('Zedd') }),
    request: (s) => ({ url: `/api/chats/${s.avatarId}/memory/${s.memoryIds[0]}`, payload: { value: s.value } }),
    verify: async (s, cell) =>
      check(
        (await memberFacts(cell.p, s.cookie, s.avatarId)).includes(s.value) === isOwner(cell),
        'the member’s memory entry changed wrongly',
      ),
  }),
  row({
    method: 'GET',
    route: '/api/chats/:avatarId/memory/summary',
    expect: everyone(200),
    setup: memberMemory,
    request: (s) => ({ url: `/api/chats/${s.avatarId}/memory/summary` }),
    verify: (s, cell, res) =>
      check((res.json().summary?.content === s.summary) === isOwner(cell), 'summary of another visitor'),
  }),
  row({
    method: 'PUT',
    route: '/api/chats/:avatarId/memory/summary',
    verifyRefused: true,
    expect: { ...everyone(404), member: 200 },
    setup: async (p) => ({ ...(await memberMemory(p)), rewritten: unique('Zed loves the sea.') }),
    request: (s) => ({ url: `/api/chats/${s.avatarId}/memory/summary`, payload: { content: s.rewritten } }),
    verify: async (s, cell) =>
      check(
        ((await memberSummary(cell.p, s.cookie, s.avatarId)) === s.rewritten) === isOwner(cell),
        'the member’s summary changed wrongly',
      ),
  }),
  row({
    method: 'DELETE',
    route: '/api/chats/:avatarId/memory/summary',
    verifyRefused: true,
    expect: { ...everyone(404), member: 200 },
    setup: memberMemory,
    request: (s) => ({ url: `/api/chats/${s.avatarId}/memory/summary` }),
    verify: async (s, cell) =>
      check(
        ((await memberSummary(cell.p, s.cookie, s.avatarId)) === null) === isOwner(cell),
        'the member’s summary changed wrongly',
      ),
  }),
];
