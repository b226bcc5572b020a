import { useQueryClient } from '@tanstack/react-query';
import { CreditCard, Lock } from 'lucide-react';
import { useNavigate, useParams } from 'react-router';
import { TEST_CARDS, type TestCheckout, ZTestCardBody } from '../../../shared/contracts/test-checkout.ts';
import { formatMoney } from '../../../shared/figures.ts';
import { parseRouteId } from '../../../shared/routes.ts';
import { BackLink } from '../../components/layout/back-link.tsx';
import { Container } from '../../components/layout/container.tsx';
import { TestModeNote } from '../../components/payments/test-mode-note.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card.tsx';
import { applyServerIssues, Form, TextField, useZodForm } from '../../components/ui/form.tsx';
import { Link } from '../../components/ui/link.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { usePayTestCheckout, useTestCheckout } from '../../features/subscriptions/api/test-checkout.ts';
import { ApiError, errorMessage } from '../../lib/api-client.ts';
import { brand } from '../../lib/app-config.ts';
import { dismissToast } from '../../lib/toast-store.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';

const OUTCOMES = {
  succeeds: 'succeeds',
  declines: 'is declined',
  fails_later: 'pays now, then fails at renewal',
} as const;
const grouped = (n: string) => n.replace(/(\d{4})(?=\d)/g, '$1 ');

/** Where the member goes back to without paying: the profile, without the checkout marker. */
const backPath = (checkout: TestCheckout) => checkout.returnPath.replace(/\?.*$/, '');

/**
 * The offline test provider's checkout page: it stands for a processor's hosted page. The
 * card goes to the provider's card field endpoint, which keeps brand, last four and expiry
 * and answers a token; the token pays. No real card is accepted and no money moves.
 */
export function TestCheckoutPage() {
  usePageMeta(`Checkout (test mode) | ${brand.mainName}`, 'Pay for a subscription with a test card.');
  const id = parseRouteId(useParams().id) ?? 0;
  const checkout = useTestCheckout(id);
  return (
    <Container className="grid max-w-xl grid-cols-[minmax(0,1fr)] gap-6 py-8 sm:py-10">
      <TestModeNote className="text-sm">
        this page takes the test cards processors publish, never a real card.
      </TestModeNote>
      {checkout.isPending ? (
        <Skeleton className="h-96 rounded-2xl" />
      ) : checkout.isError ? (
        <Card role="alert" className="p-6">
          <p className="font-medium">
            {checkout.error instanceof ApiError && checkout.error.status === 404
              ? 'This checkout was not found.'
              : errorMessage(checkout.error, 'This checkout could not be loaded.')}
          </p>
        </Card>
      ) : (
        <CheckoutCard checkout={checkout.data} />
      )}
    </Container>
  );
}

function CheckoutCard({ checkout }: { checkout: TestCheckout }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const pay = usePayTestCheckout(checkout.id);
  const form = useZodForm(ZTestCardBody, { number: '', expMonth: '', expYear: '', cvc: '' });

  const onSubmit = async (card: Parameters<typeof pay.mutateAsync>[0]) => {
    try {
      const result = await pay.mutateAsync(card);
      // What an earlier attempt said ('Payment failed') is over: the profile confirms the payment.
      dismissToast();
      // What the subscription unlocks is read again on the profile.
      await queryClient.invalidateQueries();
      navigate(result.returnPath);
    } catch (error) {
      if (error instanceof ApiError) applyServerIssues(form, error.issues);
    }
  };

  if (checkout.status !== 'open') {
    return (
      <Card className="grid gap-4 p-6">
        <p className="font-medium">
          {checkout.status === 'paid'
            ? 'This checkout is paid.'
            : 'This checkout has expired. Start again from the profile.'}
        </p>
        <Button asChild className="justify-self-start">
          <Link to={checkout.status === 'paid' ? checkout.returnPath : backPath(checkout)}>Back to the profile</Link>
        </Button>
      </Card>
    );
  }

  return (
    <Card>
      <CardHeader>
        <h1 className="flex items-center gap-2 text-2xl leading-tight font-semibold">
          <CreditCard aria-hidden="true" className="size-5" />
          Checkout
        </h1>
        <CardDescription>{checkout.description}</CardDescription>
        <p className="text-2xl font-bold" data-testid="checkout-amount">
          {formatMoney(checkout.amount)} <span className="text-base font-normal text-muted-foreground">/ month</span>
        </p>
      </CardHeader>
      <CardContent className="grid gap-6">
        <Form form={form} onSubmit={onSubmit}>
          <TextField
            name="number"
            label="Card number"
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="4242 4242 4242 4242"
          />
          <div className="grid grid-cols-3 gap-3">
            <TextField
              name="expMonth"
              label="Exp. month"
              inputMode="numeric"
              autoComplete="cc-exp-month"
              placeholder="MM"
            />
            <TextField
              name="expYear"
              label="Exp. year"
              inputMode="numeric"
              autoComplete="cc-exp-year"
              placeholder="YYYY"
            />
            <TextField name="cvc" label="CVC" inputMode="numeric" autoComplete="cc-csc" placeholder="123" />
          </div>
          {pay.error && !(pay.error instanceof ApiError && pay.error.issues.length > 0) ? (
            <p role="alert" className="text-sm font-medium text-destructive" data-testid="payment-error">
              {errorMessage(pay.error, 'The payment did not go through.')}
            </p>
          ) : null}
          <Button type="submit" size="lg" disabled={pay.isPending}>
            <Lock aria-hidden="true" />
            {pay.isPending ? 'Paying...' : `Pay ${formatMoney(checkout.amount)}`}
          </Button>
        </Form>
        <div className="grid gap-2 text-sm">
          <h2 className="font-semibold">Test cards (any future expiry, any CVC)</h2>
          <ul className="grid gap-1 text-muted-foreground">
            {TEST_CARDS.map((c) => (
              <li key={c.number}>
                <span className="font-mono text-foreground">{grouped(c.number)}</span> {OUTCOMES[c.outcome]}
              </li>
            ))}
          </ul>
        </div>
        <BackLink to={backPath(checkout)}>Cancel and go back</BackLink>
      </CardContent>
    </Card>
  );
}
