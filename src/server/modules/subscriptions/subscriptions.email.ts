import { TEST_MODE_NOTICE } from '../../../shared/contracts/test-checkout.ts';
import { formatMoney } from '../../../shared/figures.ts';
import { type SubscriptionTier, TIER_LABELS } from '../../../shared/subscription-terms.ts';
import type { AppContext } from '../../context.ts';
import { plainEmail } from '../../lib/plain-email.ts';
import { getAuthUser } from '../users/users.service.ts';

export interface ChargeMailFacts {
  userId: number;
  avatarName: string;
  tier: SubscriptionTier;
  amount: number;
  /** UTC ISO: when the charge was taken (receipt) or failed. */
  at: string;
  periodEnd: string;
  card: { brand: string; last4: string } | null;
}

const day = (iso: string) => iso.slice(0, 10);

/** Sent after the commit (email is not part of the transaction): a failure is logged, never thrown. */
function sendLater(
  ctx: AppContext,
  what: string,
  build: (to: string, name: string) => ReturnType<typeof plainEmail>,
  userId: number,
) {
  ctx.background.run(what, async () => {
    const user = await getAuthUser(ctx, userId);
    await ctx.mailer.send(build(user.email, user.displayName ?? user.username));
  });
}

function footer(ctx: AppContext): string[] {
  return [
    ...(ctx.payments.testMode ? [`${TEST_MODE_NOTICE}: this receipt records a test payment.`] : []),
    `Your subscriptions and receipts: ${ctx.config.linkOrigin}/billing`,
    `Questions? Write to ${ctx.config.brand.supportEmail}.`,
  ];
}

export function sendReceipt(ctx: AppContext, facts: ChargeMailFacts): void {
  const tier = TIER_LABELS[facts.tier];
  sendLater(
    ctx,
    'receipt email',
    (to, name) =>
      plainEmail({
        to,
        subject: `Receipt: ${facts.avatarName} ${tier} subscription`,
        blocks: [
          `Hi ${name},`,
          `Thank you. We charged ${formatMoney(facts.amount)} on ${day(facts.at)} for your ${tier} subscription to ${facts.avatarName}, which runs until ${day(facts.periodEnd)}.`,
          facts.card ? `Paid with ${facts.card.brand} ending in ${facts.card.last4}.` : '',
          ...footer(ctx),
        ].filter((b) => b !== ''),
      }),
    facts.userId,
  );
}

export function sendPaymentFailed(ctx: AppContext, facts: ChargeMailFacts & { graceUntil: string }): void {
  sendLater(
    ctx,
    'payment failed email',
    (to, name) =>
      plainEmail({
        to,
        subject: `Payment failed: ${facts.avatarName} subscription`,
        blocks: [
          `Hi ${name},`,
          `We could not charge ${formatMoney(facts.amount)} for your ${TIER_LABELS[facts.tier]} subscription to ${facts.avatarName}${facts.card ? ` (${facts.card.brand} ending in ${facts.card.last4})` : ''}.`,
          `You keep access until ${day(facts.graceUntil)} while we try again. If the payment still fails by then, the subscription ends; you can subscribe again with another card at any time.`,
          ...footer(ctx),
        ],
      }),
    facts.userId,
  );
}
