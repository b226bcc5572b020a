import { INVALID_RESET_TOKEN_MESSAGE, ZResetToken } from '../../../shared/contracts/password-reset.ts';
import { Container } from '../../components/layout/container.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Link } from '../../components/ui/link.tsx';
import { InvalidResetLink, ResetPasswordForm } from '../../features/auth/components/reset-password-form.tsx';
import { brand } from '../../lib/app-config.ts';
import { useFragmentToken } from '../../lib/use-fragment-token.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';

export function ResetPasswordPage() {
  usePageMeta(`Reset password | ${brand.mainName}`, 'Choose a new password for your account.');
  const token = useFragmentToken(ZResetToken);
  return (
    <Container className="py-10 sm:py-16">
      <Card className="mx-auto grid w-full max-w-md gap-6 p-5 sm:p-8">
        <div className="grid gap-2 text-center">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Choose a new password</h1>
          <p className="text-sm text-muted-foreground">
            At least 6 characters. Every other device signed in to your account will be signed out.
          </p>
        </div>
        {token ? <ResetPasswordForm token={token} /> : <InvalidResetLink message={INVALID_RESET_TOKEN_MESSAGE} />}
        <p className="text-center text-sm text-muted-foreground">
          <Link to="/login" className="font-medium text-primary underline-offset-4 hover:underline">
            Back to login
          </Link>
        </p>
      </Card>
    </Container>
  );
}
