import { Container } from '../../components/layout/container.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Link } from '../../components/ui/link.tsx';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form.tsx';
import { brand } from '../../lib/app-config.ts';
import { authPath, useReturnPath } from '../../lib/return-path.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';

export function ForgotPasswordPage() {
  usePageMeta(`Forgot password | ${brand.mainName}`, 'We will email you a link to choose a new password.');
  const returnTo = useReturnPath();
  return (
    <Container className="py-10 sm:py-16">
      <Card className="mx-auto grid w-full max-w-md gap-6 p-5 sm:p-8">
        <div className="grid gap-2 text-center">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Forgot your password?</h1>
          <p className="text-sm text-muted-foreground">
            Enter the email you signed up with and we will send you a link to choose a new one. The link works once and
            expires in 1 hour.
          </p>
        </div>
        <ForgotPasswordForm />
        <p className="text-center text-sm text-muted-foreground">
          Remembered it?{' '}
          <Link
            to={authPath('/login', { returnTo })}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            Back to login
          </Link>
        </p>
      </Card>
    </Container>
  );
}
