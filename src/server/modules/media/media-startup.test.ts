import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, MULTIPART_TYPE, multipartBody, pngBytes, type TestUser } from '../../test/creator-fixtures.ts';
import { createTestApp, type TestApp, testDialect } from '../../test/test-app.ts';
import { prepareMedia } from './media-startup.ts';

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
