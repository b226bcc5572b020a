import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '../../shared/routes.ts';
import { signedInMember } from '../test/accounts.ts';
import { createUser } from '../test/creator-fixtures.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let clientDir: string;
beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'companions-client-'));
  fs.mkdirSync(path.join(clientDir, 'assets'));
  fs.writeFileSync(
    path.join(clientDir, 'index.html'),
    '<html><head><meta name="app-config" content="{}" /><title>__BRAND_MAIN_NAME__</title></head><body></body></html>',
  );
  fs.writeFileSync(path.join(clientDir, 'assets', 'app-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(clientDir, 'robots.txt'), 'User-agent: *');
  fs.mkdirSync(path.join(clientDir, '.vite'));
  fs.writeFileSync(
    path.join(clientDir, '.vite', 'route-preloads.json'),
    JSON.stringify({
      '/avatar/:id': ['/assets/avatar-profile-page-1.js', '/assets/dialog-2.js', '/assets/avatar-profile-page-3.css'],
      '*': ['/assets/not-found-page-4.js'],
    }),
  );
  t = await createTestApp({ clientDir, seed: false, env: { BRAND_MAIN_NAME: 'Kindred & Co' } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

/** The runtime configuration a served page carries (its meta tag, unescaped). */
function config(body: string) {
  const content = /<meta name="app-config" content="([^"]*)"/.exec(body)?.[1] ?? '';
  const text = content
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
  return JSON.parse(text);
}

/** A visible avatar of a new creator, straight into the table. */
async function insertAvatar(fields: { name: string; main_image?: string }): Promise<number> {
  const creator = await createUser(t.ctx, 'creator');
  const at = new Date().toISOString();
  const row = { creator_id: creator.id, category: 'art', monthly_price: 999, created_at: at, updated_at: at };
  const { id } = await t.ctx.db
    .insertInto('avatars')
    .values({ ...row, ...fields })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

describe('SPA serving', () => {
  it('serves index.html with the runtime brand and no caching for client routes', async () => {
    for (const url of ['/', '/avatars', '/nqw', '/login?tab=creator']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(res.body).toContain('<title>Kindred &amp; Co</title>');
      expect(res.body).toContain('&quot;mainName&quot;:&quot;Kindred &amp; Co&quot;');
    }
  });

  it('answers every path of the route table with its page', async () => {
    const id = await insertAvatar({ name: 'Routed' });
    for (const { path: pattern } of ROUTES) {
      const url = pattern.replace(':id', String(id));
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain('not-found-page');
    }
  });

  it('tells the app who is signed in: null for a guest, the user for a session cookie', async () => {
    expect(config((await t.app.inject('/avatars')).body).initialUser).toBeNull();
    const member = await signedInMember(t.app);
    const page = await t.app.inject({ url: '/welcome', headers: { cookie: member.cookie } });
    expect(config(page.body).initialUser).toMatchObject({ id: member.id, username: member.username, role: 'user' });
    const stale = await t.app.inject({ url: '/welcome', headers: { cookie: 'sid=not-a-live-session-token-at-all' } });
    expect(config(stale.body).initialUser).toBeNull();
  });

  it('starts an avatar page with its avatar, and the profile with its portrait on the way', async () => {
    const id = await insertAvatar({ name: 'Page "Avatar" <b>', main_image: '/media/uploads/a&b.webp' });
    const api = (await t.app.inject(`/api/avatars/${id}`)).json();
    for (const url of [`/avatar/${id}`, `/avatar-chat/${id}/`]) {
      const page = (await t.app.inject(url)).body;
      expect(config(page).initialAvatar, url).toEqual(api);
      expect(page).not.toContain('<b>');
    }
    const portrait = '<link rel="preload" as="image" fetchpriority="high" href="/media/uploads/a&amp;b.webp">';
    expect((await t.app.inject(`/avatar/${id}`)).body).toContain(portrait);
    expect((await t.app.inject(`/avatar-chat/${id}`)).body).not.toContain('as="image"');
    // Unknown, hidden and malformed ids: the screen asks the API itself (and shows not found).
    await t.ctx.db.updateTable('avatars').set({ is_visible: 0 }).where('id', '=', id).execute();
    for (const url of [`/avatar/${id}`, '/avatar/999999', '/avatar/abc', '/avatar-chat/0']) {
      const page = (await t.app.inject(url)).body;
      expect(config(page).initialAvatar, url).toBeUndefined();
      expect(page, url).not.toContain('as="image"');
    }
  });

  it('starts Explore with its first page of cards, as the API answers it, and the first portrait on the way', async () => {
    const id = await insertAvatar({ name: 'Explored', main_image: '/media/uploads/explored.webp' });
    const api = (await t.app.inject('/api/avatars?limit=24')).json();
    const page = (await t.app.inject('/avatars')).body;
    expect(config(page).initialAvatarPage).toEqual({ search: '', category: 'all', avatars: api });
    expect(api[0]?.id).toBe(id);
    expect(page).toContain('<link rel="preload" as="image" fetchpriority="high" href="/media/uploads/explored.webp">');
    // The address's search (trimmed) and category, as the screen reads them.
    const searched = (await t.app.inject('/avatars?q=%20Explored%20&category=art')).body;
    const apiSearched = (await t.app.inject('/api/avatars?limit=24&search=Explored&category=art')).json();
    expect(apiSearched.map((a: { id: number }) => a.id)).toEqual([id]);
    expect(config(searched).initialAvatarPage).toEqual({ search: 'Explored', category: 'art', avatars: apiSearched });
    const none = (await t.app.inject('/avatars?q=nothing-is-called-this')).body;
    expect(config(none).initialAvatarPage).toEqual({ search: 'nothing-is-called-this', category: 'all', avatars: [] });
    expect(none).not.toContain('as="image"');
    // A search the API refuses (too long): the page is served with nothing embedded.
    const refused = await t.app.inject(`/avatars?q=${'x'.repeat(101)}`);
    expect(refused.statusCode).toBe(200);
    expect(config(refused.body).initialAvatarPage).toBeNull();
    expect(refused.body).not.toContain('as="image"');
  });

  it("links the JS and CSS of the path's screen as preloads in the head", async () => {
    const profile = (await t.app.inject('/avatar/12')).body;
    const head = profile.slice(0, profile.indexOf('</head>'));
    const link = (rel: string, href: string) => `<link rel="${rel}" crossorigin fetchpriority="low" href="${href}">`;
    expect(head).toContain(link('modulepreload', '/assets/avatar-profile-page-1.js'));
    expect(head).toContain(link('modulepreload', '/assets/dialog-2.js'));
    expect(head).toContain(link('preload" as="style', '/assets/avatar-profile-page-3.css'));
    const missing = await t.app.inject('/definitely/not/here');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('href="/assets/not-found-page-4.js"');
    expect(missing.body).not.toContain('avatar-profile-page');
    // Screens without lazily loaded code (Home is part of the app itself) get none.
    for (const url of ['/', '/avatars']) expect((await t.app.inject(url)).body).not.toContain('modulepreload');
  });

  it("writes the signed-in user's own text literally, whatever '$' patterns it holds", async () => {
    const member = await signedInMember(t.app);
    const bio = "a $' b $& c $` d $$ e";
    const update = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/profile',
      headers: { cookie: member.cookie },
      payload: { displayName: 'Dollar', email: member.email, bio },
    });
    expect(update.statusCode).toBe(200);
    const page = (await t.app.inject({ url: '/profile', headers: { cookie: member.cookie } })).body;
    expect(page.match(/name="app-config"/g)).toHaveLength(1);
    const content = /<meta name="app-config" content="([^"]*)"/.exec(page)?.[1] ?? '';
    expect(content).toContain('a $&#39; b $&amp; c $` d $$ e');
  });

  it('answers unknown page paths with the SPA and a 404 status', async () => {
    const res = await t.app.inject('/definitely/not/here');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });

  it('answers page paths with a dot the way it answers any unknown page: the not-found screen, 404', async () => {
    for (const url of ['/terms.html', '/avatar/1.5', '/avatar-chat/2.0', '/privacy.php?x=1', '/robots.txt/extra']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.body, url).toContain('href="/assets/not-found-page-4.js"');
    }
    // Real files still answer as files; misses under the hashed assets stay short JSON.
    expect((await t.app.inject('/robots.txt')).body).toBe('User-agent: *');
    const missingAsset = await t.app.inject('/assets/missing-1.js');
    expect(missingAsset.statusCode).toBe(404);
    expect(missingAsset.json()).toEqual({ message: 'Not Found' });
  });

  it("serves only the client's public output, never the build's notes in .vite/", async () => {
    fs.writeFileSync(path.join(clientDir, '.vite', 'manifest.json'), '{"secret":"build notes"}');
    for (const url of [
      '/.vite/manifest.json',
      '/.vite/route-preloads.json',
      '/%2evite/manifest.json',
      '/.vite/',
      '/assets/../.vite/manifest.json',
    ]) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('build notes');
      expect(res.body, url).not.toContain('avatar-profile-page-1.js"]');
    }
    // The server itself still reads them (the preloads above come from route-preloads.json).
    expect((await t.app.inject('/avatar/12')).body).toContain('/assets/avatar-profile-page-1.js');
  });

  it('answers an avatar page about no visible avatar with a 404 status', async () => {
    for (const url of ['/avatar/999999', '/avatar-chat/999999', '/avatar/abc', '/avatar/0']) {
      expect((await t.app.inject(url)).statusCode, url).toBe(404);
    }
  });

  it('caches hashed assets forever and other files briefly', async () => {
    const asset = await t.app.inject('/assets/app-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const robots = await t.app.inject('/robots.txt');
    expect(robots.headers['cache-control']).toBe('public, max-age=3600');
    expect((await t.app.inject('/assets/missing.js')).statusCode).toBe(404);
  });
});
