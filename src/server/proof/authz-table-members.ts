import {
  chatAs,
  chatHistory,
  chatMemory,
  createAvatar,
  createContent,
  favourite,
  favouriteIds,
  sharedAvatar,
  sharedContent,
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

/** The accounts that like `contentId`. */
async function likers(p: ProofApp, contentId: number): Promise<number[]> {
  const rows = await p.ctx.db
    .selectFrom('content_likes')
    .select('user_id')
    .where('content_id', '=', contentId)
    .execute();
  return rows.map((r) => r.user_id);
}

/** A fresh free item of the shared avatar that `member` likes. */
async function likedByMember(p: ProofApp) {
  const contentId = await createContent(p, await sharedAvatar(p), 'free');
  const res = await p.call('PUT', `/api/content/${contentId}/like`, await p.cookieFor('member'));
  check(res.statusCode === 200, `like: ${res.statusCode}`);
  return contentId;
}

const likes: MatrixRow[] = [
  row({
    method: 'PUT',
    route: '/api/content/:id/like',
    scenario: 'free item',
    expect: signedIn(200),
    setup: async (p) => createContent(p, await sharedAvatar(p), 'free'),
    request: (id) => ({ url: `/api/content/${id}/like` }),
    verify: async (id, { p, user }) =>
      check(user !== null && (await likers(p, id)).includes(user.id), 'the like was not kept'),
  }),
  row({
    method: 'PUT',
    route: '/api/content/:id/like',
    scenario: 'premium item: only who may read it',
    expect: { ...everyone(403), anon: 401, guest: 401, creator: 200, moderator: 200 },
    setup: (p) => sharedContent(p, 'premium'),
    request: (id) => ({ url: `/api/content/${id}/like` }),
  }),
  row({
    method: 'DELETE',
    route: '/api/content/:id/like',
    verifyRefused: true,
    expect: signedIn(200),
    setup: likedByMember,
    request: (id) => ({ url: `/api/content/${id}/like` }),
    verify: async (id, cell) =>
      check(
        (await likers(cell.p, id)).includes(cell.p.users.member.id) !== isOwner(cell),
        'the member’s like changed wrongly',
      ),
  }),
  row({
    method: 'GET',
    route: '/api/avatars/:id/content-likes',
    expect: signedIn(200),
    setup: async (p) => ({ avatarId: await sharedAvatar(p), contentId: await likedByMember(p) }),
    request: (s) => ({ url: `/api/avatars/${s.avatarId}/content-likes` }),
    verify: (s, cell, res) =>
      check(res.json().contentIds.includes(s.contentId) === isOwner(cell), 'likes of another member'),
  }),
];

export const MEMBER_ROWS: MatrixRow[] = [...accounts, ...chats, ...likes];
