import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLISH_DATE_MESSAGE, premiumEligibilityMessage } from '../../../shared/contracts/creator-content.ts';
import { fixedClock } from '../../lib/clock.ts';
import {
  approveForPremium,
  createUser,
  MULTIPART_TYPE,
  multipartBody,
  pngBytes,
  type TestUser,
} from '../../test/creator-fixtures.ts';
import { createTestApp, type TestApp, testDialect } from '../../test/test-app.ts';
import { applyForPremium, approvePremium } from '../creator-settings/creator-settings.service.ts';
import { publishDueContent } from './creator-content.service.ts';

const clock = fixedClock('2026-03-10T12:00:00.000Z');
let t: TestApp;
let creator: TestUser;
let other: TestUser;
let member: TestUser;
let moderator: TestUser;
let avatarId: number;

const JUNO = {
  name: 'Juno',
  tagline: 't',
  description: 'd',
  personality: '',
  scenario: '',
  firstMessage: '',
  exampleDialogue: '',
  category: 'travel',
  monthlyPrice: 999,
  isVisible: true,
};

beforeAll(async () => {
  t = await createTestApp({ seed: false, clock });
  [creator, other, member, moderator] = await Promise.all([
    createUser(t.ctx, 'creator'),
    createUser(t.ctx, 'creator'),
    createUser(t.ctx, 'user'),
    createUser(t.ctx, 'moderator'),
  ]);
  // `creator` may publish to the premium brand.
  await approveForPremium(t.ctx, creator.id);
  const res = await call('POST', '/api/creator/avatars', creator.cookie, JUNO);
  avatarId = res.json().id;
});
afterAll(async () => t.close());

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function uploadImage(user = creator): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/creator/uploads?kind=image',
    headers: { cookie: user.cookie, 'content-type': MULTIPART_TYPE },
    payload: multipartBody('pic.png', 'image/png', await pngBytes()),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

const lifeBody = (extra: object = {}) => ({
  area: 'life',
  avatarId,
  title: 'Morning in Lisbon',
  contentType: 'image',
  description: 'Tiles, trams and pastel de nata.',
  category: 'travel',
  tags: 'travel, #Lisbon, travel',
  premium: false,
  publishAt: null,
  timezoneOffset: 0,
  ...extra,
});

const wifeBody = (extra: object = {}) => ({
  area: 'wife',
  avatarId,
  title: 'Silk and shadows',
  contentType: 'image',
  description: 'A quiet evening set.',
  category: 'lingerie',
  tags: '',
  tier: 'vip',
  ageVerified: true,
  verificationNotes: 'All models 18+, releases on file.',
  publishAt: null,
  timezoneOffset: 0,
  ...extra,
});

async function create(body: object, user = creator) {
  const res = await call('POST', '/api/creator/content', user.cookie, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe(`creator content on ${testDialect}`, () => {
  it('publishes a general-area upload at once with its files, tags and web image', async () => {
    const mediaId = await uploadImage();
    const item = await create(lifeBody({ mediaIds: [mediaId] }));
    expect(item).toMatchObject({
      status: 'published',
      area: 'life',
      type: 'image',
      isPremium: false,
      tier: null,
      tags: ['travel', 'lisbon'],
      publishedAt: clock.now().toISOString(),
      avatarName: 'Juno',
    });
    // The picture is served through the gated route; its blurred preview is public.
    expect(item.thumbnail).toBe(`/api/media/${mediaId}`);
    expect(item.media).toHaveLength(1);
    const row = await t.ctx.db
      .selectFrom('content_items')
      .select(['status', 'image_url', 'is_preview', 'preview_url'])
      .where('id', '=', item.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      status: 'published',
      image_url: item.thumbnail,
      is_preview: 1,
      preview_url: expect.stringMatching(/^\/media\/uploads\/previews\/\d{4}\/\d{2}\/[\w-]+\.webp$/),
    });
  });

  it('sends a mature-area upload to pending, then a moderator approves it to published', async () => {
    const item = await create(wifeBody({ mediaIds: [await uploadImage()] }));
    expect(item).toMatchObject({ status: 'pending', isPremium: true, tier: 'vip', publishedAt: null });

    const queue = await call('GET', '/api/moderation/queue', moderator.cookie);
    expect(queue.statusCode).toBe(200);
    expect(queue.json().find((q: { id: number }) => q.id === item.id)).toMatchObject({
      title: 'Silk and shadows',
      creatorUsername: creator.username,
      verificationNotes: 'All models 18+, releases on file.',
    });
    const approve = await call('POST', `/api/moderation/content/${item.id}/approve`, moderator.cookie);
    expect(approve.json()).toEqual({ id: item.id, status: 'published', rejectionReason: null });
    const again = await call('POST', `/api/moderation/content/${item.id}/approve`, moderator.cookie);
    expect(again.statusCode).toBe(409);
    expect((await call('GET', `/api/creator/content/${item.id}`, creator.cookie)).json().status).toBe('published');
  });

  it('takes mature-area uploads only from creators approved for the premium brand', async () => {
    const newcomer = await createUser(t.ctx, 'creator');
    const res = await call('POST', '/api/creator/avatars', newcomer.cookie, { ...JUNO, name: 'Vesper' });
    const theirs = (extra: object = {}) => wifeBody({ avatarId: res.json().id, ...extra });
    const refused = premiumEligibilityMessage(t.ctx.config.brand.premiumName);
    const tryUpload = async () =>
      call('POST', '/api/creator/content', newcomer.cookie, theirs({ mediaIds: [await uploadImage(newcomer)] }));

    const before = await tryUpload();
    expect(before.statusCode).toBe(403);
    expect(before.json().message).toBe(refused);
    // Applying is not approval: still refused while the application waits.
    await applyForPremium(t.ctx, newcomer.id);
    expect((await tryUpload()).json().message).toBe(refused);
    // Nothing of the refused uploads reached the dashboard or the moderators.
    const mine = await call('GET', '/api/creator/content?tab=wife', newcomer.cookie);
    expect(mine.json()).toEqual([]);
    // General-area uploads never needed it.
    expect(
      (
        await call('POST', '/api/creator/content', newcomer.cookie, {
          ...lifeBody(),
          avatarId: res.json().id,
          contentType: 'text',
        })
      ).statusCode,
    ).toBe(201);

    await approvePremium(t.ctx, newcomer.id);
    const accepted = await tryUpload();
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json()).toMatchObject({ status: 'pending', area: 'wife' });
  });

  it('shows the rejection reason to the creator', async () => {
    const item = await create(wifeBody({ mediaIds: [await uploadImage()] }));
    const short = await call('POST', `/api/moderation/content/${item.id}/reject`, moderator.cookie, { reason: '' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Please give a reason for the rejection');
    const res = await call('POST', `/api/moderation/content/${item.id}/reject`, moderator.cookie, {
      reason: 'Watermark from another site',
    });
    expect(res.json()).toMatchObject({ status: 'rejected', rejectionReason: 'Watermark from another site' });
    const mine = await call('GET', '/api/creator/content?tab=wife', creator.cookie);
    expect(mine.json().find((c: { id: number }) => c.id === item.id)).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Watermark from another site',
    });
  });

  it('refuses a publish date before today, schedules a later one as a draft and publishes it when due', async () => {
    const past = await call(
      'POST',
      '/api/creator/content',
      creator.cookie,
      lifeBody({ contentType: 'text', publishAt: '2026-03-09T23:00:00.000Z' }),
    );
    expect(past.statusCode).toBe(400);
    expect(past.json()).toEqual({
      message: PUBLISH_DATE_MESSAGE,
      issues: [{ path: 'publishDate', message: PUBLISH_DATE_MESSAGE }],
    });
    // 23:00 on the 9th in UTC is already the 10th for a creator at UTC+2 (offset -120).
    const ahead = await create(
      lifeBody({ contentType: 'text', publishAt: '2026-03-09T23:00:00.000Z', timezoneOffset: -120 }),
    );
    expect(ahead.status).toBe('published');

    const later = await create(
      lifeBody({ contentType: 'text', title: 'Later', publishAt: '2026-03-11T08:00:00.000Z' }),
    );
    expect(later).toMatchObject({ status: 'draft', scheduledAt: '2026-03-11T08:00:00.000Z', publishedAt: null });
    expect(
      (await call('GET', '/api/creator/content?tab=drafts', creator.cookie)).json().map((c: { id: number }) => c.id),
    ).toContain(later.id);
    clock.set('2026-03-11T08:00:30.000Z');
    expect(await publishDueContent(t.ctx)).toBe(1);
    const now = (await call('GET', `/api/creator/content/${later.id}`, creator.cookie)).json();
    expect(now).toMatchObject({ status: 'published', publishedAt: '2026-03-11T08:00:00.000Z', scheduledAt: null });
  });

  it('applies the uploader limits again on submit', async () => {
    const ids = await Promise.all(Array.from({ length: 11 }, () => uploadImage()));
    const many = await call('POST', '/api/creator/content', creator.cookie, lifeBody({ mediaIds: ids }));
    expect(many.statusCode).toBe(400);
    const none = await call('POST', '/api/creator/content', creator.cookie, lifeBody({ mediaIds: [] }));
    expect(none.json().message).toBe('Please add at least one file.');
    const asVideo = await call(
      'POST',
      '/api/creator/content',
      creator.cookie,
      lifeBody({ contentType: 'video', mediaIds: [ids[0]] }),
    );
    expect(asVideo.json().message).toBe('Some files have unsupported formats. Accepted formats: video/*');
    const twoVideos = await call(
      'POST',
      '/api/creator/content',
      creator.cookie,
      lifeBody({ contentType: 'audio', mediaIds: [ids[0], ids[1]] }),
    );
    expect(twoVideos.json().message).toBe('You can only upload up to 1 files at once.');
    const tenOk = await create(lifeBody({ mediaIds: ids.slice(0, 10) }));
    expect(tenOk).toMatchObject({ type: 'gallery' });
    expect(tenOk.media).toHaveLength(10);
    const reused = await call('POST', '/api/creator/content', creator.cookie, lifeBody({ mediaIds: [ids[0]] }));
    expect(reused.json().message).toBe('A file is already part of other content.');
  });

  it('validates the form: title required, categories per area, no text in nqw, age verification', async () => {
    const cases: [object, string][] = [
      [lifeBody({ title: '  ' }), 'Content title is required'],
      [lifeBody({ category: 'lingerie' }), 'Choose a category from the list'],
      [wifeBody({ contentType: 'text' }), 'This content type is not available here'],
      [wifeBody({ ageVerified: false }), 'Age verification (18+) is required'],
    ];
    for (const [body, message] of cases) {
      const res = await call('POST', '/api/creator/content', creator.cookie, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it("refuses another creator's avatar and files with 403", async () => {
    const foreignAvatar = await call('POST', '/api/creator/content', other.cookie, lifeBody({ contentType: 'text' }));
    expect(foreignAvatar.statusCode).toBe(403);
    const theirMedia = await uploadImage(other);
    const foreignMedia = await call(
      'POST',
      '/api/creator/content',
      creator.cookie,
      lifeBody({ mediaIds: [theirMedia] }),
    );
    expect(foreignMedia.statusCode).toBe(403);
  });

  it('searches and filters by dashboard tab', async () => {
    const list = async (q: string) =>
      (await call('GET', `/api/creator/content?${q}`, creator.cookie))
        .json()
        .map((c: { title: string; status: string; area: string }) => c);
    expect((await list('search=LISBON')).every((c: { title: string }) => c.title === 'Morning in Lisbon')).toBe(true);
    expect((await list('search=100%25')).length).toBe(0);
    expect((await list('tab=pending')).every((c: { status: string }) => c.status === 'pending')).toBe(true);
    expect((await list('tab=published')).every((c: { status: string }) => c.status === 'published')).toBe(true);
    expect((await list('tab=life')).every((c: { area: string }) => c.area === 'life')).toBe(true);
    expect(await list('tab=all')).not.toHaveLength(0);
    expect((await call('GET', '/api/creator/content', other.cookie)).json()).toEqual([]);
  });

  it('edits an item; a mature-area edit goes back to review', async () => {
    const item = await create(lifeBody({ contentType: 'text' }));
    const res = await call('PUT', `/api/creator/content/${item.id}`, creator.cookie, {
      title: 'Evening in Lisbon',
      description: 'Now at sunset.',
      premium: true,
      publishAt: null,
    });
    expect(res.json()).toMatchObject({ title: 'Evening in Lisbon', isPremium: true, status: 'published' });
    const wife = await create(wifeBody({ mediaIds: [await uploadImage()] }));
    await call('POST', `/api/moderation/content/${wife.id}/approve`, moderator.cookie);
    const edited = await call('PUT', `/api/creator/content/${wife.id}`, creator.cookie, {
      title: 'Silk, again',
      description: '',
      premium: true,
      tier: 'premium',
      publishAt: null,
    });
    expect(edited.json()).toMatchObject({ status: 'pending', tier: 'premium' });
  });

  it('gives stats for published items only, from the daily history', async () => {
    const item = await create(lifeBody({ contentType: 'text', title: 'Counted' }));
    await t.ctx.db
      .updateTable('content_items')
      .set({ view_count: 5, like_count: 2 })
      .where('id', '=', item.id)
      .execute();
    const stats = await call('GET', `/api/creator/content/${item.id}/stats`, creator.cookie);
    expect(stats.statusCode).toBe(200);
    const body = stats.json();
    expect(body).toMatchObject({ views: 5, likes: 2, comments: 0 });
    expect(body.series).toHaveLength(30);
    // The trigger writes the database's own today; the service's clock is pinned, so only
    // check that the counted day (if inside the window) carries the deltas.
    const total = body.series.reduce((s: number, p: { views: number }) => s + p.views, 0);
    const stored = await t.ctx.db
      .selectFrom('content_stat_days')
      .select(['views', 'likes'])
      .where('content_id', '=', item.id)
      .execute();
    expect(stored).toEqual([{ views: 5, likes: 2 }]);
    expect([0, 5]).toContain(total);

    const pending = await create(wifeBody({ mediaIds: [await uploadImage()] }));
    const refused = await call('GET', `/api/creator/content/${pending.id}/stats`, creator.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Stats are available once the content is published.');
  });

  it('deletes an item with its files', async () => {
    const mediaId = await uploadImage();
    const item = await create(lifeBody({ mediaIds: [mediaId] }));
    const row = await t.ctx.db
      .selectFrom('media_files')
      .selectAll()
      .where('id', '=', mediaId)
      .executeTakeFirstOrThrow();
    const files = [row.storage_path, row.web_path ?? ''].map((p) => path.join(t.config.dataDir, 'media', p));
    expect(files.every((f) => fs.existsSync(f))).toBe(true);
    expect((await call('DELETE', `/api/creator/content/${item.id}`, other.cookie)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/creator/content/${item.id}`, creator.cookie)).statusCode).toBe(204);
    expect((await call('GET', `/api/creator/content/${item.id}`, creator.cookie)).statusCode).toBe(404);
    expect(files.some((f) => fs.existsSync(f))).toBe(false);
  });

  it("answers 403 on another creator's item for every route, and keeps members, guests and creators in their lanes", async () => {
    const item = await create(lifeBody({ contentType: 'text' }));
    const edit = { title: 'x', description: '', premium: false, publishAt: null };
    for (const [method, url, body] of [
      ['GET', `/api/creator/content/${item.id}`, undefined],
      ['PUT', `/api/creator/content/${item.id}`, edit],
      ['DELETE', `/api/creator/content/${item.id}`, undefined],
      ['GET', `/api/creator/content/${item.id}/stats`, undefined],
    ] as const) {
      expect((await call(method, url, other.cookie, body)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, member.cookie, body)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, '', body)).statusCode, `${method} ${url}`).toBe(401);
    }
    for (const cookie of [member.cookie, '']) {
      expect((await call('GET', '/api/creator/content', cookie)).statusCode).toBe(cookie ? 403 : 401);
      expect((await call('POST', '/api/creator/content', cookie, lifeBody({ contentType: 'text' }))).statusCode).toBe(
        cookie ? 403 : 401,
      );
    }
    for (const cookie of [creator.cookie, member.cookie]) {
      expect((await call('GET', '/api/moderation/queue', cookie)).statusCode).toBe(403);
      expect((await call('POST', `/api/moderation/content/${item.id}/approve`, cookie)).statusCode).toBe(403);
    }
    expect((await call('POST', '/api/moderation/content/999999/approve', moderator.cookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/creator/content', moderator.cookie)).statusCode).toBe(403);
  });
});
