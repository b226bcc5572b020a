import { MULTIPART_TYPE, multipartBody } from '../test/creator-fixtures.ts';
import { chatAs, chatHistory, chatMemory, createAvatar, unique } from './authz-fixtures.ts';
import { type Cell, check, everyone, type MatrixRow, row } from './authz-matrix.ts';
import type { ProofApp } from './proof-app.ts';

/**
 * The memory panel's edits and chat export/import (issue 15): a member's remembered facts,
 * rolling summary and conversation. Only the owner (`member`) finds them; everyone else
 * gets 404 or their own (empty) conversation, and changes nothing of the member's.
 */

const isOwner = (cell: Cell) => cell.role === 'member';

/** A fresh avatar, the member's conversation with it (one fact), and a summary of it. */
async function memberMemory(p: ProofApp) {
  const avatarId = await createAvatar(p);
  const cookie = await p.cookieFor('member');
  const message = await chatAs(p, cookie, avatarId, `My name is Zed. ${unique('note')}`);
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
  return { avatarId, cookie, message, summary, memoryIds: await chatMemory(p, cookie, avatarId) };
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
  row({
    method: 'GET',
    route: '/api/chats/:avatarId/export',
    scenario: 'each visitor downloads their own conversation',
    expect: everyone(200),
    setup: memberMemory,
    request: (s) => ({ url: `/api/chats/${s.avatarId}/export?format=jsonl` }),
    verify: (s, cell, res) => check(res.body.includes(s.message) === isOwner(cell), 'conversation of another visitor'),
  }),
  row({
    method: 'POST',
    route: '/api/chats/:avatarId/import',
    scenario: 'guests import too; only into their own conversation',
    verifyRefused: true,
    expect: everyone(201),
    setup: async (p) => {
      const s = await memberMemory(p);
      const mes = unique('Imported hello');
      const file = [
        JSON.stringify({ user_name: 'Zed', character_name: 'Matrix', create_date: '', chat_metadata: {} }),
        JSON.stringify({ name: 'Zed', is_user: true, is_system: false, send_date: '', mes }),
      ].join('\n');
      return { ...s, mes, file };
    },
    request: (s) => ({
      url: `/api/chats/${s.avatarId}/import`,
      payload: multipartBody('chat.jsonl', 'application/jsonl', Buffer.from(s.file)),
      headers: { 'content-type': MULTIPART_TYPE },
    }),
    verify: async (s, cell) =>
      check(
        (await chatHistory(cell.p, s.cookie, s.avatarId)).includes(s.mes) === isOwner(cell),
        'the member’s conversation changed wrongly',
      ),
  }),
];
