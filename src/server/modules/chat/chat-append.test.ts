import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/creator-fixtures.ts';
import { createTestApp, type TestApp, testDialect } from '../../test/test-app.ts';
import { visibleAvatarCondition } from '../avatars/avatars.service.ts';
import { createSession } from '../sessions/sessions.service.ts';
import { chatOwner, getChatHistory, listChatMemory, type Owner } from './chat.service.ts';
import { appendStatement, appendToOpenConversation } from './chat-append.repo.ts';
import { sendChatMessage } from './chat-send.service.ts';

/**
 * A next message that needs nothing but its turn: one statement on PostgreSQL
 * (chat-append.repo.ts), the general path on SQLite. The same expectations hold on both.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.replyWorker.stop();
});
afterAll(async () => t.close());

async function guest(): Promise<Owner> {
  return chatOwner((await createSession(t.app.ctx, { userId: null, persistent: true })).session);
}

const path = async (owner: Owner, avatarId: number) =>
  (await getChatHistory(t.app.ctx, { owner, avatarId })).map((m) => m.content);

const replyCare = (replyId: number) =>
  t.app.ctx.db.selectFrom('chat_replies').select('care').where('id', '=', replyId).executeTakeFirstOrThrow();

describe(`a plain next message on ${testDialect}`, () => {
  it("follows the path's tail, and the tail's other child stops being the chosen one", async () => {
    const owner = await guest();
    const [greeting] = await path(owner, 1);
    const { db } = t.app.ctx;
    const tail = await db
      .selectFrom('chat_messages')
      .select('id')
      .where('session_id', '=', owner.sessionId)
      .where('on_path', '=', 1)
      .executeTakeFirstOrThrow();
    // A child of the tail left chosen off the path (a turn the visitor has since moved away from).
    const stray = await db
      .insertInto('chat_messages')
      .values({
        avatar_id: 1,
        session_id: owner.sessionId,
        role: 'user',
        content: 'An older try',
        parent_id: tail.id,
        alternative: 0,
        selected: 1,
        on_path: 0,
        created_at: t.app.ctx.clock.now().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const sent = await sendChatMessage(t.app.ctx, { owner, avatarId: 1, message: 'What do you like to do?' });
    expect(sent.message).toMatchObject({ role: 'user', parentId: tail.id, content: 'What do you like to do?' });
    expect(await path(owner, 1)).toEqual([greeting, 'What do you like to do?']);
    const rows = await db
      .selectFrom('chat_messages')
      .select(['id', 'selected', 'on_path'])
      .where('id', 'in', [stray.id, sent.message.id])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: stray.id, selected: 0, on_path: 0 },
      { id: sent.message.id, selected: 1, on_path: 1 },
    ]);
    const job = await db
      .selectFrom('chat_replies')
      .select(['user_message_id', 'status', 'session_id', 'care'])
      .where('id', '=', sent.replyId)
      .executeTakeFirstOrThrow();
    expect(job).toEqual({
      user_message_id: sent.message.id,
      status: 'pending',
      session_id: owner.sessionId,
      care: null,
    });
  });

  it('uses up the gentle turns after a crisis one message at a time, then stops', async () => {
    const owner = await guest();
    await path(owner, 1);
    await t.app.ctx.db
      .insertInto('conversation_care')
      .values({
        avatar_id: 1,
        session_id: owner.sessionId,
        gentle_turns_left: 2,
        updated_at: t.app.ctx.clock.now().toISOString(),
      })
      .execute();
    const cares = [];
    for (const message of ['Thanks for listening.', 'I am a bit better.', 'What are you reading?']) {
      cares.push((await replyCare((await sendChatMessage(t.app.ctx, { owner, avatarId: 1, message })).replyId)).care);
    }
    expect(cares).toEqual(['gentle', 'gentle', null]);
    const care = await t.app.ctx.db
      .selectFrom('conversation_care')
      .select('gentle_turns_left')
      .where('session_id', '=', owner.sessionId)
      .executeTakeFirstOrThrow();
    expect(care.gentle_turns_left).toBe(0);
  });

  it('remembers what a guest tells, with the message', async () => {
    const owner = await guest();
    await path(owner, 1);
    await sendChatMessage(t.app.ctx, { owner, avatarId: 1, message: 'My name is Ada and I love hiking.' });
    const memory = await listChatMemory(t.app.ctx, { owner, avatarId: 1 });
    expect(memory.map((m) => m.value)).toContain('Ada');
    expect(await path(owner, 1)).toHaveLength(2);
  });

  it('a new name replaces the one remembered, and the rest of the memory stays', async () => {
    const owner = await guest();
    await path(owner, 1);
    await sendChatMessage(t.app.ctx, { owner, avatarId: 1, message: 'My name is Ada and I love hiking.' });
    await sendChatMessage(t.app.ctx, { owner, avatarId: 1, message: 'Actually, call me Grace. My name is Grace.' });
    const memory = await listChatMemory(t.app.ctx, { owner, avatarId: 1 });
    const names = memory.filter((m) => m.kind === 'name').map((m) => m.value);
    expect(names).toEqual(['Grace']);
    expect(memory.map((m) => m.value)).toContain('hiking');
    expect(await path(owner, 1)).toHaveLength(3);
  });

  it("records a member's message in their activity", async () => {
    const member = await createUser(t.app.ctx, 'user');
    const owner: Owner = { userId: member.id, sessionId: null };
    await path(owner, 1);
    await sendChatMessage(t.app.ctx, { owner, avatarId: 1, message: 'Good evening!' });
    const events = await t.app.ctx.db
      .selectFrom('activity_events')
      .select(['type', 'preview', 'avatar_id'])
      .where('user_id', '=', member.id)
      .execute();
    expect(events).toEqual([{ type: 'message', preview: 'Good evening!', avatar_id: 1 }]);
  });

  it('is refused for a hidden avatar, and opens a conversation not yet looked at with its greeting', async () => {
    const owner = await guest();
    await path(owner, 2);
    await t.app.ctx.db.updateTable('avatars').set({ is_visible: 0 }).where('id', '=', 2).execute();
    try {
      await expect(sendChatMessage(t.app.ctx, { owner, avatarId: 2, message: 'Hello?' })).rejects.toMatchObject({
        statusCode: 404,
        message: 'Avatar not found',
      });
    } finally {
      await t.app.ctx.db.updateTable('avatars').set({ is_visible: 1 }).where('id', '=', 2).execute();
    }
    const fresh = await guest();
    await sendChatMessage(t.app.ctx, { owner: fresh, avatarId: 1, message: 'Hello there' });
    const opened = await path(fresh, 1);
    expect(opened).toHaveLength(2);
    expect(opened[1]).toBe('Hello there');
  });

  it.runIf(testDialect === 'postgres')(
    'PostgreSQL: one statement, nothing for a conversation not open yet',
    async () => {
      const owner = await guest();
      const turn = { owner, avatarId: 1, content: 'Hi', locale: 'en', now: t.app.ctx.clock.now().toISOString() };
      const statement = appendStatement({ avatarVisible: visibleAvatarCondition, withMemories: false });
      expect(await appendToOpenConversation(t.app.ctx.db, turn, statement)).toBeNull();
      expect(await path(owner, 1)).toHaveLength(1);
      const sent = await appendToOpenConversation(t.app.ctx.db, turn, statement);
      expect(sent).toMatchObject({ message: { content: 'Hi' } });
      expect(sent?.memories).toBeUndefined();
    },
  );

  it.runIf(testDialect === 'postgres')(
    'PostgreSQL: the statement reads the memory as it stood before the message',
    async () => {
      const owner = await guest();
      await path(owner, 1);
      await sendChatMessage(t.app.ctx, { owner, avatarId: 1, message: 'My name is Ada.' });
      const [remembered] = await listChatMemory(t.app.ctx, { owner, avatarId: 1 });
      const now = t.app.ctx.clock.now().toISOString();
      const turn = { owner, avatarId: 1, content: 'I love chess.', locale: 'en', now };
      const statement = appendStatement({ avatarVisible: visibleAvatarCondition, withMemories: true });
      const sent = await appendToOpenConversation(t.app.ctx.db, turn, statement);
      expect(sent?.memories).toEqual([{ id: remembered?.id, kind: 'name', value: 'Ada' }]);
    },
  );
});
