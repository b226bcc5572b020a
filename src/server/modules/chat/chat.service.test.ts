import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDialect } from '../../test/test-app.ts';
import { createSession } from '../sessions/sessions.service.ts';
import { chatOwner, claimGuestChats, listChatMemory } from './chat.service.ts';
import { sendChatMessage } from './chat-send.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe(`claimGuestChats on ${testDialect}`, () => {
  it("moves only that guest session's messages to the member", async () => {
    const { db } = t.ctx;
    const now = new Date().toISOString();
    const guest = await createSession(t.ctx, { userId: null, persistent: true });
    const other = await createSession(t.ctx, { userId: null, persistent: true });
    const member = await db
      .insertInto('users')
      .values({
        username: 'ana',
        username_key: 'ana',
        email: 'ana@example.com',
        role: 'user',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [sessionId, content] of [
      [guest.session.id, 'hello from the guest'],
      [other.session.id, 'someone else'],
    ] as const) {
      await db
        .insertInto('chat_messages')
        .values({ avatar_id: 1, session_id: sessionId, user_id: null, role: 'user', content, created_at: now })
        .execute();
    }
    expect(await claimGuestChats(t.ctx, { sessionId: guest.session.id, userId: member.id })).toBe(1);
    const rows = await db
      .selectFrom('chat_messages')
      .select(['content', 'user_id', 'session_id'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { content: 'hello from the guest', user_id: member.id, session_id: null },
      { content: 'someone else', user_id: null, session_id: other.session.id },
    ]);
  });

  it("also moves the guest's owed replies and memory; the guest's newer facts win", async () => {
    const { db } = t.ctx;
    await t.app.replyWorker.stop();
    const now = new Date().toISOString();
    const member = await db
      .insertInto('users')
      .values({
        username: 'ben',
        username_key: 'ben',
        email: 'ben@example.com',
        role: 'user',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const memberOwner = { userId: member.id, sessionId: null } as const;
    await sendChatMessage(t.ctx, {
      owner: memberOwner,
      avatarId: 2,
      message: 'Call me Benny. I love tea and I love jazz',
    });
    const guest = await createSession(t.ctx, { userId: null, persistent: true });
    const guestOwner = chatOwner(guest.session);
    await sendChatMessage(t.ctx, { owner: guestOwner, avatarId: 2, message: 'My name is Ben. I love jazz' });

    expect(await claimGuestChats(t.ctx, { sessionId: guest.session.id, userId: member.id })).toBe(1);
    const memory = await listChatMemory(t.ctx, { owner: memberOwner, avatarId: 2 });
    expect(memory.map((m) => [m.kind, m.value]).sort()).toEqual([
      ['like', 'jazz'],
      ['like', 'tea'],
      ['name', 'Ben'],
    ]);
    expect(await listChatMemory(t.ctx, { owner: guestOwner, avatarId: 2 })).toEqual([]);
    const replies = await db
      .selectFrom('chat_replies')
      .select(['user_id', 'session_id', 'status'])
      .where('avatar_id', '=', 2)
      .execute();
    expect(replies).toEqual([
      { user_id: member.id, session_id: null, status: 'pending' },
      { user_id: member.id, session_id: null, status: 'pending' },
    ]);
  });
});
