import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, MULTIPART_TYPE, multipartBody, pngBytes } from '../test/creator-fixtures.ts';
import { subscribeWithCard } from '../test/economy-fixtures.ts';
import { testDialect } from '../test/test-app.ts';
import { avatarBody, unique } from './authz-fixtures.ts';
import { createProofApp, type ProofApp, type Role } from './proof-app.ts';
import { listApiEndpoints } from './route-table.ts';

/**
 * Paid and unreviewed content never reaches someone without access (issues 19 and 13): a
 * creator publishes premium (every subscriber), vip (vip subscribers) and mature items
 * whose paid text and file names carry a unique marker; then EVERY GET route of the API
 * (read from the router, so a new one is walked without anyone listing it), with every id
 * in play, and the avatar's pages are fetched as each role without access. No answer may
 * hold the marker, a gated media URL or a stored file's name; the gated URLs themselves
 * answer 403 or 404. A premium subscriber then reads the premium items in full, and
 * still nothing of the vip or mature ones; a vip subscriber reads the vip one too.
 */

const MARKER = unique('PAIDMARKER');
/** What each kind of paid item says, each starting with MARKER. */
const TEXT = { life: `${MARKER}-life`, vip: `${MARKER}-vip`, nqw: `${MARKER}-nqw` };
let p: ProofApp;
let clientDir: string;
let avatarId: number;
const contentIds: number[] = [];
const mediaIds: number[] = [];
/** Strings that must not reach anyone without access. */
const secrets: string[] = [MARKER];
/** Strings that must not reach a premium subscriber: the vip and mature items' text and files. */
const beyondPremium: string[] = [TEXT.vip, TEXT.nqw];
/** The files of the premium (every subscriber) item. */
let premiumMediaId: number;

async function call(method: 'GET' | 'POST', url: string, role: Role, payload?: unknown) {
  return p.call(method, url, await p.cookieFor(role), payload);
}

async function upload(purpose: 'content' | 'avatar'): Promise<number> {
  const res = await p.call(
    'POST',
    `/api/creator/uploads?kind=image&purpose=${purpose}`,
    await p.cookieFor('creator'),
    multipartBody(`${MARKER}-${purpose}.png`, 'image/png', await pngBytes(120, 90)),
    { 'content-type': MULTIPART_TYPE },
  );
  expect(res.statusCode, res.body).toBe(201);
  mediaIds.push(res.json().id);
  return res.json().id;
}

async function publish(body: Record<string, unknown>): Promise<number> {
  const res = await call('POST', '/api/creator/content', 'creator', {
    avatarId,
    title: unique('Item'),
    category: body.area === 'wife' ? 'lingerie' : 'travel',
    teaser: 'A public teaser anyone may read.',
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  contentIds.push(res.json().id);
  return res.json().id;
}

beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'companions-client-'));
  fs.writeFileSync(
    path.join(clientDir, 'index.html'),
    '<html><head><meta name="app-config" content="{}" /><title>x</title></head><body></body></html>',
  );
  p = await createProofApp({ clientDir });

  const avatar = await call('POST', '/api/creator/avatars', 'creator', {
    ...avatarBody(),
    mainImageId: await upload('avatar'),
  });
  expect(avatar.statusCode, avatar.body).toBe(201);
  avatarId = avatar.json().id;

  const paid = (text: string) => `The paid body ${text}, for subscribers only.`;
  await publish({ area: 'life', contentType: 'text', premium: true, description: paid(TEXT.life) });
  premiumMediaId = await upload('content');
  await publish({
    area: 'life',
    contentType: 'image',
    premium: true,
    description: paid(TEXT.life),
    mediaIds: [premiumMediaId],
  });
  const wife = { area: 'wife', contentType: 'image', ageVerified: true, description: paid(TEXT.nqw) };
  await publish({ ...wife, mediaIds: [await upload('content')] });
  const rejected = await publish({ ...wife, mediaIds: [await upload('content')] });
  const vip = await publish({ ...wife, tier: 'vip', mediaIds: [await upload('content')] });
  // A general-area item for vip subscribers only.
  await publish({
    area: 'life',
    contentType: 'image',
    premium: true,
    tier: 'vip',
    description: paid(TEXT.vip),
    mediaIds: [await upload('content')],
  });
  expect((await call('POST', `/api/moderation/content/${vip}/approve`, 'moderator')).statusCode).toBe(200);
  const reason = { reason: 'Not for this area' };
  expect((await call('POST', `/api/moderation/content/${rejected}/reject`, 'moderator', reason)).statusCode).toBe(200);

  const files = await p.ctx.db
    .selectFrom('media_files')
    .select(['storage_path', 'web_path'])
    .where('id', 'in', mediaIds)
    .execute();
  for (const id of mediaIds) secrets.push(`/api/media/${id}`);
  for (const id of mediaIds.slice(2)) beyondPremium.push(`/api/media/${id}`);
  for (const f of files) {
    for (const stored of [f.storage_path, f.web_path]) {
      if (stored) secrets.push(path.basename(stored).replace(/\.\w+$/, ''));
    }
  }
});

afterAll(async () => {
  await p.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

function leaks(body: string, of: string[] = secrets): string[] {
  return of.filter((secret) => body.includes(secret));
}

/** Every concrete URL of a route pattern, with each id in play in each id slot. */
function urlsFor(pattern: string): string[] {
  const ids = [avatarId, ...contentIds, ...mediaIds];
  let urls = [pattern];
  for (const slot of pattern.match(/:\w+/g) ?? []) {
    urls = urls.flatMap((u) => ids.map((id) => u.replace(slot, String(id))));
  }
  return urls;
}

/** Every GET route of the API but streams, wildcards and the gated file route (asked on its own). */
function getRoutes() {
  return listApiEndpoints(p.app).filter(
    (r) => r.method === 'GET' && !r.url.includes('*') && !r.url.endsWith('/stream') && r.url !== '/api/media/:id',
  );
}

const WITHOUT_ACCESS: Role[] = ['anon', 'guest', 'member', 'otherMember', 'otherCreator'];

// The walks call every GET route as every role: hundreds of requests per case.
describe(`paid and unreviewed content on ${testDialect}`, { timeout: 90_000 }, () => {
  it('is there for its creator (so this test can see a leak)', async () => {
    const own = await call('GET', `/api/avatars/${avatarId}/content`, 'creator');
    expect(own.body).toContain(MARKER);
    expect(own.body).toContain(`/api/media/${mediaIds[1]}`);
  });

  it('reaches no one else through any GET route of the API', async () => {
    const routes = getRoutes();
    expect(routes.map((r) => r.url)).toEqual(
      expect.arrayContaining(['/api/avatars/:id/content', '/api/avatars/:id', '/api/moderation/queue']),
    );
    const found: string[] = [];
    let answered = 0;
    for (const role of WITHOUT_ACCESS) {
      for (const route of routes) {
        for (const url of urlsFor(route.url)) {
          const res = await call('GET', url, role);
          if (res.statusCode === 200) answered++;
          const leaked = leaks(res.body);
          if (leaked.length > 0) found.push(`${url} as ${role}: ${leaked.join(', ')}`);
        }
      }
    }
    expect(found).toEqual([]);
    expect(answered).toBeGreaterThan(50);
  });

  it('shows locked items as their teaser and blurred preview only', async () => {
    for (const role of WITHOUT_ACCESS) {
      const items: {
        id: number;
        locked: boolean;
        description: string;
        imageUrl: string | null;
        previewUrl: string | null;
      }[] = (await call('GET', `/api/avatars/${avatarId}/content`, role)).json();
      // Published: the premium and vip life items and the approved mature one; never the pending or rejected.
      expect(items.map((i) => i.id).sort()).toEqual(
        [contentIds[0], contentIds[1], contentIds[4], contentIds[5]].sort(),
      );
      for (const item of items) {
        expect(item).toMatchObject({ locked: true, description: 'A public teaser anyone may read.', imageUrl: null });
      }
      const pictured = items.filter((i) => i.previewUrl !== null);
      expect(pictured).toHaveLength(3);
      for (const item of pictured) {
        const preview = await call('GET', item.previewUrl ?? '', role);
        expect(preview.statusCode).toBe(200);
        expect(preview.headers['content-type']).toBe('image/webp');
      }
    }
  });

  it('answers 403 for a published paid file and 404 for unreviewed or unpublished ones', async () => {
    const [avatarPicture, premium, pending, rejected, vip, lifeVip] = mediaIds;
    for (const role of WITHOUT_ACCESS) {
      const status = async (id: number | undefined) => (await call('GET', `/api/media/${id}`, role)).statusCode;
      expect(
        {
          avatarPicture: await status(avatarPicture),
          premium: await status(premium),
          pending: await status(pending),
          rejected: await status(rejected),
          vip: await status(vip),
          lifeVip: await status(lifeVip),
        },
        role,
      ).toEqual({ avatarPicture: 404, premium: 403, pending: 404, rejected: 404, vip: 403, lifeVip: 403 });
    }
  });

  it('puts nothing paid or unreviewed in the avatar pages the server renders', async () => {
    for (const role of WITHOUT_ACCESS) {
      for (const page of [`/avatar/${avatarId}`, `/avatar-chat/${avatarId}`]) {
        const res = await call('GET', page, role);
        expect(res.statusCode, page).toBe(200);
        expect(res.body).toContain('app-config');
        expect(leaks(res.body), `${page} as ${role}`).toEqual([]);
      }
    }
  });

  it('gives a premium subscriber the premium items in full, and nothing of the vip or mature ones', async () => {
    const member = await createUser(p.ctx, 'user');
    const vipMember = await createUser(p.ctx, 'user');
    await subscribeWithCard(p.app, { cookie: member.cookie, avatarId });
    await subscribeWithCard(p.app, { cookie: vipMember.cookie, avatarId, tier: 'vip' });
    const own = await p.call('GET', `/api/avatars/${avatarId}/content`, member.cookie);
    expect(own.body).toContain(TEXT.life);
    expect((await p.call('GET', `/api/media/${premiumMediaId}`, member.cookie)).statusCode).toBe(200);
    const found: string[] = [];
    for (const route of getRoutes()) {
      for (const url of urlsFor(route.url)) {
        const leaked = leaks((await p.call('GET', url, member.cookie)).body, beyondPremium);
        if (leaked.length > 0) found.push(`${url}: ${leaked.join(', ')}`);
      }
    }
    for (const page of [`/avatar/${avatarId}`, `/avatar-chat/${avatarId}`]) {
      found.push(...leaks((await p.call('GET', page, member.cookie)).body, beyondPremium).map((l) => `${page}: ${l}`));
    }
    expect(found).toEqual([]);
    for (const id of mediaIds.slice(2)) {
      expect((await p.call('GET', `/api/media/${id}`, member.cookie)).statusCode, `media ${id}`).not.toBe(200);
    }
    // The vip subscriber reads the vip item too, and still no mature one.
    const vipBody = (await p.call('GET', `/api/avatars/${avatarId}/content`, vipMember.cookie)).body;
    expect(vipBody).toContain(TEXT.vip);
    expect(vipBody).not.toContain(TEXT.nqw);
  });
});
