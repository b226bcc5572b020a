import { randomBytes } from 'node:crypto';
import { MULTIPART_TYPE, multipartBody, pngBytes } from '../test/creator-fixtures.ts';
import type { AccountRole, ProofApp } from './proof-app.ts';

/**
 * Things the authorisation matrix acts on, made through the API by their owner (`member`
 * or `creator` unless told otherwise), fresh for every cell of the table.
 */

export const unique = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}`;

async function expectOk(
  res: { statusCode: number; body: string; json(): unknown },
  what: string,
): Promise<{ id: number } & Record<string, unknown>> {
  if (res.statusCode >= 300) throw new Error(`fixture ${what} failed: ${res.statusCode} ${res.body}`);
  return res.json() as { id: number } & Record<string, unknown>;
}

export const avatarBody = (name = unique('Avatar')) => ({
  name,
  tagline: 'Here to talk',
  description: 'A companion made by the matrix test.',
  personality: 'Warm',
  scenario: '',
  firstMessage: 'Hello there!',
  exampleDialogue: '',
  category: 'travel',
  monthlyPrice: 1499,
  vipMonthlyPrice: 2999,
  isVisible: true,
});

export async function createAvatar(p: ProofApp, owner: AccountRole = 'creator'): Promise<number> {
  const res = await p.call('POST', '/api/creator/avatars', await p.cookieFor(owner), avatarBody());
  return (await expectOk(res, 'avatar')).id;
}

export const lifeContentBody = (avatarId: number, extra: object = {}) => ({
  area: 'life',
  avatarId,
  title: unique('Post'),
  contentType: 'text',
  description: 'Words from the matrix test.',
  category: 'travel',
  premium: false,
  publishAt: null,
  ...extra,
});

/** A content item of the creator's: published free or premium (life), or pending (wife). */
export async function createContent(
  p: ProofApp,
  avatarId: number,
  kind: 'free' | 'premium' | 'pending' = 'free',
): Promise<number> {
  const cookie = await p.cookieFor('creator');
  const body =
    kind === 'pending'
      ? {
          area: 'wife',
          avatarId,
          title: unique('Pending'),
          contentType: 'image',
          category: 'lingerie',
          ageVerified: true,
          mediaIds: [await uploadImage(p)],
        }
      : lifeContentBody(avatarId, { premium: kind === 'premium' });
  return (await expectOk(await p.call('POST', '/api/creator/content', cookie, body), 'content')).id;
}

/** POSTs a small PNG to the upload endpoint as the owner (the creator unless told otherwise). */
export async function postImage(
  p: ProofApp,
  options: { owner?: AccountRole; fileName?: string; purpose?: 'content' | 'avatar' } = {},
) {
  return p.call(
    'POST',
    `/api/creator/uploads?kind=image&purpose=${options.purpose ?? 'content'}`,
    await p.cookieFor(options.owner ?? 'creator'),
    multipartBody(options.fileName ?? 'pic.png', 'image/png', await pngBytes()),
    { 'content-type': MULTIPART_TYPE },
  );
}

export async function uploadImage(p: ProofApp, owner: AccountRole = 'creator'): Promise<number> {
  return (await expectOk(await postImage(p, { owner }), 'upload')).id;
}

/** Picture items of every state a file can be in; `mediaId` is the picture, served at /api/media/:id. */
export type PictureItemKind = 'free' | 'premium' | 'pending' | 'rejected' | 'vip';

export async function createPictureItem(
  p: ProofApp,
  avatarId: number,
  kind: PictureItemKind,
): Promise<{ contentId: number; mediaId: number }> {
  const mediaId = await uploadImage(p);
  const wife = kind === 'pending' || kind === 'rejected' || kind === 'vip';
  const body = wife
    ? {
        area: 'wife',
        avatarId,
        title: unique('Mature'),
        contentType: 'image',
        category: 'lingerie',
        tier: kind === 'vip' ? 'vip' : 'premium',
        ageVerified: true,
        mediaIds: [mediaId],
      }
    : lifeContentBody(avatarId, { contentType: 'image', premium: kind === 'premium', mediaIds: [mediaId] });
  const cookie = await p.cookieFor('creator');
  const contentId = (await expectOk(await p.call('POST', '/api/creator/content', cookie, body), 'picture item')).id;
  if (kind === 'vip' || kind === 'rejected') {
    const moderator = await p.cookieFor('moderator');
    const decision = kind === 'vip' ? 'approve' : 'reject';
    const payload = kind === 'rejected' ? { reason: 'Not for this area' } : undefined;
    await expectOk(
      await p.call('POST', `/api/moderation/content/${contentId}/${decision}`, moderator, payload),
      `moderation ${decision}`,
    );
  }
  return { contentId, mediaId };
}

/** The creator's avatar with a main picture that waits for review (or, approved, is public). */
export async function avatarWithPicture(
  p: ProofApp,
  state: 'pending' | 'approved',
): Promise<{ avatarId: number; mediaId: number }> {
  const cookie = await p.cookieFor('creator');
  const mediaId = (await expectOk(await postImage(p, { purpose: 'avatar' }), 'avatar picture')).id;
  const res = await p.call('POST', '/api/creator/avatars', cookie, { ...avatarBody(), mainImageId: mediaId });
  const avatarId = (await expectOk(res, 'avatar')).id;
  if (state === 'approved') {
    const moderator = await p.cookieFor('moderator');
    await expectOk(await p.call('POST', `/api/moderation/avatar-images/${mediaId}/approve`, moderator), 'approval');
  }
  return { avatarId, mediaId };
}

export async function publicMainImage(p: ProofApp, avatarId: number): Promise<string | null> {
  return ((await p.call('GET', `/api/avatars/${avatarId}`, '')).json() as { mainImage: string | null }).mainImage;
}

/** The owner's conversation with an avatar: one message (and what it tells about them). */
export async function chatAs(p: ProofApp, cookie: string, avatarId: number, message = unique('Hello')) {
  await expectOk(await p.call('POST', `/api/chats/${avatarId}`, cookie, { message }), 'chat message');
  return message;
}

export async function chatHistory(p: ProofApp, cookie: string, avatarId: number): Promise<string[]> {
  const res = await p.call('GET', `/api/chats/${avatarId}`, cookie);
  return (res.json() as { content: string }[]).map((m) => m.content);
}

export async function chatMemory(p: ProofApp, cookie: string, avatarId: number): Promise<number[]> {
  const res = await p.call('GET', `/api/chats/${avatarId}/memory`, cookie);
  return (res.json() as { id: number }[]).map((m) => m.id);
}

export async function favourite(p: ProofApp, owner: AccountRole, avatarId: number): Promise<void> {
  await expectOk(await p.call('POST', '/api/user-favorites', await p.cookieFor(owner), { avatarId }), 'favourite');
}

export async function favouriteIds(p: ProofApp, role: AccountRole): Promise<number[]> {
  const rows = await p.ctx.db
    .selectFrom('favorites')
    .select('avatar_id')
    .where('user_id', '=', p.users[role].id)
    .execute();
  return rows.map((r) => r.avatar_id);
}

export async function isSubscribed(p: ProofApp, role: AccountRole, avatarId: number): Promise<boolean> {
  const res = await p.call('GET', `/api/avatars/${avatarId}/is-subscribed`, await p.cookieFor(role));
  return (res.json() as { isSubscribed: boolean }).isSubscribed;
}

/** Starts a checkout for the role; answers the test provider's session id (its page's). */
export async function startCheckout(p: ProofApp, role: AccountRole, avatarId: number): Promise<number> {
  const res = await p.call('POST', `/api/avatars/${avatarId}/checkout`, await p.cookieFor(role), { tier: 'premium' });
  return Number(
    String((await expectOk(res, 'checkout')).url)
      .split('/')
      .pop(),
  );
}

/** A test card's token, from the test provider's card field. */
export async function cardToken(p: ProofApp, role: AccountRole): Promise<string> {
  const card = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2099, cvc: '123' };
  const res = await p.call('POST', '/api/payments/test/cards', await p.cookieFor(role), card);
  return String((await expectOk(res, 'card')).token);
}

/** Subscribes as a member does: checkout, then the 4242 card on the test provider's page. */
export async function subscribe(p: ProofApp, role: AccountRole, avatarId: number): Promise<void> {
  const session = await startCheckout(p, role, avatarId);
  const token = await cardToken(p, role);
  const paid = await p.call('POST', `/api/payments/test/checkouts/${session}/pay`, await p.cookieFor(role), { token });
  await expectOk(paid, 'payment');
}

/** The role's subscription to the avatar as the subscribe control reads it (null: none). */
export async function subscriptionOf(p: ProofApp, role: AccountRole, avatarId: number) {
  const res = await p.call('GET', `/api/avatars/${avatarId}/subscription`, await p.cookieFor(role));
  return (res.json() as { subscription: { status: string } | null }).subscription;
}

export async function contentStatus(p: ProofApp, id: number): Promise<string | undefined> {
  const row = await p.ctx.db.selectFrom('content_items').select('status').where('id', '=', id).executeTakeFirst();
  return row?.status;
}

/** A fresh account with a password, signed up through the API (for login and reset rows). */
export async function signUp(p: ProofApp): Promise<{ id: number; email: string; password: string }> {
  const username = unique('acct').replace('-', '_');
  const account = { username, email: `${username}@example.com`, password: 'correct horse' };
  const res = await p.call('POST', '/api/auth/register', '', { ...account, accountType: 'member', role: 'user' });
  await expectOk(res, 'sign-up');
  const row = await p.ctx.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', account.email)
    .executeTakeFirstOrThrow();
  return { ...account, id: row.id };
}

/** The token of the last link emailed to this address (password reset, email change). */
export function emailedTokenFor(p: ProofApp, email: string): string {
  const mail = p.mail.filter((m) => m.to === email).at(-1);
  const token = mail?.text.match(/token=([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no emailed link for ${email}`);
  return token;
}

export async function signedInUserId(p: ProofApp, cookie: string): Promise<number | null> {
  const res = await p.call('GET', '/api/auth/user', cookie);
  return res.statusCode === 200 ? (res.json() as { id: number }).id : null;
}

/** Made once per app and only read afterwards: the creator's visible avatar and its content. */
function once(p: ProofApp, key: string, make: () => Promise<number>): Promise<number> {
  const value = p.shared.get(key) ?? make();
  p.shared.set(key, value);
  return value;
}

export const sharedAvatar = (p: ProofApp) => once(p, 'avatar', () => createAvatar(p));
export const sharedContent = (p: ProofApp, kind: 'free' | 'premium') =>
  once(p, kind, async () => createContent(p, await sharedAvatar(p), kind));
