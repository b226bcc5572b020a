import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OnlineAvatar } from '../../../shared/contracts/avatars.ts';
import { seedAvatars } from '../../db/seed/data/avatars.ts';
import { fixedClock } from '../../lib/clock.ts';
import { addChatMessages, createMember } from '../../test/discovery-fixtures.ts';
import { createTestApp, type TestApp, testDialect } from '../../test/test-app.ts';
import { isScheduledOnline, ONLINE_LIST_MAX } from './online-avatars.service.ts';

const T0 = '2026-11-21T06:30:00.000Z';
const clock = fixedClock(T0);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());

async function online(): Promise<OnlineAvatar[]> {
  const res = await t.app.inject('/api/online-avatars');
  expect(res.statusCode).toBe(200);
  return res.json();
}

const scheduledAt = (hour: number) =>
  seedAvatars
    .filter((a) => a.isVisible && isScheduledOnline(hour, a.onlineHours[0], a.onlineHours[1]))
    .map((a) => a.id)
    .sort((a, b) => a - b)
    .slice(0, ONLINE_LIST_MAX);

describe('isScheduledOnline', () => {
  it('covers [start, end) and schedules that run past midnight', () => {
    expect(isScheduledOnline(9, 9, 16)).toBe(true);
    expect(isScheduledOnline(16, 9, 16)).toBe(false);
    expect(isScheduledOnline(23, 20, 28)).toBe(true);
    expect(isScheduledOnline(3, 20, 28)).toBe(true);
    expect(isScheduledOnline(4, 20, 28)).toBe(false);
    expect(isScheduledOnline(0, 0, 0)).toBe(false);
  });
});

describe(`GET /api/online-avatars on ${testDialect}`, () => {
  it('lists the visible avatars whose schedule covers the current UTC hour, the same on every call', async () => {
    const first = await online();
    expect(first.map((a) => a.id)).toEqual(scheduledAt(6));
    expect(first.length).toBeGreaterThan(0);
    expect(first[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      tagline: expect.any(String),
      mainImage: expect.any(String),
    });
    expect(await online()).toEqual(first);
    clock.set('2026-11-21T23:05:00.000Z');
    expect((await online()).map((a) => a.id)).toEqual(scheduledAt(23));
    clock.set(T0);
  });

  it('adds an avatar that is in a conversation now, first, for 15 minutes', async () => {
    const outside = seedAvatars.find((a) => a.isVisible && !isScheduledOnline(6, a.onlineHours[0], a.onlineHours[1]));
    const hidden = seedAvatars.find((a) => !a.isVisible);
    if (!outside || !hidden) throw new Error('seed lacks an off-schedule or hidden avatar');
    const member = await createMember(t.ctx);
    await addChatMessages(t.ctx, { avatarId: outside.id, userId: member.userId, count: 2 });
    await addChatMessages(t.ctx, { avatarId: hidden.id, userId: member.userId, count: 2 });
    const now = await online();
    expect(now[0]?.id).toBe(outside.id);
    expect(now.map((a) => a.id)).not.toContain(hidden.id);
    clock.set(new Date(new Date(T0).getTime() + 16 * 60_000));
    expect((await online()).map((a) => a.id)).toEqual(scheduledAt(6));
    clock.set(T0);
  });
});
