import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_IMAGE_MAX_MB } from '../../../shared/constants.ts';
import {
  createUser,
  MULTIPART_TYPE,
  multipartBody,
  pngBytes,
  streamingMultipart,
  type TestUser,
} from '../../test/creator-fixtures.ts';
import { createTestApp, type TestApp, testDialect } from '../../test/test-app.ts';

let t: TestApp;
let creator: TestUser;
let member: TestUser;
const MB = 1024 * 1024;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  creator = await createUser(t.ctx, 'creator');
  member = await createUser(t.ctx, 'user');
});
afterAll(async () => t.close());

function upload(query: string, body: Buffer, cookie = creator.cookie) {
  return t.app.inject({
    method: 'POST',
    url: `/api/creator/uploads?${query}`,
    headers: { cookie, 'content-type': MULTIPART_TYPE },
    payload: body,
  });
}

const mediaDir = () => path.join(t.config.dataDir, 'media');
const tmpFiles = () =>
  fs.existsSync(path.join(mediaDir(), 'tmp')) ? fs.readdirSync(path.join(mediaDir(), 'tmp')) : [];

describe(`creator uploads on ${testDialect}`, () => {
  it('stores an image, keeps the original and the web version private, and serves a 9:12 avatar version to its owner', async () => {
    const res = await upload(
      'kind=image&purpose=avatar',
      multipartBody('me.png', 'image/png', await pngBytes(300, 300)),
    );
    expect(res.statusCode, res.body).toBe(201);
    const media = res.json();
    expect(media).toMatchObject({
      kind: 'image',
      mimeType: 'image/png',
      originalName: 'me.png',
      width: 900,
      height: 1200,
    });
    expect(media.webUrl).toBe(`/api/media/${media.id}`);
    expect(media.url).toBe(media.webUrl);
    const row = await t.ctx.db
      .selectFrom('media_files')
      .selectAll()
      .where('id', '=', media.id)
      .executeTakeFirstOrThrow();
    expect(row.storage_path.startsWith('originals/')).toBe(true);
    expect(row.web_path).toMatch(/^private\/\d{4}\/\d{2}\/[\w-]+\.webp$/);
    // Only content images get a blurred preview (for locked items).
    expect(row.preview_path).toBeNull();
    expect(fs.existsSync(path.join(mediaDir(), row.storage_path))).toBe(true);
    const meta = await sharp(path.join(mediaDir(), row.web_path ?? '')).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 900, height: 1200 });

    const served = await t.app.inject({ url: media.webUrl, headers: { cookie: creator.cookie } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('private, no-store');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    // Not reviewed yet: nobody else gets it, and no public path leads to it.
    expect((await t.app.inject(media.webUrl)).statusCode).toBe(404);
    expect((await t.app.inject({ url: media.webUrl, headers: { cookie: member.cookie } })).statusCode).toBe(404);
    expect((await t.app.inject(`/media/${row.web_path}`)).statusCode).toBe(404);
    expect((await t.app.inject(`/media/uploads/${row.web_path?.slice('private/'.length)}`)).statusCode).toBe(404);
  });

  it('makes a tiny blurred public preview of a content image', async () => {
    const res = await upload('kind=image', multipartBody('shot.png', 'image/png', await pngBytes(800, 600)));
    const row = await t.ctx.db
      .selectFrom('media_files')
      .selectAll()
      .where('id', '=', res.json().id)
      .executeTakeFirstOrThrow();
    expect(row.preview_path).toMatch(/^uploads\/previews\/\d{4}\/\d{2}\/[\w-]+\.webp$/);
    const meta = await sharp(path.join(mediaDir(), row.preview_path ?? '')).metadata();
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(32);
    const served = await t.app.inject(`/media/${row.preview_path}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('stores audio as uploaded and serves it as a download-safe file', async () => {
    // ID3 tag (empty) followed by one MPEG-1 Layer III frame header and silence.
    const mp3 = Buffer.concat([
      Buffer.from('ID3'),
      Buffer.from([4, 0, 0, 0, 0, 0, 0]),
      Buffer.from([0xff, 0xfb, 0x90, 0x64]),
      Buffer.alloc(8000, 0),
    ]);
    const res = await upload('kind=audio', multipartBody('song.txt', 'text/plain', mp3));
    expect(res.statusCode, res.body).toBe(201);
    const media = res.json();
    expect(media).toMatchObject({ kind: 'audio', mimeType: 'audio/mpeg', webUrl: null, sizeBytes: mp3.length });
    expect(media.url).toBe(`/api/media/${media.id}`);
    expect((await t.app.inject(media.url)).statusCode).toBe(404);
    const served = await t.app.inject({ url: media.url, headers: { cookie: creator.cookie } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('audio/mpeg');
    expect(served.headers['content-disposition']).toBe('attachment');
    expect(served.rawPayload.equals(mp3)).toBe(true);
  });

  it('refuses a renamed text file with the image uploader message, leaving nothing on disk', async () => {
    const before = fs.existsSync(path.join(mediaDir(), 'originals'))
      ? fs.readdirSync(mediaDir(), { recursive: true }).length
      : 0;
    const res = await upload(
      'kind=image',
      multipartBody('holiday.png', 'image/png', Buffer.from('just some text, not a picture\n'.repeat(50))),
    );
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: 'Only image files are allowed.' });
    const after = fs.existsSync(path.join(mediaDir(), 'originals'))
      ? fs.readdirSync(mediaDir(), { recursive: true }).length
      : 0;
    expect(after).toBe(before);
    expect(tmpFiles()).toEqual([]);
  });

  it('refuses a non-video as video with the accepted formats listed', async () => {
    const res = await upload('kind=video', multipartBody('clip.mp4', 'video/mp4', await pngBytes()));
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: 'Some files have unsupported formats. Accepted formats: video/*' });
  });

  it('refuses a declared oversize body at once, without reading it', async () => {
    const { stream, stats } = streamingMultipart({
      fileName: 'big.png',
      contentType: 'image/png',
      first: await pngBytes(),
      totalBytes: 60 * MB,
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/creator/uploads?kind=image',
      headers: { cookie: creator.cookie, 'content-type': MULTIPART_TYPE, 'content-length': String(60 * MB + 400) },
      payload: stream,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: `Some files exceed the maximum size of ${UPLOAD_IMAGE_MAX_MB} MB.` });
    expect(res.headers.connection).toBe('close');
    expect(stats.pulledBytes).toBeLessThan(2 * MB);
  });

  it('stops a streamed oversize file at the limit, without buffering it, and removes the partial file', async () => {
    // A real socket: the client streams 200 MB (no Content-Length) and counts what it got to send.
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { stream, stats } = streamingMultipart({
      fileName: 'big.png',
      contentType: 'image/png',
      first: await pngBytes(),
      totalBytes: 200 * MB,
    });
    const rssBefore = process.memoryUsage().rss;
    const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(`${address}/api/creator/uploads?kind=image`, {
        method: 'POST',
        headers: { cookie: creator.cookie, 'content-type': MULTIPART_TYPE },
      });
      req.on('response', (res) => {
        let text = '';
        res.on('data', (c: Buffer) => {
          text += c.toString();
        });
        res.on('end', () => {
          stream.destroy();
          resolve({ status: res.statusCode ?? 0, body: text });
        });
      });
      req.on('error', (error) => (stats.pulledBytes > 0 ? undefined : reject(error)));
      stream.pipe(req);
    });
    expect(status).toBe(413);
    expect(JSON.parse(body)).toEqual({ message: `Some files exceed the maximum size of ${UPLOAD_IMAGE_MAX_MB} MB.` });
    // It read a little past the limit (plus socket buffers), not the 200 MB on offer…
    expect(stats.pulledBytes).toBeGreaterThan(UPLOAD_IMAGE_MAX_MB * MB);
    expect(stats.pulledBytes).toBeLessThan((UPLOAD_IMAGE_MAX_MB + 16) * MB);
    // …and never held the body in memory (client and server share this process, so the
    // bound is loose: far below the 200 MB offered).
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(64 * MB);
    expect(tmpFiles()).toEqual([]);
  });

  it('needs a signed-in creator', async () => {
    const body = multipartBody('me.png', 'image/png', await pngBytes());
    expect((await upload('kind=image', body, '')).statusCode).toBe(401);
    const asMember = await upload('kind=image', body, member.cookie);
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json()).toHaveProperty('message');
  });

  it('answers 400 for a bad kind and for a body that is not multipart', async () => {
    expect((await upload('kind=document', multipartBody('a.png', 'image/png', await pngBytes()))).statusCode).toBe(400);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/creator/uploads?kind=image',
      headers: { cookie: creator.cookie, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(json.statusCode).toBe(400);
  });

  it("lets a creator discard their own unattached upload but not another creator's", async () => {
    const res = await upload('kind=image', multipartBody('me.png', 'image/png', await pngBytes()));
    const { id } = res.json();
    const other = await createUser(t.ctx, 'creator');
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/creator/uploads/${id}`,
      headers: { cookie: other.cookie },
    });
    expect(foreign.statusCode).toBe(403);
    const own = await t.app.inject({
      method: 'DELETE',
      url: `/api/creator/uploads/${id}`,
      headers: { cookie: creator.cookie },
    });
    expect(own.statusCode).toBe(204);
    expect(
      await t.ctx.db.selectFrom('media_files').select('id').where('id', '=', id).executeTakeFirst(),
    ).toBeUndefined();
  });
});
