import {
  avatarWithPicture,
  createAvatar,
  createPictureItem,
  type PictureItemKind,
  publicMainImage,
  sharedAvatar,
  subscribe,
  uploadImage,
} from './authz-fixtures.ts';
import { check, type Expectation, everyone, type MatrixRow, moderatorsOnly, row } from './authz-matrix.ts';
import type { ProofApp } from './proof-app.ts';

/**
 * Who gets an uploaded file (GET /api/media/:id), per state of what it belongs to, and the
 * review of avatar pictures. `creator` uploaded everything here.
 */

/** Only the file's creator and moderators. */
const ownerAndModerators = (others: number): Expectation => ({ ...everyone(others), creator: 200, moderator: 200 });

const isPrivate = (cacheControl: unknown) =>
  /^private\b/.test(String(cacheControl)) && /no-store/.test(String(cacheControl));

/** A picture item's file: who may see it, and that it is never cached for anyone else. */
function pictureRow(
  kind: PictureItemKind,
  scenario: string,
  expect: Expectation,
  before?: (p: ProofApp, avatarId: number) => Promise<void>,
  avatar: (p: ProofApp) => Promise<number> = sharedAvatar,
): MatrixRow {
  return row({
    method: 'GET',
    route: '/api/media/:id',
    scenario,
    expect,
    setup: async (p) => {
      const avatarId = await avatar(p);
      await before?.(p, avatarId);
      return createPictureItem(p, avatarId, kind);
    },
    request: (s) => ({ url: `/api/media/${s.mediaId}` }),
    verify: (_s, _c, res) => {
      check(res.headers['content-type'] === 'image/webp', `served as ${res.headers['content-type']}`);
      const cache = res.headers['cache-control'];
      if (kind === 'free') check(/^public, no-cache$/.test(String(cache)), `free picture cached as ${cache}`);
      else check(isPrivate(cache), `paid or unreviewed picture cached as ${cache}`);
    },
  });
}

export const MEDIA_ROWS: MatrixRow[] = [
  pictureRow('free', 'free published item', everyone(200)),
  pictureRow('premium', 'premium (life) item', ownerAndModerators(403)),
  pictureRow(
    'premium',
    'premium item, the member subscribes to its avatar',
    { ...ownerAndModerators(403), member: 200 },
    (p, avatarId) => subscribe(p, 'member', avatarId),
    createAvatar,
  ),
  pictureRow('vip', 'approved vip (wife) item', ownerAndModerators(403)),
  pictureRow('pending', 'mature (wife) item pending review', ownerAndModerators(404)),
  pictureRow('rejected', 'rejected mature item', ownerAndModerators(404)),
  row({
    method: 'GET',
    route: '/api/media/:id',
    scenario: 'upload not attached to anything yet',
    expect: ownerAndModerators(404),
    setup: (p) => uploadImage(p),
    request: (id) => ({ url: `/api/media/${id}` }),
    verify: (_s, _c, res) => check(isPrivate(res.headers['cache-control']), 'an unattached upload is cacheable'),
  }),
  row({
    method: 'GET',
    route: '/api/media/:id',
    scenario: 'avatar picture waiting for review',
    expect: ownerAndModerators(404),
    setup: (p) => avatarWithPicture(p, 'pending'),
    request: (s) => ({ url: `/api/media/${s.mediaId}` }),
    verify: async (s, { p }) => check((await publicMainImage(p, s.avatarId)) === null, 'the public sees the picture'),
  }),
  row({
    method: 'GET',
    route: '/api/media/:id',
    scenario: 'approved avatar picture',
    expect: everyone(200),
    setup: (p) => avatarWithPicture(p, 'approved'),
    request: (s) => ({ url: `/api/media/${s.mediaId}` }),
    verify: async (s, { p }) =>
      check((await publicMainImage(p, s.avatarId)) === `/api/media/${s.mediaId}`, 'the approved picture is not public'),
  }),

  row({
    method: 'GET',
    route: '/api/moderation/avatar-images',
    expect: moderatorsOnly(200),
    setup: (p) => avatarWithPicture(p, 'pending'),
    request: () => ({ url: '/api/moderation/avatar-images' }),
    verify: (s, _c, res) =>
      check(
        res
          .json()
          .some((q: { mediaId: number; avatarId: number }) => q.mediaId === s.mediaId && q.avatarId === s.avatarId),
        'the waiting picture is missing',
      ),
  }),
  ...(['approve', 'reject'] as const).map((decision) =>
    row({
      method: 'POST',
      route: `/api/moderation/avatar-images/:id/${decision}`,
      verifyRefused: true,
      expect: moderatorsOnly(200),
      setup: (p) => avatarWithPicture(p, 'pending'),
      request: (s) => ({
        url: `/api/moderation/avatar-images/${s.mediaId}/${decision}`,
        ...(decision === 'reject' ? { payload: { reason: 'Not a portrait' } } : {}),
      }),
      verify: async (s, { p, allowed }) => {
        const shown = await publicMainImage(p, s.avatarId);
        const expected = allowed && decision === 'approve' ? `/api/media/${s.mediaId}` : null;
        check(shown === expected, `the public sees ${shown}`);
      },
    }),
  ),
];
