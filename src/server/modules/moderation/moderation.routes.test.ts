import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creatorNotEligibleMessage } from '../../../shared/contracts/moderation.ts';
import { fixedClock } from '../../lib/clock.ts';
import { approveForPremium, createUser, insertAvatarRow, type TestUser } from '../../test/creator-fixtures.ts';
import { createTestApp, type TestApp, testDialect } from '../../test/test-app.ts';

const clock = fixedClock('2026-03-10T12:00:00.000Z');
let t: TestApp;
let moderator: TestUser;

beforeAll(async () => {
  t = await createTestApp({ seed: false, clock });
  moderator = await createUser(t.ctx, 'moderator');
});
afterAll(async () => t.close());

/**
 * A creator with an avatar and a mature-area item pending review, written straight to the
 * tables as an upload made before approval was required left it.
 */
async function pendingMatureItem(options: { approved: boolean }) {
  const creator = await createUser(t.ctx, 'creator');
  if (options.approved) await approveForPremium(t.ctx, creator.id);
  const now = clock.now().toISOString();
  const avatarId = await insertAvatarRow(t.ctx.db, { creatorId: creator.id, now });
  const item = await t.ctx.db
    .insertInto('content_items')
    .values({
      avatar_id: avatarId,
      title: `Before the rule ${creator.username}`,
      type: 'image',
      area: 'wife',
      status: 'pending',
      is_preview: 0,
      tier: 'premium',
      image_url: null,
      rejection_reason: null,
      published_at: null,
      verification_notes: null,
      scheduled_at: null,
      moderated_by: null,
      moderated_at: null,
      preview_url: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { creator, id: item.id };
}

const queue = async (): Promise<{ id: number; creatorEligible: boolean }[]> =>
  (await t.app.inject({ url: '/api/moderation/queue', headers: { cookie: moderator.cookie } })).json();

const decide = (id: number, decision: 'approve' | 'reject', payload?: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/moderation/content/${id}/${decision}`,
    headers: { cookie: moderator.cookie },
    ...(payload ? { payload } : {}),
  });

const status = async (id: number) =>
  (await t.ctx.db.selectFrom('content_items').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

describe(`moderation of mature-area items on ${testDialect}`, () => {
  it('flags items whose creator is not approved for the premium brand, and refuses to approve them until they are', async () => {
    const unapproved = await pendingMatureItem({ approved: false });
    const approved = await pendingMatureItem({ approved: true });

    const listed = await queue();
    expect(listed.find((q) => q.id === unapproved.id)?.creatorEligible).toBe(false);
    expect(listed.find((q) => q.id === approved.id)?.creatorEligible).toBe(true);

    const refused = await decide(unapproved.id, 'approve');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: creatorNotEligibleMessage(t.ctx.config.brand.premiumName) });
    expect(refused.json().message).toBe(
      'This creator is not approved for Not-Quite-Wife. Reject the item or approve the creator first.',
    );
    expect(await status(unapproved.id)).toBe('pending');

    // Once the creator is approved, the same item can be.
    await approveForPremium(t.ctx, unapproved.creator.id);
    expect((await queue()).find((q) => q.id === unapproved.id)?.creatorEligible).toBe(true);
    expect((await decide(unapproved.id, 'approve')).json()).toMatchObject({ status: 'published' });
    expect((await decide(approved.id, 'approve')).json()).toMatchObject({ status: 'published' });
  });

  it('still lets a moderator reject such an item', async () => {
    const item = await pendingMatureItem({ approved: false });
    const res = await decide(item.id, 'reject', { reason: 'Creator not approved' });
    expect(res.json()).toEqual({ id: item.id, status: 'rejected', rejectionReason: 'Creator not approved' });
  });
});
