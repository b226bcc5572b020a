import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDialect } from '../../test/test-app.ts';
import { createSession } from '../sessions/sessions.service.ts';
import { chatOwner } from './chat.service.ts';
import { findClaimableReplyIds } from './chat-replies.repo.ts';
import { sendChatMessage } from './chat-send.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.replyWorker.stop();
});
afterAll(async () => t.close());

describe(`claimable reply jobs on ${testDialect}`, () => {
  it('lists pending jobs and running ones whose lease ran out, oldest first, at most the limit', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) {
      const { session } = await createSession(t.app.ctx, { userId: null, persistent: true });
      ids.push(
        (await sendChatMessage(t.app.ctx, { owner: chatOwner(session), avatarId: 1, message: `Hi ${i}` })).replyId,
      );
    }
    const set = (id: number | undefined, values: { status: 'running' | 'done'; lease_until: string | null }) =>
      t.app.ctx.db
        .updateTable('chat_replies')
        .set(values)
        .where('id', '=', id as number)
        .execute();
    const now = '2026-06-01T12:00:00.000Z';
    await set(ids[0], { status: 'running', lease_until: '2026-06-01T11:00:00.000Z' }); // lease gone
    await set(ids[1], { status: 'running', lease_until: '2026-06-01T13:00:00.000Z' }); // still held
    await set(ids[2], { status: 'done', lease_until: null });
    await set(ids[4], { status: 'running', lease_until: '2026-06-01T11:59:59.000Z' }); // lease gone

    expect(await findClaimableReplyIds(t.app.ctx.db, now, 10)).toEqual([ids[0], ids[3], ids[4], ids[5]]);
    // The limit applies to both kinds together, in id order.
    expect(await findClaimableReplyIds(t.app.ctx.db, now, 2)).toEqual([ids[0], ids[3]]);
    expect(await findClaimableReplyIds(t.app.ctx.db, now, 3)).toEqual([ids[0], ids[3], ids[4]]);
  });
});
