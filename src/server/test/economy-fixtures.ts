import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { AppContext } from '../context.ts';
import { createUser, type TestUser } from './creator-fixtures.ts';

/** The test cards processors publish, as typed on the checkout page. */
export const CARDS = {
  ok: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  failsLater: '4000 0000 0000 0341',
} as const;

export interface PaidAvatar {
  creator: TestUser;
  avatarId: number;
  /** Published items: free, premium (any subscriber), vip only, and a mature-area (NQW) one. */
  items: { free: number; premium: number; vip: number; nqw: number };
  /** The paid text of each premium item carries this marker. */
  marker: string;
}

/**
 * A creator with a visible avatar (14.99 a month, 29.99 for vip) and one published item
 * of each kind, written straight to the tables as the creator portal writes them.
 */
export async function createPaidAvatar(ctx: AppContext, options: { price?: number; vipPrice?: number | null } = {}) {
  const creator = await createUser(ctx, 'creator');
  const now = ctx.clock.now().toISOString();
  const avatar = await ctx.db
    .insertInto('avatars')
    .values({
      creator_id: creator.id,
      name: `Paid ${creator.username}`,
      category: 'art',
      monthly_price: options.price ?? 1499,
      vip_monthly_price: options.vipPrice === undefined ? 2999 : options.vipPrice,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const marker = `PAID-${creator.username}`;
  const item = async (values: {
    title: string;
    premium: boolean;
    tier: 'premium' | 'vip' | null;
    area?: 'life' | 'wife';
  }) => {
    const row = await ctx.db
      .insertInto('content_items')
      .values({
        avatar_id: avatar.id,
        title: values.title,
        type: 'text',
        description: values.premium ? `${values.title} in full` : values.title,
        content_details: values.premium ? `${marker} ${values.title}` : `free ${values.title}`,
        teaser: values.premium ? `${values.title} teaser` : '',
        is_preview: values.premium ? 0 : 1,
        tier: values.tier,
        area: values.area ?? 'life',
        status: 'published',
        published_at: now,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const items = {
    free: await item({ title: 'Free', premium: false, tier: null }),
    premium: await item({ title: 'Premium', premium: true, tier: null }),
    vip: await item({ title: 'Vip', premium: true, tier: 'vip' }),
    nqw: await item({ title: 'Nqw', premium: true, tier: 'premium', area: 'wife' }),
  };
  return { creator, avatarId: avatar.id, items, marker } satisfies PaidAvatar;
}

type Call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  cookie: string | undefined,
  payload?: unknown,
) => Promise<LightMyRequestResponse>;

export function caller(app: FastifyInstance): Call {
  return (method, url, cookie, payload) =>
    app.inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
}

/**
 * Subscribe as the member does: Subscribe (a checkout), then on the test checkout page
 * the card goes to the provider's field (a token) and the token pays. Answers the pay call.
 */
export async function subscribeWithCard(
  app: FastifyInstance,
  options: { cookie: string; avatarId: number; tier?: 'premium' | 'vip'; card?: string; expYear?: number },
) {
  const call = caller(app);
  const started = await call('POST', `/api/avatars/${options.avatarId}/checkout`, options.cookie, {
    tier: options.tier ?? 'premium',
  });
  if (started.statusCode !== 200) return { step: 'checkout' as const, res: started };
  const sessionId = Number(String(started.json().url).split('/').pop());
  const token = await call('POST', '/api/payments/test/cards', options.cookie, {
    number: options.card ?? CARDS.ok,
    expMonth: 12,
    expYear: options.expYear ?? 2099,
    cvc: '123',
  });
  if (token.statusCode !== 200) return { step: 'card' as const, res: token };
  const paid = await call('POST', `/api/payments/test/checkouts/${sessionId}/pay`, options.cookie, {
    token: token.json().token,
  });
  return { step: 'pay' as const, res: paid, checkoutId: started.json().checkoutId as number, sessionId };
}

/** A member subscribed with the 4242 card; fails the test otherwise. */
export async function subscribedMember(
  app: FastifyInstance,
  ctx: AppContext,
  options: { avatarId: number; tier?: 'premium' | 'vip'; card?: string },
): Promise<TestUser> {
  const member = await createUser(ctx, 'user');
  const { res } = await subscribeWithCard(app, { cookie: member.cookie, ...options });
  if (res.statusCode !== 200) throw new Error(`subscribing failed: ${res.statusCode} ${res.body}`);
  return member;
}

/** The ledger of one creator, by entry type (signed sums). */
export async function ledgerOf(ctx: AppContext, creatorId: number): Promise<Record<string, number>> {
  const rows = await ctx.db
    .selectFrom('ledger_entries')
    .select(['entry_type', (eb) => eb.fn.sum<number>('amount').as('total')])
    .where('creator_id', '=', creatorId)
    .groupBy('entry_type')
    .execute();
  return Object.fromEntries(rows.map((r) => [r.entry_type, Number(r.total)]));
}
