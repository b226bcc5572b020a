import { waitFor } from '../test/app-instances.ts';
import { chatAs, createAvatar, unique } from './authz-fixtures.ts';
import { type Cell, check, everyone, type MatrixRow, row } from './authz-matrix.ts';
import type { ProofApp } from './proof-app.ts';

/**
 * The conversation tree (regenerate, choose, edit, delete the last exchange, stop, rate):
 * only the conversation's owner (`member`) acts on it; everyone else finds nothing.
 */

const isOwner = (cell: Cell) => cell.role === 'member';

interface Turn {
  id: number;
  role: string;
  content: string;
  parentId: number | null;
  rating: number | null;
}

async function turns(p: ProofApp, cookie: string, avatarId: number): Promise<Turn[]> {
  return (await p.call('GET', `/api/chats/${avatarId}`, cookie)).json() as Turn[];
}

/** The member's conversation with a fresh avatar (opened by its greeting), its first reply written. */
async function answeredConversation(p: ProofApp) {
  const avatarId = await createAvatar(p);
  const cookie = await p.cookieFor('member');
  const message = await chatAs(p, cookie, avatarId, unique('Hello'));
  const history = await waitFor(async () => {
    const h = await turns(p, cookie, avatarId);
    return h.some((m) => m.role === 'assistant' && m.parentId !== null) ? h : undefined;
  }, 15_000);
  const asked = history.find((m) => m.role === 'user') as Turn;
  const answered = history.find((m) => m.parentId === asked.id) as Turn;
  return { avatarId, cookie, message, asked, answered, length: history.length };
}

const unchanged = async (s: { avatarId: number; cookie: string; message: string; length: number }, cell: Cell) => {
  if (isOwner(cell)) return;
  const h = await turns(cell.p, s.cookie, s.avatarId);
  const asked = h.filter((m) => m.role === 'user');
  check(
    h.length === s.length && asked.length === 1 && asked[0]?.content === s.message,
    'the member’s conversation changed',
  );
};

export const CHAT_TREE_ROWS: MatrixRow[] = [
  row({
    method: 'POST',
    route: '/api/chats/:avatarId/regenerate',
    verifyRefused: true,
    expect: { ...everyone(409), member: 202 },
    setup: answeredConversation,
    request: (s) => ({ url: `/api/chats/${s.avatarId}/regenerate` }),
    verify: unchanged,
  }),
  row({
    method: 'POST',
    route: '/api/chats/:avatarId/messages/:messageId/choose',
    expect: { ...everyone(404), member: 200 },
    setup: answeredConversation,
    request: (s) => ({ url: `/api/chats/${s.avatarId}/messages/${s.answered.id}/choose` }),
    verify: (s, _cell, res) => check(res.json().at(-1)?.id === s.answered.id, 'not the chosen path'),
  }),
  row({
    method: 'POST',
    route: '/api/chats/:avatarId/messages/:messageId/edit',
    verifyRefused: true,
    expect: { ...everyone(404), member: 201 },
    setup: answeredConversation,
    request: (s) => ({
      url: `/api/chats/${s.avatarId}/messages/${s.asked.id}/edit`,
      payload: { message: unique('Edited') },
    }),
    verify: unchanged,
  }),
  row({
    method: 'DELETE',
    route: '/api/chats/:avatarId/last-exchange',
    verifyRefused: true,
    expect: { ...everyone(404), member: 200 },
    setup: answeredConversation,
    request: (s) => ({ url: `/api/chats/${s.avatarId}/last-exchange` }),
    verify: async (s, cell) => {
      // What stays of an exchange deleted: the greeting the conversation opened with.
      const h = await turns(cell.p, s.cookie, s.avatarId);
      check(h.every((m) => m.parentId === null) === isOwner(cell), 'the member’s conversation changed wrongly');
    },
  }),
  row({
    method: 'POST',
    route: '/api/chats/:avatarId/stop',
    scenario: 'nothing being written',
    expect: everyone(409),
    setup: answeredConversation,
    request: (s) => ({ url: `/api/chats/${s.avatarId}/stop` }),
  }),
  row({
    method: 'PUT',
    route: '/api/chats/:avatarId/messages/:messageId/rating',
    verifyRefused: true,
    expect: { ...everyone(404), member: 200 },
    setup: answeredConversation,
    request: (s) => ({ url: `/api/chats/${s.avatarId}/messages/${s.answered.id}/rating`, payload: { rating: 1 } }),
    verify: async (s, cell) => {
      const h = await turns(cell.p, s.cookie, s.avatarId);
      const rated = h.find((m) => m.id === s.answered.id);
      check((rated?.rating === 1) === isOwner(cell), 'the member’s rating changed wrongly');
    },
  }),
];
