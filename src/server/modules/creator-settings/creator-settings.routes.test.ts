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
  it('starts from defaults: Monthly payouts, no card, Not Applied', async () => {
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
      payments: { card: null, payout: { method: 'direct_deposit', accountLast4: null }, schedule: 'monthly' },
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

  it('keeps only brand, last 4 and expiry of a card, never the number', async () => {
    const bad = await call('PUT', '/api/creator/settings/card', creator.cookie, {
      number: '4242 4242 4242 4241',
      expMonth: 12,
      expYear: 2030,
      cvc: '123',
    });
    expect(bad.json().message).toBe('Enter a valid card number');
    const expired = await call('PUT', '/api/creator/settings/card', creator.cookie, {
      number: '4242 4242 4242 4242',
      expMonth: 4,
      expYear: 2026,
      cvc: '123',
    });
    expect(expired.json().message).toBe('This card has expired');
    const res = await call('PUT', '/api/creator/settings/card', creator.cookie, {
      number: '4242 4242 4242 4242',
      expMonth: 12,
      expYear: 2030,
      cvc: '123',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payments.card).toEqual({ brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2030 });
    const row = await t.ctx.db
      .selectFrom('creator_profiles')
      .selectAll()
      .where('user_id', '=', creator.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain('424242');
    expect(JSON.stringify(row)).not.toContain('"123"');
    const removed = await call('DELETE', '/api/creator/settings/card', creator.cookie);
    expect(removed.json().payments.card).toBeNull();
  });

  it('keeps the last 4 of a payout account', async () => {
    const res = await call('PUT', '/api/creator/settings/payout', creator.cookie, {
      accountNumber: '000123456789',
      routingNumber: '110000000',
    });
    expect(res.json().payments.payout).toEqual({ method: 'direct_deposit', accountLast4: '6789' });
    const bad = await call('PUT', '/api/creator/settings/payout', creator.cookie, {
      accountNumber: '12',
      routingNumber: '1',
    });
    expect(bad.statusCode).toBe(400);
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
      ['PUT', '/api/creator/settings/card', { number: '4242424242424242', expMonth: 1, expYear: 2030, cvc: '123' }],
      ['DELETE', '/api/creator/settings/card', undefined],
      ['PUT', '/api/creator/settings/payout', { accountNumber: '123456', routingNumber: '110000000' }],
      ['POST', '/api/creator/eligibility/apply', undefined],
    ] as const) {
      expect((await call(method, url, member.cookie, payload)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, '', payload)).statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
