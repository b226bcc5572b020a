import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOYALTY_RULES } from '../../../shared/loyalty.ts';
import { fixedClock } from '../../lib/clock.ts';
import { logInCookie } from '../../test/accounts.ts';
import { createTestApp, sessionCookieFrom, type TestApp, testDialect } from '../../test/test-app.ts';

const clock = fixedClock('2026-05-01T08:00:00.000Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
  // Replies are not what this is about; the worker would only write meanwhile.
  await t.app.replyWorker.stop();
});
afterAll(async () => t.close());

type Activity = { type: string; avatarId: number; time: string; preview: string };

async function post(url: string, cookie: string | undefined, payload: object) {
  return t.app.inject({ method: 'POST', url, payload, ...(cookie ? { headers: { cookie } } : {}) });
}

describe(`what a guest brings to their new account, on ${testDialect}`, () => {
  it("counts the guest's messages and favourites in the dashboard and shows both in activity, when they happened", async () => {
    const favorited = await post('/api/user-favorites', undefined, { avatarId: 3 });
    expect(favorited.statusCode).toBe(200);
    const guest = sessionCookieFrom(favorited);
    clock.advance(60_000);
    expect((await post('/api/chats/1', guest, { message: 'Hello from a guest' })).statusCode).toBe(201);
    clock.advance(60_000);
    expect((await post('/api/chats/2', guest, { message: 'And hello to you too' })).statusCode).toBe(201);
    // A turn that was never sent (an imported conversation's): not a message sent.
    const row = await t.ctx.db
      .selectFrom('chat_messages')
      .select('session_id')
      .where('session_id', 'is not', null)
      .where('content', '=', 'Hello from a guest')
      .executeTakeFirstOrThrow();
    await t.ctx.db
      .insertInto('chat_messages')
      .values({
        avatar_id: 4,
        session_id: row.session_id,
        user_id: null,
        role: 'user',
        content: 'imported',
        created_at: clock.now().toISOString(),
      })
      .execute();

    clock.advance(60 * 60_000);
    const account = {
      username: 'was_a_guest',
      email: 'was-a-guest@example.com',
      password: 'correct horse',
      accountType: 'member' as const,
    };
    expect((await post('/api/auth/register', guest, { ...account, role: 'user' })).statusCode).toBe(201);
    const member = await logInCookie(t.app, account);

    const stats = (await t.app.inject({ url: '/api/dashboard/stats', headers: { cookie: member } })).json();
    const { welcome, firstMessage, firstFavorite } = LOYALTY_RULES;
    expect(stats).toMatchObject({
      favorites: 1,
      messages: 2,
      // Two companions written to and one favourite earn what a member's would.
      loyaltyPoints: welcome.points + 2 * firstMessage.points + firstFavorite.points,
    });

    const activity: Activity[] = (
      await t.app.inject({ url: '/api/user-activity', headers: { cookie: member } })
    ).json();
    expect(activity.map(({ type, avatarId, time, preview }) => ({ type, avatarId, time, preview }))).toEqual([
      { type: 'message', avatarId: 2, time: '2026-05-01T08:02:00.000Z', preview: 'And hello to you too' },
      { type: 'message', avatarId: 1, time: '2026-05-01T08:01:00.000Z', preview: 'Hello from a guest' },
      { type: 'favorite', avatarId: 3, time: '2026-05-01T08:00:00.000Z', preview: expect.stringMatching(/^Added /) },
    ]);
  });
});
