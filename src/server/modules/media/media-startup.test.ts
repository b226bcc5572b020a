import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SEED_ART_DIR } from '../../db/seed/seed-art.ts';
import { createUser, MULTIPART_TYPE, multipartBody, pngBytes, type TestUser } from '../../test/creator-fixtures.ts';
import { createTestApp, type TestApp, testDialect } from '../../test/test-app.ts';
import { writePreview } from '../creator-media/media-storage.ts';
import { prepareMedia } from './media-startup.ts';

// Counts renders: a new install's seeded pictures should need none.
vi.mock('../creator-media/media-storage.ts', async (actual) => {
  const storage = await actual<typeof import('../creator-media/media-storage.ts')>();
  return { ...storage, writePreview: vi.fn(storage.writePreview) };
});

let t: TestApp;
let creator: TestUser;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  creator = await createUser(t.ctx, 'creator');
});
afterAll(async () => t.close());

const media = (...parts: string[]) => path.join(t.config.dataDir, 'media', ...parts);

/** A premium picture item, then turned back into how an install before 0610 stored it. */
async function legacyPremiumItem(): Promise<{ contentId: number; mediaId: number; publicPath: string }> {
  const call = (method: 'POST', url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url, headers: { cookie: creator.cookie, ...headers }, payload: payload as string });
  const up = await call(
    'POST',
    '/api/creator/uploads?kind=image',
    multipartBody('old.png', 'image/png', await pngBytes()),
    {
      'content-type': MULTIPART_TYPE,
    },
  );
  const avatar = await t.app.inject({
    method: 'POST',
    url: '/api/creator/avatars',
    headers: { cookie: creator.cookie },
    payload: {
      name: 'Old Timer',
      tagline: '',
      description: '',
      personality: '',
      scenario: '',
      firstMessage: '',
      exampleDialogue: '',
      category: 'travel',
      monthlyPrice: 1499,
      isVisible: true,
    },
  });
  const item = await t.app.inject({
    method: 'POST',
    url: '/api/creator/content',
    headers: { cookie: creator.cookie },
    payload: {
      area: 'life',
      avatarId: avatar.json().id,
      title: 'Old premium post',
      contentType: 'image',
      category: 'travel',
      premium: true,
      mediaIds: [up.json().id],
    },
  });
  expect(item.statusCode, item.body).toBe(201);
  const mediaId: number = up.json().id;
  const row = await t.ctx.db.selectFrom('media_files').selectAll().where('id', '=', mediaId).executeTakeFirstOrThrow();
  const publicPath = (row.web_path ?? '').replace(/^private\//, 'uploads/');
  fs.mkdirSync(path.dirname(media(publicPath)), { recursive: true });
  fs.renameSync(media(row.web_path ?? ''), media(publicPath));
  fs.rmSync(media(row.preview_path ?? ''));
  await t.ctx.db
    .updateTable('media_files')
    .set({ web_path: publicPath, preview_path: null })
    .where('id', '=', mediaId)
    .execute();
  await t.ctx.db
    .updateTable('content_items')
    .set({ image_url: `/media/${publicPath}`, preview_url: null })
    .where('id', '=', item.json().id)
    .execute();
  return { contentId: item.json().id, mediaId, publicPath };
}

describe(`media start-up step on ${testDialect}`, () => {
  it('moves an older install’s content files out of the public folder and makes their previews', async () => {
    const legacy = await legacyPremiumItem();
    expect((await t.app.inject(`/media/${legacy.publicPath}`)).statusCode).toBe(200);

    await prepareMedia(t.ctx);

    expect(fs.existsSync(media(legacy.publicPath))).toBe(false);
    expect((await t.app.inject(`/media/${legacy.publicPath}`)).statusCode).toBe(404);
    const row = await t.ctx.db
      .selectFrom('media_files')
      .selectAll()
      .where('id', '=', legacy.mediaId)
      .executeTakeFirstOrThrow();
    expect(row.web_path).toBe(legacy.publicPath.replace(/^uploads\//, 'private/'));
    expect(fs.existsSync(media(row.web_path ?? ''))).toBe(true);
    expect(row.preview_path).toMatch(/^uploads\/previews\//);
    const item = await t.ctx.db
      .selectFrom('content_items')
      .select(['image_url', 'preview_url'])
      .where('id', '=', legacy.contentId)
      .executeTakeFirstOrThrow();
    expect(item).toEqual({ image_url: `/api/media/${legacy.mediaId}`, preview_url: `/media/${row.preview_path}` });
    expect((await t.app.inject(item.image_url ?? '')).statusCode).toBe(403);
    const own = await t.app.inject({ url: item.image_url ?? '', headers: { cookie: creator.cookie } });
    expect(own.statusCode).toBe(200);

    // A second start finds nothing to do and changes nothing.
    await prepareMedia(t.ctx);
    const again = await t.ctx.db
      .selectFrom('media_files')
      .selectAll()
      .where('id', '=', legacy.mediaId)
      .executeTakeFirstOrThrow();
    expect(again).toEqual(row);
  });
});

describe(`the seed art's shipped previews on ${testDialect}`, () => {
  const art = (...parts: string[]) => path.join(SEED_ART_DIR, ...parts);
  const pixels = async (file: string) => {
    const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
    return { data, size: [info.width, info.height, info.channels] };
  };
  const svgs = () => fs.readdirSync(art('content')).filter((name) => name.endsWith('.svg'));

  it('are what writePreview renders from each seeded picture (else: node --import tsx scripts/seed-previews.ts)', async () => {
    expect(svgs().length).toBeGreaterThan(0);
    for (const name of svgs()) {
      const relative = await writePreview(t.config, art('content', name), `render-check/${name}.webp`);
      const shipped = art('previews', name.replace(/\.svg$/, '.webp'));
      expect(fs.existsSync(shipped), `${shipped} is missing`).toBe(true);
      // Pixels, not bytes: libvips and libwebp may round differently on another CPU.
      const [a, b] = await Promise.all([pixels(shipped), pixels(media(relative))]);
      expect(a.size, name).toEqual(b.size);
      let difference = 0;
      for (let i = 0; i < a.data.length; i++) difference += Math.abs((a.data[i] ?? 0) - (b.data[i] ?? 0));
      expect(difference / a.data.length, name).toBeLessThan(3);
    }
  });

  it('become the previews of a new install’s premium pictures, each its own copy', async () => {
    vi.mocked(writePreview).mockClear();
    const seeded = await createTestApp();
    try {
      expect(writePreview).not.toHaveBeenCalled();
      const rows = await seeded.ctx.db
        .selectFrom('media_files')
        .select(['storage_path', 'preview_path'])
        .where('storage_path', 'like', 'private/seed/content/%')
        .execute();
      expect(rows.length).toBe(svgs().length);
      for (const row of rows) {
        expect(row.preview_path).toMatch(/^uploads\/previews\/seed\/content\/[\w-]+\.webp$/);
        const copy = path.join(seeded.config.dataDir, 'media', row.preview_path ?? '');
        const shipped = art('previews', path.basename(row.storage_path).replace(/\.svg$/, '.webp'));
        expect(fs.readFileSync(copy).equals(fs.readFileSync(shipped)), row.storage_path).toBe(true);
      }
    } finally {
      await seeded.close();
    }
  });
});
