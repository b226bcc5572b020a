import { contentStatus, createContent, sharedAvatar } from './authz-fixtures.ts';
import { check, type MatrixRow, moderatorsOnly, row } from './authz-matrix.ts';

/** The mature-area review queue: moderators only; a refused decision leaves the item pending. */
export const MODERATION_ROWS: MatrixRow[] = [
  row({
    method: 'GET',
    route: '/api/moderation/queue',
    expect: moderatorsOnly(200),
    setup: async (p) => createContent(p, await sharedAvatar(p), 'pending'),
    request: () => ({ url: '/api/moderation/queue' }),
    verify: (id, _c, res) =>
      check(
        res.json().some((q: { id: number }) => q.id === id),
        'the pending item is missing',
      ),
  }),
  ...(['approve', 'reject'] as const).map((decision) =>
    row({
      method: 'POST',
      route: `/api/moderation/content/:id/${decision}`,
      verifyRefused: true,
      expect: moderatorsOnly(200),
      setup: async (p) => createContent(p, await sharedAvatar(p), 'pending'),
      request: (id) => ({
        url: `/api/moderation/content/${id}/${decision}`,
        ...(decision === 'reject' ? { payload: { reason: 'Not for this area' } } : {}),
      }),
      verify: async (id, { p, allowed }) => {
        const expected = !allowed ? 'pending' : decision === 'approve' ? 'published' : 'rejected';
        check((await contentStatus(p, id)) === expected, `the item is ${await contentStatus(p, id)}`);
      },
    }),
  ),
];
