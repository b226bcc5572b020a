import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import type { MemberSubscription } from '../../../shared/contracts/subscriptions.ts';
import { formatMoney } from '../../../shared/figures.ts';
import { TIER_LABELS } from '../../../shared/subscription-terms.ts';
import { BackLink } from '../../components/layout/back-link.tsx';
import { Container } from '../../components/layout/container.tsx';
import { TestModeNote } from '../../components/payments/test-mode-note.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Link } from '../../components/ui/link.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { TableScroll } from '../../components/ui/table-scroll.tsx';
import { useAuth } from '../../features/auth/components/auth-provider.tsx';
import { useChangeSubscription } from '../../features/subscriptions/api/change-subscription.ts';
import { useBilling } from '../../features/subscriptions/api/get-billing.ts';
import { useOpenBillingPortal } from '../../features/subscriptions/api/open-billing-portal.ts';
import { CancelDialog } from '../../features/subscriptions/components/cancel-dialog.tsx';
import { formatDate, SubscriptionStatus } from '../../features/subscriptions/components/subscription-status.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { brand } from '../../lib/app-config.ts';
import { cn } from '../../lib/cn.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';

const RECEIPT_STATUS = { succeeded: 'Paid', failed: 'Failed', refunded: 'Refunded' } as const;

/** One subscription with its next charge and its Cancel / Resubscribe action. */
function SubscriptionRow({ subscription }: { subscription: MemberSubscription }) {
  const change = useChangeSubscription(subscription.avatarId);
  const [confirming, setConfirming] = useState(false);
  const act = (action: 'cancel' | 'resume') =>
    change.mutate(action, {
      onSuccess: () => setConfirming(false),
    });
  return (
    <li
      className="grid gap-3 rounded-xl border p-4 sm:grid-cols-[1fr_auto] sm:items-center"
      data-testid="billing-subscription"
    >
      <div className="grid gap-1">
        <Link to={`/avatar/${subscription.avatarId}`} className="font-semibold hover:underline">
          {subscription.avatarName}
        </Link>
        <SubscriptionStatus subscription={subscription} />
        {subscription.status === 'active' && subscription.renewsOn ? (
          <p className="text-xs text-muted-foreground">
            Next charge: {formatMoney(subscription.price)} on {formatDate(subscription.renewsOn)}
          </p>
        ) : null}
      </div>
      {subscription.status === 'cancelled' ? (
        <Button onClick={() => act('resume')} disabled={change.isPending}>
          Resubscribe
        </Button>
      ) : subscription.status === 'active' || subscription.status === 'past_due' ? (
        <Button variant="outline" onClick={() => setConfirming(true)}>
          Cancel subscription
        </Button>
      ) : (
        <Button asChild variant="outline">
          <Link to={`/avatar/${subscription.avatarId}`}>Subscribe again</Link>
        </Button>
      )}
      {confirming ? (
        <CancelDialog
          avatarName={subscription.avatarName}
          periodEnd={subscription.renewsOn}
          pending={change.isPending}
          onConfirm={() => act('cancel')}
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </li>
  );
}

/** The member's Subscriptions & billing: subscriptions, next charges, card (masked), receipts. */
export function BillingPage() {
  usePageMeta(`Subscriptions & billing | ${brand.mainName}`, 'Your subscriptions, payment method and receipts.');
  const { user } = useAuth();
  const billing = useBilling(user?.id ?? 0);
  const data = billing.data;
  return (
    <Container className="grid max-w-3xl grid-cols-[minmax(0,1fr)] gap-6 py-8 sm:py-10">
      <BackLink to="/welcome">Back to Dashboard</BackLink>
      <h1 className="text-3xl font-bold tracking-tight">Subscriptions &amp; billing</h1>
      {billing.isPending ? (
        <Skeleton className="h-64 rounded-2xl" />
      ) : !data ? (
        <p role="alert">{errorMessage(billing.error, 'Your billing could not be loaded.')}</p>
      ) : (
        <>
          {data.testMode ? <TestModeNote>charges here are test payments.</TestModeNote> : null}
          <Card>
            <CardHeader>
              <CardTitle>Subscriptions</CardTitle>
            </CardHeader>
            <CardContent>
              {data.subscriptions.length === 0 ? (
                <p className="text-sm text-muted-foreground">
                  No subscriptions yet. Subscribe on an avatar’s profile to unlock their subscriber-only content.
                </p>
              ) : (
                <ul className="grid gap-3">
                  {data.subscriptions.map((s) => (
                    <SubscriptionRow key={s.avatarId} subscription={s} />
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Payment method</CardTitle>
            </CardHeader>
            <CardContent>
              {data.paymentMethod ? (
                <p className="flex items-center gap-3" data-testid="payment-method">
                  <CreditCard aria-hidden="true" className="size-5 text-muted-foreground" />
                  <span>
                    {data.paymentMethod.brand} <span aria-hidden="true">•••• </span>
                    <span className="sr-only">ending in </span>
                    {data.paymentMethod.last4}
                    <span className="text-sm text-muted-foreground">
                      {' '}
                      · expires {String(data.paymentMethod.expMonth).padStart(2, '0')}/{data.paymentMethod.expYear}
                    </span>
                  </span>
                </p>
              ) : (
                <p className="text-sm text-muted-foreground">No saved card: you add one at your first checkout.</p>
              )}
              {data.portal ? <ManagePayments /> : null}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle id="receipts-heading">Receipts</CardTitle>
            </CardHeader>
            <CardContent>
              {data.receipts.length === 0 ? (
                <p className="text-sm text-muted-foreground">No charges yet.</p>
              ) : (
                <TableScroll labelledBy="receipts-heading">
                  {/* On a phone the tier goes under the avatar's name, so the amount and the
                      status fit the screen instead of sitting off it in the scrolled table. */}
                  <table className="w-full text-sm sm:min-w-[28rem]">
                    <thead className="text-left text-xs text-muted-foreground">
                      <tr>
                        {['Date', 'Avatar', 'Tier', 'Amount', 'Status'].map((h) => (
                          <th
                            key={h}
                            scope="col"
                            className={cn('py-2 pr-3 font-medium', h === 'Tier' && 'hidden sm:table-cell')}
                          >
                            {h}
                          </th>
                        ))}
                      </tr>
                    </thead>
                    <tbody>
                      {data.receipts.map((r) => (
                        <tr key={r.id} className="border-t" data-testid="receipt">
                          <td className="py-2 pr-3 sm:whitespace-nowrap">{formatDate(r.createdAt)}</td>
                          <td className="py-2 pr-3">
                            {r.avatarName}
                            <span className="block text-xs text-muted-foreground sm:hidden">{TIER_LABELS[r.tier]}</span>
                          </td>
                          <td className="hidden py-2 pr-3 sm:table-cell">{TIER_LABELS[r.tier]}</td>
                          <td className="py-2 pr-3 font-medium">{formatMoney(r.amount)}</td>
                          <td className="py-2 pr-3">
                            <Badge
                              variant={
                                r.status === 'succeeded' ? 'success' : r.status === 'failed' ? 'destructive' : 'muted'
                              }
                            >
                              {RECEIPT_STATUS[r.status]}
                            </Badge>
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </TableScroll>
              )}
            </CardContent>
          </Card>
        </>
      )}
    </Container>
  );
}

/** Card and invoices are changed on the provider's page (no card data on ours). */
function ManagePayments() {
  const portal = useOpenBillingPortal();
  return (
    <Button
      className="mt-3"
      variant="outline"
      disabled={portal.isPending}
      onClick={() => portal.mutate(undefined, { onSuccess: ({ url }) => window.location.assign(url) })}
    >
      Manage card and invoices
    </Button>
  );
}
