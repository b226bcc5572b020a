import { MULTIPART_TYPE, multipartBody, pngBytes } from '../test/creator-fixtures.ts';
import {
  avatarBody,
  createAvatar,
  createContent,
  lifeContentBody,
  sharedAvatar,
  sharedContent,
  unique,
  uploadImage,
} from './authz-fixtures.ts';
import { type Cell, check, creatorsOnly, type MatrixRow, plainGet, row } from './authz-matrix.ts';
import type { ProofApp } from './proof-app.ts';

/**
 * The creator portal. `creator` owns the avatars, content and uploads;
 * `otherCreator` is a creator too but must not read or change them.
 */

const isOwner = (cell: Cell) => cell.role === 'creator';

const exists = async (p: ProofApp, table: 'avatars' | 'content_items' | 'media_files', id: number) =>
  (await p.ctx.db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

const settings = async (cell: Cell) => (await cell.p.call('GET', '/api/creator/settings', cell.cookie)).json();

const settingsBody = (cell: Cell, bio: string) => ({
  profile: {
    name: 'Matrix Creator',
    username: cell.user?.username ?? 'nobody',
    bio,
    email: cell.user?.email ?? 'nobody@example.com',
    websiteUrl: '',
  },
  notifications: { contentComments: true, newSubscribers: true, paymentNotifications: false, platformUpdates: false },
  payoutSchedule: 'monthly',
});

const creatorAvatars: MatrixRow[] = [
  row({
    method: 'GET',
    route: '/api/creator/avatars',
    expect: creatorsOnly(200),
    setup: sharedAvatar,
    request: () => ({ url: '/api/creator/avatars' }),
    verify: (id, cell, res) =>
      check(res.json().some((a: { id: number }) => a.id === id) === isOwner(cell), 'another creator’s avatars'),
  }),
  row({
    method: 'POST',
    route: '/api/creator/avatars',
    expect: creatorsOnly(201),
    setup: async () => unique('Made'),
    request: (name) => ({ url: '/api/creator/avatars', payload: avatarBody(name) }),
    verify: async (name, { p, user }) => {
      const made = await p.ctx.db.selectFrom('avatars').select('creator_id').where('name', '=', name).execute();
      check(made.length === 1 && made[0]?.creator_id === user?.id, 'the avatar is not the actor’s');
    },
  }),
  row({
    method: 'POST',
    route: '/api/creator/avatars/character-card',
    expect: creatorsOnly(200),
    setup: async (p) => {
      const id = await sharedAvatar(p);
      const card = await p.call('GET', `/api/creator/avatars/${id}/character-card`, await p.cookieFor('creator'));
      return card.json();
    },
    request: (card) => ({
      url: '/api/creator/avatars/character-card',
      payload: multipartBody('card.json', 'application/json', Buffer.from(JSON.stringify(card))),
      headers: { 'content-type': MULTIPART_TYPE },
    }),
    verify: (card, _c, res) => check(res.json().name === card.data.name, 'the card was not read'),
  }),
  row({
    method: 'GET',
    route: '/api/creator/avatars/:id',
    expect: creatorsOnly(200, 403),
    setup: sharedAvatar,
    request: (id) => ({ url: `/api/creator/avatars/${id}` }),
    verify: (id, _c, res) => check(res.json().id === id, 'another avatar answered'),
  }),
  row({
    method: 'PUT',
    route: '/api/creator/avatars/:id',
    verifyRefused: true,
    expect: creatorsOnly(200, 403),
    setup: async (p) => ({ id: await createAvatar(p), name: unique('Renamed') }),
    request: (s) => ({ url: `/api/creator/avatars/${s.id}`, payload: avatarBody(s.name) }),
    verify: async (s, cell) => {
      const avatar = await cell.p.ctx.db.selectFrom('avatars').select('name').where('id', '=', s.id).executeTakeFirst();
      check((avatar?.name === s.name) === isOwner(cell), 'the avatar changed wrongly');
    },
  }),
  row({
    method: 'DELETE',
    route: '/api/creator/avatars/:id',
    verifyRefused: true,
    expect: creatorsOnly(204, 403),
    setup: createAvatar,
    request: (id) => ({ url: `/api/creator/avatars/${id}` }),
    verify: async (id, cell) => check((await exists(cell.p, 'avatars', id)) !== isOwner(cell), 'deleted wrongly'),
  }),
  row({
    method: 'GET',
    route: '/api/creator/avatars/:id/character-card',
    expect: creatorsOnly(200, 403),
    setup: sharedAvatar,
    request: (id) => ({ url: `/api/creator/avatars/${id}/character-card` }),
    verify: (_id, _c, res) => check(res.json().spec === 'chara_card_v3', 'not a card'),
  }),
];

const creatorContent: MatrixRow[] = [
  row({
    method: 'GET',
    route: '/api/creator/content',
    expect: creatorsOnly(200),
    setup: (p) => sharedContent(p, 'free'),
    request: () => ({ url: '/api/creator/content' }),
    verify: (id, cell, res) =>
      check(res.json().some((c: { id: number }) => c.id === id) === isOwner(cell), 'another creator’s content'),
  }),
  row({
    method: 'POST',
    route: '/api/creator/content',
    verifyRefused: true,
    scenario: 'on the creator’s avatar',
    expect: creatorsOnly(201, 403),
    setup: async (p) => lifeContentBody(await sharedAvatar(p)),
    request: (body) => ({ url: '/api/creator/content', payload: body }),
    verify: async (body, cell) => {
      const made = await cell.p.ctx.db
        .selectFrom('content_items')
        .select('id')
        .where('title', '=', body.title)
        .execute();
      check(made.length === (isOwner(cell) ? 1 : 0), 'content was posted on another creator’s avatar');
    },
  }),
  row({
    method: 'GET',
    route: '/api/creator/content/:id',
    expect: creatorsOnly(200, 403),
    setup: (p) => sharedContent(p, 'free'),
    request: (id) => ({ url: `/api/creator/content/${id}` }),
    verify: (id, _c, res) => check(res.json().id === id, 'another item answered'),
  }),
  row({
    method: 'PUT',
    route: '/api/creator/content/:id',
    verifyRefused: true,
    expect: creatorsOnly(200, 403),
    setup: async (p) => ({ id: await createContent(p, await sharedAvatar(p)), title: unique('Edited') }),
    request: (s) => ({
      url: `/api/creator/content/${s.id}`,
      payload: { title: s.title, description: 'Edited by the matrix', premium: false, publishAt: null },
    }),
    verify: async (s, cell) => {
      const item = await cell.p.ctx.db
        .selectFrom('content_items')
        .select('title')
        .where('id', '=', s.id)
        .executeTakeFirst();
      check((item?.title === s.title) === isOwner(cell), 'the item changed wrongly');
    },
  }),
  row({
    method: 'DELETE',
    route: '/api/creator/content/:id',
    verifyRefused: true,
    expect: creatorsOnly(204, 403),
    setup: async (p) => createContent(p, await sharedAvatar(p)),
    request: (id) => ({ url: `/api/creator/content/${id}` }),
    verify: async (id, cell) => check((await exists(cell.p, 'content_items', id)) !== isOwner(cell), 'deleted wrongly'),
  }),
  row({
    method: 'GET',
    route: '/api/creator/content/:id/stats',
    expect: creatorsOnly(200, 403),
    setup: (p) => sharedContent(p, 'free'),
    request: (id) => ({ url: `/api/creator/content/${id}/stats` }),
    verify: (id, _c, res) => check(res.json().id === id, 'stats of another item'),
  }),
  row({
    method: 'POST',
    route: '/api/creator/uploads',
    expect: creatorsOnly(201),
    request: async () => ({
      url: '/api/creator/uploads?kind=image',
      payload: multipartBody('pic.png', 'image/png', await pngBytes()),
      headers: { 'content-type': MULTIPART_TYPE },
    }),
    verify: async (_s, { p, user }, res) => {
      const media = await p.ctx.db
        .selectFrom('media_files')
        .select('owner_id')
        .where('id', '=', res.json().id)
        .executeTakeFirst();
      check(media?.owner_id === user?.id, 'the upload is not the actor’s');
    },
  }),
  row({
    method: 'DELETE',
    route: '/api/creator/uploads/:id',
    verifyRefused: true,
    expect: creatorsOnly(204, 403),
    setup: uploadImage,
    request: (id) => ({ url: `/api/creator/uploads/${id}` }),
    verify: async (id, cell) => check((await exists(cell.p, 'media_files', id)) !== isOwner(cell), 'deleted wrongly'),
  }),
];

const creatorAccount: MatrixRow[] = [
  plainGet('/api/creator/overview', creatorsOnly(200)),
  plainGet('/api/creator/analytics', creatorsOnly(200)),
  row({
    method: 'GET',
    route: '/api/creator/settings',
    expect: creatorsOnly(200),
    request: () => ({ url: '/api/creator/settings' }),
    verify: (_s, { user }, res) => check(res.json().profile.username === user?.username, 'settings of someone else'),
  }),
  row({
    method: 'PUT',
    route: '/api/creator/settings',
    expect: creatorsOnly(200),
    setup: async () => unique('bio'),
    request: (bio, cell) => ({ url: '/api/creator/settings', payload: settingsBody(cell, bio) }),
    verify: async (bio, cell) => check((await settings(cell)).profile.bio === bio, 'the settings were not saved'),
  }),
  row({
    method: 'POST',
    route: '/api/creator/payout-destination',
    expect: creatorsOnly(200),
    request: () => ({ url: '/api/creator/payout-destination', payload: { choice: 'test_bank_6789' } }),
    verify: async (_s, cell) =>
      check((await settings(cell)).payments.payoutDestination?.label === 'Test Bank ••••6789', 'not connected'),
  }),
  plainGet('/api/creator/payout-setup', creatorsOnly(200)),
  plainGet('/api/creator/earnings', creatorsOnly(200)),
  row({
    method: 'POST',
    route: '/api/creator/eligibility/apply',
    expect: creatorsOnly(200),
    request: () => ({ url: '/api/creator/eligibility/apply' }),
    verify: async (_s, cell) => check((await settings(cell)).eligibility.applied, 'the application was not recorded'),
  }),
];

export const CREATOR_ROWS: MatrixRow[] = [...creatorAvatars, ...creatorContent, ...creatorAccount];
