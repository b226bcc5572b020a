import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { greetingOf } from '../../test/chat-history.ts';
import { createTestApp, type TestApp, testDialect } from '../../test/test-app.ts';
import { createSession } from '../sessions/sessions.service.ts';
import { chatOwner } from './chat.service.ts';
import { sendChatMessage } from './chat-send.service.ts';
import { listBranchUpTo } from './chat-tree.repo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.replyWorker.stop();
});
afterAll(async () => t.close());

async function newVisitor() {
  const { session } = await createSession(t.app.ctx, { userId: null, persistent: true });
  const owner = chatOwner(session);
  const send = async (message: string, editOf?: number) =>
    (await sendChatMessage(t.app.ctx, { owner, avatarId: 1, message, ...(editOf ? { editOf } : {}) })).message;
  return { send };
}

describe(`the branch a reply is written for, on ${testDialect}`, () => {
  it("is the message and those before it on its own branch, oldest first, after an edit moved the visitor's path", async () => {
    // Another visitor's conversation in the same table must not leak in.
    const other = await newVisitor();
    await other.send('Hello from someone else');
    const { send } = await newVisitor();
    const first = await send('First message');
    const second = await send('Second message');
    const third = await send('Third message');
    // Editing the second message starts a new branch after the first; the old one keeps the third.
    const edited = await send('Second message, edited', second.id);

    // The conversation opens with the avatar's greeting, the root of every branch.
    const oldBranch = await listBranchUpTo(t.app.ctx.db, third.id, 40);
    const greeting = await greetingOf(t.app.ctx, 1);
    expect(oldBranch[0]).toMatchObject({ role: 'assistant', parent_id: null, content: greeting });
    expect(oldBranch.slice(1).map((m) => m.content)).toEqual(['First message', 'Second message', 'Third message']);
    expect(oldBranch.slice(1).map((m) => m.id)).toEqual([first.id, second.id, third.id]);
    expect(oldBranch[2]).toMatchObject({ role: 'user', parent_id: first.id });

    const newBranch = await listBranchUpTo(t.app.ctx.db, edited.id, 40);
    expect(newBranch.map((m) => m.content)).toEqual([greeting, 'First message', 'Second message, edited']);
    // At most `limit` messages: the newest ones.
    expect((await listBranchUpTo(t.app.ctx.db, third.id, 2)).map((m) => m.id)).toEqual([second.id, third.id]);
  });
});
