import type { MemberSubscription } from '../../../../shared/contracts/subscriptions.ts';
import { formatMoney } from '../../../../shared/figures.ts';
import { TIER_LABELS } from '../../../../shared/subscription-terms.ts';
import { Badge } from '../../../components/ui/badge.tsx';

// Made on first need, not on load: an avatar's page loads this module for every visitor,
// most with no date to show, and a page's first Intl object costs its ICU start-up (figures.ts).
let longDate: Intl.DateTimeFormat | undefined;
export function formatDate(iso: string): string {
  longDate ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });
  return longDate.format(new Date(iso));
}

/** 'Renews on {date}', 'Ends on {date}', a failing payment's grace, or 'Ended on {date}'. */
export function statusLine(s: MemberSubscription): string {
  if (s.status === 'past_due' && s.graceUntil) {
    return `Payment failed: we are retrying; access until ${formatDate(s.graceUntil)}`;
  }
  if (s.status === 'cancelled' && s.endsOn) return `Ends on ${formatDate(s.endsOn)}`;
  if (s.status === 'expired') return s.endsOn ? `Ended on ${formatDate(s.endsOn)}` : 'Ended';
  return s.renewsOn ? `Renews on ${formatDate(s.renewsOn)}` : '';
}

/** Tier, price and what happens next, as one line. */
export function SubscriptionStatus({ subscription }: { subscription: MemberSubscription }) {
  return (
    <span className="flex flex-wrap items-center gap-2">
      <Badge variant={subscription.entitled ? 'success' : 'muted'}>{TIER_LABELS[subscription.tier]}</Badge>
      <span className="text-sm text-muted-foreground">{formatMoney(subscription.price)}/month</span>
      <span className="text-sm font-medium" data-testid="subscription-status">
        {statusLine(subscription)}
      </span>
    </span>
  );
}
