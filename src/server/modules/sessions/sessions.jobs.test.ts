import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock.ts';
import { logInCookie, registerAccount, type TestAccount } from '../../test/accounts.ts';
import { createTestApp, sessionCookieFrom, type TestApp, testDialect } from '../../test/test-app.ts';
import { hashToken } from './sessions.service.ts';

const DAY = 24 * 60 * 60_000;
const clock = fixedClock('2030-03-01T00:00:00.000Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());

const sessionIdOf = (cookie: string) => hashToken(t.ctx, cookie.replace(/^sid=/, ''));

async function heart(cookie: string, avatarId: number): Promise<void> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user-favorites',
    headers: { cookie },
    payload: { avatarId },
  });
  expect(res.statusCode).toBe(200);
}

/** A guest who chatted (messages, a reply job, memory) and hearted an avatar; returns its session id. */
async function guestWithHistory(): Promise<string> {
  const chat = await t.app.inject({
    method: 'POST',
    url: '/api/chats/1',
    payload: { message: 'Hi, my name is Alice and I love jazz' },
  });
  expect(chat.statusCode).toBe(201);
  const cookie = sessionCookieFrom(chat);
  await heart(cookie, 2);
  return sessionIdOf(cookie);
}

async function memberWithHistory(member: TestAccount, rememberMe: boolean): Promise<string> {
  const cookie = await logInCookie(t.app, member, { rememberMe });
  const chat = await t.app.inject({
    method: 'POST',
    url: '/api/chats/3',
    headers: { cookie },
    payload: { message: 'My name is Bob and I love hiking' },
  });
  expect(chat.statusCode).toBe(201);
  await heart(cookie, 4);
  return cookie;
}

/** What is stored for one owner, table by table. */
async function holdings(owner: { sessionId: string } | { userId: number }) {
  const { db } = t.ctx;
  const [column, value] =
    'sessionId' in owner ? (['session_id', owner.sessionId] as const) : (['user_id', owner.userId] as const);
  const count = async (table: 'chat_messages' | 'chat_replies' | 'chat_memories') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where(column, '=', value as never)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const favourites =
    'sessionId' in owner
      ? await db.selectFrom('guest_favorites').select('avatar_id').where('session_id', '=', owner.sessionId).execute()
      : await db.selectFrom('favorites').select('avatar_id').where('user_id', '=', owner.userId).execute();
  return {
    messages: await count('chat_messages'),
    replies: await count('chat_replies'),
    memories: await count('chat_memories'),
    favourites: favourites.length,
  };
}

async function messagesCounted() {
  return t.ctx.db
    .selectFrom('avatar_message_days')
    .select(['avatar_id', 'day', 'messages'])
    .orderBy('avatar_id')
    .orderBy('day')
    .execute();
}

describe(`purge of expired sessions on ${testDialect}`, () => {
  it("deletes expired guest sessions with what is only theirs, and keeps members' data and live guests", async () => {
    const member = await registerAccount(t.app);
    const expiredGuest = await guestWithHistory();
    // A browser-session login: expires on the server after 12 idle hours.
    const expiredMemberCookie = await memberWithHistory(member, false);
    clock.advance(20 * DAY);
    const liveGuest = await guestWithHistory();
    const liveMemberCookie = await logInCookie(t.app, member, { rememberMe: true });
    await t.app.replyWorker.idle();

    const guestBefore = await holdings({ sessionId: expiredGuest });
    // The avatar's greeting, the guest's message and the reply.
    expect(guestBefore).toEqual({ messages: 3, replies: 1, memories: 2, favourites: 1 });
    const liveGuestBefore = await holdings({ sessionId: liveGuest });
    const memberBefore = await holdings({ userId: member.id });
    expect(memberBefore.messages).toBe(3);
    const analyticsBefore = await messagesCounted();

    // Not yet: the first guest's 30 days are not over.
    const early = await t.app.jobs.runDue();
    expect(early).toContainEqual({ name: 'purge-expired-sessions', status: 'done', handled: 1 });
    expect(await holdings({ sessionId: expiredGuest })).toEqual(guestBefore);

    // Eleven days later (past the hourly schedule) the guest's session has expired.
    clock.advance(11 * DAY);
    const outcomes = await t.app.jobs.runDue();
    expect(outcomes).toContainEqual({ name: 'purge-expired-sessions', status: 'done', handled: 1 });

    expect(await holdings({ sessionId: expiredGuest })).toEqual({
      messages: 0,
      replies: 0,
      memories: 0,
      favourites: 0,
    });
    expect(await holdings({ sessionId: liveGuest })).toEqual(liveGuestBefore);
    expect(await holdings({ userId: member.id })).toEqual(memberBefore);
    // Creators' analytics still count the purged guest's message.
    expect(await messagesCounted()).toEqual(analyticsBefore);
    const sessions = await t.ctx.db.selectFrom('sessions').select('id').execute();
    const ids = sessions.map((s) => s.id);
    expect(ids).not.toContain(expiredGuest);
    expect(ids).not.toContain(sessionIdOf(expiredMemberCookie));
    expect(ids).toContain(liveGuest);
    const me = await t.app.inject({ url: '/api/auth/user', headers: { cookie: liveMemberCookie } });
    expect(me.statusCode).toBe(200);
  });

  it('works through a backlog in batches within one run', async () => {
    const now = clock.now();
    const expired = new Date(now.getTime() - DAY).toISOString();
    const rows = Array.from({ length: 450 }, (_, i) => ({
      id: `backlog-${i}`,
      user_id: null,
      persistent: 1 as const,
      created_at: expired,
      last_seen_at: expired,
      expires_at: expired,
    }));
    await t.ctx.db.insertInto('sessions').values(rows).execute();
    clock.advance(60 * 60_000);
    expect(await t.app.jobs.run('purge-expired-sessions')).toEqual({
      name: 'purge-expired-sessions',
      status: 'done',
      handled: 450,
    });
    const left = await t.ctx.db.selectFrom('sessions').select('id').where('id', 'like', 'backlog-%').execute();
    expect(left).toEqual([]);
  });
});
