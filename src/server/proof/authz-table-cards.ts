import { foreignCardV2 } from '../test/card-fixtures.ts';
import { MULTIPART_TYPE, multipartBody } from '../test/creator-fixtures.ts';
import { sharedAvatar, unique } from './authz-fixtures.ts';
import { check, creatorsOnly, type MatrixRow, row } from './authz-matrix.ts';

/** Character Cards in and out: creators import; only the avatar's creator exports it. */
export const CARD_ROWS: MatrixRow[] = [
  row({
    method: 'GET',
    route: '/api/creator/avatars/:id/character-card.png',
    expect: creatorsOnly(200, 403),
    setup: sharedAvatar,
    request: (id) => ({ url: `/api/creator/avatars/${id}/character-card.png` }),
    verify: (_id, _c, res) => check(res.rawPayload.subarray(1, 4).toString('latin1') === 'PNG', 'not a PNG'),
  }),
  row({
    method: 'POST',
    route: '/api/creator/avatars/import',
    expect: creatorsOnly(201),
    setup: async () => {
      const card = foreignCardV2();
      return { ...card, data: { ...card.data, name: unique('Imported') } };
    },
    request: (card) => ({
      url: '/api/creator/avatars/import',
      payload: multipartBody('card.json', 'application/json', Buffer.from(JSON.stringify(card))),
      headers: { 'content-type': MULTIPART_TYPE },
    }),
    verify: async (card, { p, user }) => {
      const made = await p.ctx.db
        .selectFrom('avatars')
        .select('creator_id')
        .where('name', '=', card.data.name)
        .execute();
      check(made.length === 1 && made[0]?.creator_id === user?.id, 'the avatar is not the actor’s');
    },
  }),
];
