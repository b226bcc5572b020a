import { emptyLorebook, newLorebookEntry } from '../../shared/contracts/lorebooks.ts';
import { createAvatar, sharedAvatar, unique } from './authz-fixtures.ts';
import { type Cell, check, creatorsOnly, type MatrixRow, row } from './authz-matrix.ts';
import type { ProofApp } from './proof-app.ts';

/** Lorebooks: `creator` owns the avatar; `otherCreator` must neither read, change nor test its book. */

const isOwner = (cell: Cell) => cell.role === 'creator';

const bookWith = (name: string) => ({
  ...emptyLorebook(),
  entries: [{ ...newLorebookEntry(), name, keys: ['lighthouse'], content: 'The lighthouse is old.' }],
});

async function entryNames(p: ProofApp, avatarId: number): Promise<string[]> {
  const rows = await p.ctx.db.selectFrom('lorebook_entries').select('name').where('avatar_id', '=', avatarId).execute();
  return rows.map((r) => r.name);
}

export const LOREBOOK_ROWS: MatrixRow[] = [
  row({
    method: 'GET',
    route: '/api/creator/avatars/:id/lorebook',
    expect: creatorsOnly(200, 403),
    setup: sharedAvatar,
    request: (id) => ({ url: `/api/creator/avatars/${id}/lorebook` }),
    verify: (_id, _c, res) => check(Array.isArray(res.json().entries), 'not a lorebook'),
  }),
  row({
    method: 'PUT',
    route: '/api/creator/avatars/:id/lorebook',
    verifyRefused: true,
    expect: creatorsOnly(200, 403),
    setup: async (p) => ({ id: await createAvatar(p), name: unique('Entry') }),
    request: (s) => ({ url: `/api/creator/avatars/${s.id}/lorebook`, payload: bookWith(s.name) }),
    verify: async (s, cell) =>
      check((await entryNames(cell.p, s.id)).includes(s.name) === isOwner(cell), 'the lorebook changed wrongly'),
  }),
  row({
    method: 'POST',
    route: '/api/creator/avatars/:id/lorebook/test',
    expect: creatorsOnly(200, 403),
    setup: sharedAvatar,
    request: (id) => ({
      url: `/api/creator/avatars/${id}/lorebook/test`,
      payload: { message: 'Tell me about the lighthouse', lorebook: bookWith('Tested') },
    }),
    verify: (_id, _c, res) => check(res.json().fired[0]?.name === 'Tested', 'the entry did not fire'),
  }),
];
