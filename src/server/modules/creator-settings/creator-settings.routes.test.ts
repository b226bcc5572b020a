import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock.ts';
import { createUser, MULTIPART_TYPE, multipartBody, pngBytes, type TestUser } from '../../test/creator-fixtures.ts';
import { createTestApp, type TestApp, testDialect } from '../../test/test-app.ts';
import { approvePremium } from './creator-settings.service.ts';

let t: TestApp;
let creator: TestUser;
let other: TestUser;
let member: TestUser;

beforeAll(async () => {
  t = await createTestApp({ seed: false, clock: fixedClock('2026-05-20T10:00:00.000Z') });
  [creator, other, member] = await Promise.all([
    createUser(t.ctx, 'creator'),
    createUser(t.ctx, 'creator'),
    createUser(t.ctx, 'user'),
  ]);
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

const settingsBody = (extra: object = {}) => ({
  profile: {
    name: 'Ada Creator',
    username: creator.username,
    bio: 'Portfolio at https://ada.example',
    email: `${creator.username}@example.com`,
    websiteUrl: 'https://ada.example',
  },
  notifications: { contentComments: false, newSubscribers: true, paymentNotifications: true, platformUpdates: true },
  payoutSchedule: 'weekly',
  ...extra,
});

describe(`creator settings on ${testDialect}`, () => {
  it('starts from defaults: Monthly payouts, no payout destination, test mode, Not Applied', async () => {
    const res = await call('GET', '/api/creator/settings', creator.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      profile: { username: creator.username, name: '', websiteUrl: '' },
      notifications: {
        contentComments: true,
        newSubscribers: true,
        paymentNotifications: true,
        platformUpdates: false,
      },
      payments: { payoutDestination: null, schedule: 'monthly', testMode: true },
      eligibility: { applied: false, approved: false, appliedAt: null },
      emailChange: null,
    });
  });

  it('saves profile, notifications and payout schedule, and reads them back', async () => {
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/creator/uploads?kind=image&purpose=profile',
      headers: { cookie: creator.cookie, 'content-type': MULTIPART_TYPE },
      payload: multipartBody('me.png', 'image/png', await pngBytes(500, 300)),
    });
    const picture = up.json();
    expect(picture).toMatchObject({ width: 400, height: 400 });
    const body = settingsBody();
    const res = await call('PUT', '/api/creator/settings', creator.cookie, {
      ...body,
      profile: { ...body.profile, profileImageId: picture.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    const again = (await call('GET', '/api/creator/settings', creator.cookie)).json();
    expect(again).toMatchObject({
      profile: { ...body.profile, profileImageUrl: picture.webUrl },
      notifications: body.notifications,
      payments: { schedule: 'weekly' },
    });
    const me = await t.ctx.db
      .selectFrom('users')
      .select(['display_name', 'bio'])
      .where('id', '=', creator.id)
      .executeTakeFirstOrThrow();
    expect(me).toEqual({ display_name: 'Ada Creator', bio: 'Portfolio at https://ada.example' });
  });

  it('refuses a taken username with 409 on the field, and a bad URL or email with 400', async () => {
    const body = settingsBody();
    const taken = await call('PUT', '/api/creator/settings', creator.cookie, {
      ...body,
      profile: { ...body.profile, username: other.username.toUpperCase() },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().issues).toEqual([{ path: 'profile.username', message: 'This username is already taken' }]);
    const email = await call('PUT', '/api/creator/settings', creator.cookie, {
      ...body,
      profile: { ...body.profile, email: `${other.username}@example.com` },
    });
    // A new email needs the current password (see email-change.routes.test.ts), and says
    // nothing about who holds an address.
    expect(email.statusCode).toBe(400);
    expect(email.json().issues).toEqual([
      { path: 'profile.currentPassword', message: 'Enter your current password to change your email' },
    ]);
    const url = await call('PUT', '/api/creator/settings', creator.cookie, {
      ...body,
      profile: { ...body.profile, websiteUrl: 'ada dot com' },
    });
    expect(url.statusCode).toBe(400);
    expect(url.json().message).toBe('Please enter a valid URL (https://...)');
    const bad = await call('PUT', '/api/creator/settings', creator.cookie, {
      ...body,
      profile: { ...body.profile, email: 'nope' },
    });
    expect(bad.json().message).toBe('Please enter a valid email address');
    const schedule = await call('PUT', '/api/creator/settings', creator.cookie, { ...body, payoutSchedule: 'daily' });
    expect(schedule.statusCode).toBe(400);
  });

  it('connects a payout destination through the provider: a masked label, never an account number', async () => {
    const setup = await call('GET', '/api/creator/payout-setup', creator.cookie);
    expect(setup.json()).toEqual({
      kind: 'choose',
      options: [
        { id: 'test_bank_6789', label: 'Test Bank ••••6789', description: 'Payouts arrive' },
        { id: 'test_bank_1116', label: 'Test Bank ••••1116', description: 'Payouts bounce (closed account)' },
      ],
    });
    const bad = await call('POST', '/api/creator/payout-destination', creator.cookie, { choice: '000123456789' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Choose one of the test accounts');
    const res = await call('POST', '/api/creator/payout-destination', creator.cookie, { choice: 'test_bank_6789' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payments).toEqual({
      payoutDestination: { label: 'Test Bank ••••6789' },
      schedule: 'weekly',
      testMode: true,
    });
    // The card and raw account forms are gone.
    expect((await call('PUT', '/api/creator/settings/card', creator.cookie, {})).statusCode).toBe(404);
    expect((await call('PUT', '/api/creator/settings/payout', creator.cookie, {})).statusCode).toBe(404);
  });

  it('records a premium-brand application (Pending Review) and its approval (Approved)', async () => {
    const res = await call('POST', '/api/creator/eligibility/apply', creator.cookie);
    expect(res.json().eligibility).toEqual({ applied: true, approved: false, appliedAt: '2026-05-20T10:00:00.000Z' });
    const twice = await call('POST', '/api/creator/eligibility/apply', creator.cookie);
    expect(twice.json().eligibility.appliedAt).toBe('2026-05-20T10:00:00.000Z');
    await approvePremium(t.ctx, creator.id);
    expect((await call('GET', '/api/creator/settings', creator.cookie)).json().eligibility).toMatchObject({
      applied: true,
      approved: true,
    });
    expect((await call('GET', '/api/creator/settings', other.cookie)).json().eligibility.applied).toBe(false);
  });

  it('is for signed-in creators only', async () => {
    const body = settingsBody();
    for (const [method, url, payload] of [
      ['GET', '/api/creator/settings', undefined],
      ['PUT', '/api/creator/settings', body],
      ['GET', '/api/creator/payout-setup', undefined],
      ['POST', '/api/creator/payout-destination', { choice: 'test_bank_6789' }],
      ['POST', '/api/creator/eligibility/apply', undefined],
    ] as const) {
      expect((await call(method, url, member.cookie, payload)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, '', payload)).statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
