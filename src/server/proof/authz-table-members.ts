import {
  chatAs,
  chatHistory,
  chatMemory,
  createAvatar,
  favourite,
  favouriteIds,
  sharedAvatar,
  unique,
} from './authz-fixtures.ts';
import { type Cell, check, everyone, type MatrixRow, row, signedIn } from './authz-matrix.ts';
import type { ProofApp } from './proof-app.ts';

/**
 * What a member owns: profile, favourites, activity, conversations. The owner is `member`;
 * everyone else (`otherMember` above all) must neither see nor change it.
 */

const isOwner = (cell: Cell) => cell.role === 'member';

/** A fresh avatar and the member's conversation with it (one message naming them). */
async function memberConversation(p: ProofApp) {
  const avatarId = await createAvatar(p);
  const cookie = await p.cookieFor('member');
  const message = await chatAs(p, cookie, avatarId, `My name is Zed. ${unique('note')}`);
  return { avatarId, cookie, message, memoryIds: await chatMemory(p, cookie, avatarId) };
}

async function memberFavourite(p: ProofApp) {
  const avatarId = await createAvatar(p);
  await favourite(p, 'member', avatarId);
  return avatarId;
}

const accounts: MatrixRow[] = [
  row({
    method: 'PATCH',
    route: '/api/users/profile',
    expect: signedIn(200),
    setup: async () => unique('bio'),
    request: (bio, { user }) => ({
      url: '/api/users/profile',
      payload: { displayName: 'Matrix', email: user?.email ?? 'nobody@example.com', bio },
    }),
    verify: async (bio, { p, user }) => {
      if (!user) return;
      const row = await p.ctx.db.selectFrom('users').select('bio').where('id', '=', user.id).executeTakeFirst();
      check(row?.bio === bio, 'the profile was not updated');
    },
  }),
  row({
    // A guest's favourites are kept with their session (issue 21): everyone reads their own.
    method: 'GET',
    route: '/api/user-favorites',
    expect: everyone(200),
    setup: memberFavourite,
    request: () => ({ url: '/api/user-favorites' }),
    verify: (avatarId, cell, res) =>
      check(
        res.json().some((a: { id: number }) => a.id === avatarId) === isOwner(cell),
        'favourites of another member',
      ),
  }),
  row({
    method: 'POST',
    route: '/api/user-favorites',
    expect: everyone(200),
    setup: createAvatar,
    request: (avatarId) => ({ url: '/api/user-favorites', payload: { avatarId } }),
    verify: async (avatarId, { p, role }, res) => {
      if (role === 'anon' || role === 'guest') {
        // Kept with the guest session (the anonymous visitor was given one), not as anyone's favourite.
        const kept = await p.ctx.db
          .selectFrom('guest_favorites')
          .select('session_id')
          .where('avatar_id', '=', avatarId)
          .execute();
        check(kept.length === 1, 'the guest favourite was not kept');
        check(
          role === 'guest' || res.cookies.some((c) => c.name === 'sid'),
          'no guest session for the anonymous visitor',
        );
        const members = await p.ctx.db
          .selectFrom('favorites')
          .select('user_id')
          .where('avatar_id', '=', avatarId)
          .execute();
        check(members.length === 0, "a guest's favourite became a member's");
        return;
      }
      check((await favouriteIds(p, role)).includes(avatarId), 'the favourite was not stored');
    },
  }),
  row({
    method: 'DELETE',
    route: '/api/user-favorites/:avatarId',
    verifyRefused: true,
    expect: everyone(200),
    setup: memberFavourite,
    request: (avatarId) => ({ url: `/api/user-favorites/${avatarId}` }),
    verify: async (avatarId, cell) =>
      check(
        (await favouriteIds(cell.p, 'member')).includes(avatarId) !== isOwner(cell),
        'the member’s favourite changed wrongly',
      ),
  }),
  row({
    method: 'GET',
    route: '/api/user-activity',
    expect: signedIn(200),
    setup: memberFavourite,
    request: () => ({ url: '/api/user-activity' }),
    verify: (avatarId, cell, res) =>
      check(
        res.json().some((a: { avatarId: number | null }) => a.avatarId === avatarId) === isOwner(cell),
        'activity of another member',
      ),
  }),
  row({
    method: 'GET',
    route: '/api/dashboard/stats',
    expect: signedIn(200),
    request: () => ({ url: '/api/dashboard/stats' }),
    verify: async (_s, { p, role }, res) => {
      if (role === 'anon' || role === 'guest') return;
      check(res.json().favorites === (await favouriteIds(p, role)).length, 'figures of another account');
    },
  }),
];

const chats: MatrixRow[] = [
  row({
    method: 'GET',
    route: '/api/chats/:avatarId',
    expect: everyone(200),
    setup: async (p) => {
      const avatarId = await sharedAvatar(p);
      return { avatarId, message: await chatAs(p, await p.cookieFor('member'), avatarId) };
    },
    request: (s) => ({ url: `/api/chats/${s.avatarId}` }),
    verify: (s, cell, res) =>
      check(
        res.json().some((m: { content: string }) => m.content === s.message) === isOwner(cell),
        'another visitor’s conversation',
      ),
  }),
  row({
    method: 'POST',
    route: '/api/chats/:avatarId',
    scenario: 'guests chat too',
    expect: everyone(201),
    setup: async (p) => ({ avatarId: await sharedAvatar(p), message: unique('Hi there') }),
    request: (s) => ({ url: `/api/chats/${s.avatarId}`, payload: { message: s.message } }),
    verify: async (s, { p, cookie }, res) => {
      // A visitor without a session gets a guest session with the message.
      const sid = res.cookies.find((c) => c.name === 'sid');
      const own = sid ? `sid=${sid.value}` : cookie;
      check((await chatHistory(p, own, s.avatarId)).includes(s.message), 'the message is not in the history');
    },
  }),
  row({
    method: 'DELETE',
    route: '/api/chats/:avatarId',
    verifyRefused: true,
    expect: everyone(200),
    setup: memberConversation,
    request: (s) => ({ url: `/api/chats/${s.avatarId}` }),
    verify: async (s, cell) =>
      check(
        (await chatHistory(cell.p, s.cookie, s.avatarId)).includes(s.message) !== isOwner(cell),
        'the member’s conversation changed wrongly',
      ),
  }),
  row({
    method: 'GET',
    route: '/api/chats/:avatarId/memory',
    expect: everyone(200),
    setup: memberConversation,
    request: (s) => ({ url: `/api/chats/${s.avatarId}/memory` }),
    verify: (s, cell, res) => {
      check(s.memoryIds.length > 0, 'the fixture left no memory');
      const ids = res.json().map((m: { id: number }) => m.id);
      check(ids.includes(s.memoryIds[0]) === isOwner(cell), 'memory of another visitor');
    },
  }),
  row({
    method: 'DELETE',
    route: '/api/chats/:avatarId/memory',
    verifyRefused: true,
    expect: everyone(200),
    setup: memberConversation,
    request: (s) => ({ url: `/api/chats/${s.avatarId}/memory` }),
    verify: async (s, cell) =>
      check(
        (await chatMemory(cell.p, s.cookie, s.avatarId)).length > 0 !== isOwner(cell),
        'the member’s memory changed wrongly',
      ),
  }),
  row({
    method: 'DELETE',
    route: '/api/chats/:avatarId/memory/:memoryId',
    verifyRefused: true,
    expect: { ...everyone(404), member: 200 },
    setup: memberConversation,
    request: (s) => ({ url: `/api/chats/${s.avatarId}/memory/${s.memoryIds[0]}` }),
    verify: async (s, cell) =>
      check(
        (await chatMemory(cell.p, s.cookie, s.avatarId)).includes(s.memoryIds[0] as number) !== isOwner(cell),
        'the member’s memory entry changed wrongly',
      ),
  }),
  row({
    method: 'GET',
    route: '/api/chats/:avatarId/stream',
    scenario: 'no session, nothing to stream',
    expect: { ...everyone(200), anon: 204 },
    setup: sharedAvatar,
    request: (avatarId) => ({ url: `/api/chats/${avatarId}/stream`, stream: true }),
    verify: (_s, { role }, res) => {
      if (role !== 'anon') check(/^text\/event-stream/.test(String(res.headers['content-type'])), 'not a stream');
    },
  }),
];

export const MEMBER_ROWS: MatrixRow[] = [...accounts, ...chats];
