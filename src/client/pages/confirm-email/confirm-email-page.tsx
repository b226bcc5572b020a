import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import {
  EMAIL_CHANGED_MESSAGE,
  INVALID_EMAIL_CHANGE_TOKEN_MESSAGE,
  ZConfirmEmailBody,
} from '../../../shared/contracts/email-change.ts';
import { Container } from '../../components/layout/container.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Link } from '../../components/ui/link.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { SuccessPanel } from '../../components/ui/success-panel.tsx';
import { useConfirmEmail } from '../../features/auth/api/confirm-email.ts';
import { ApiError, errorMessage } from '../../lib/api-client.ts';
import { brand } from '../../lib/app-config.ts';
import { useFragmentToken } from '../../lib/use-fragment-token.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';

const ZToken = ZConfirmEmailBody.shape.token;

/**
 * Where the link a creator's new address receives leads (#token=… in the fragment). The
 * change is made by pressing the button, not by opening the page: mail scanners that
 * follow links must not confirm on the owner's behalf.
 */
export function ConfirmEmailPage() {
  usePageMeta(`Confirm your new email | ${brand.mainName}`, 'Confirm the new email address of your account.');
  const token = useFragmentToken(ZToken);
  const confirm = useConfirmEmail();
  const [problem, setProblem] = useState<string | null>(token ? null : INVALID_EMAIL_CHANGE_TOKEN_MESSAGE);

  const onConfirm = () => {
    if (!token) return;
    confirm.mutate(
      { token },
      {
        onError: (error) =>
          setProblem(
            error instanceof ApiError && error.status < 500
              ? (error.serverMessage ?? INVALID_EMAIL_CHANGE_TOKEN_MESSAGE)
              : errorMessage(error, 'Something went wrong. Please try again later.'),
          ),
      },
    );
  };

  return (
    <Container className="py-10 sm:py-16">
      <Card className="mx-auto grid w-full max-w-md gap-6 p-5 sm:p-8">
        {confirm.isSuccess ? (
          <SuccessPanel
            icon={<MailCheck aria-hidden />}
            title="Email address changed"
            action={
              <Button asChild>
                <Link to="/creator-portal">Go to the creator portal</Link>
              </Button>
            }
          >
            {EMAIL_CHANGED_MESSAGE}
          </SuccessPanel>
        ) : (
          <>
            <div className="grid gap-2 text-center">
              <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Confirm your new email address</h1>
              <p className="text-sm text-muted-foreground">
                Your account will use this address from now on, and every other device signed in to it will be signed
                out.
              </p>
            </div>
            {problem ? (
              <p role="alert" className="text-center text-sm text-destructive">
                {problem}
              </p>
            ) : null}
            {token ? (
              <Button size="lg" className="w-full" onClick={onConfirm} disabled={confirm.isPending}>
                {confirm.isPending ? <Spinner /> : null}
                {confirm.isPending ? 'Confirming...' : 'Confirm new email address'}
              </Button>
            ) : null}
            <p className="text-center text-sm text-muted-foreground">
              <Link to="/creator-portal" className="font-medium text-primary underline-offset-4 hover:underline">
                Back to the creator portal
              </Link>
            </p>
          </>
        )}
      </Card>
    </Container>
  );
}
