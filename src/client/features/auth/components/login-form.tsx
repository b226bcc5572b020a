import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { type AccountType, ZLoginForm } from '../../../../shared/contracts/auth.ts';
import { Button } from '../../../components/ui/button.tsx';
import { applyServerIssues, CheckboxField, Form, TextField, useZodForm } from '../../../components/ui/form.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { authPath, useReturnPath } from '../../../lib/return-path.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useLogin } from '../api/login.ts';
import { accountCreatedEmail, destinationAfterLogin } from '../redirect.ts';

/** Spec §2 login form: email, password, remember me; 'Logging in' while it submits. */
export function LoginForm({ accountType }: { accountType: AccountType }) {
  // Straight from sign-up: the email is filled in and a line says the account was made.
  const createdFor = accountCreatedEmail(useLocation().state);
  const form = useZodForm(ZLoginForm, { email: createdFor ?? '', password: '', rememberMe: false });
  const returnTo = useReturnPath();
  const login = useLogin();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const submitting = form.formState.isSubmitting;

  const onSubmit = async (values: { email: string; password: string; rememberMe: boolean }) => {
    try {
      const user = await login.mutateAsync({ ...values, accountType });
      toast({
        title: 'Login successful',
        description: user.displayName ? `Welcome back, ${user.displayName}` : 'Welcome back',
        variant: 'success',
      });
      navigate(destinationAfterLogin(params.get('redirect'), user.role), { replace: true });
    } catch (error) {
      // The toast is useLogin's; the fields show what the server found wrong with them.
      if (error instanceof ApiError) applyServerIssues(form, error.issues);
    }
  };

  return (
    <Form form={form} onSubmit={onSubmit} aria-label={`${accountType === 'creator' ? 'Creator' : 'Member'} login`}>
      {createdFor ? (
        <p role="status" className="rounded-xl border border-success/40 bg-success/10 px-4 py-3 text-sm">
          Your account was created. Log in with your password to continue.
        </p>
      ) : null}
      <fieldset disabled={submitting} className="grid gap-5">
        <TextField name="email" label="Email" type="email" autoComplete="email" placeholder="you@example.com" />
        <TextField
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          // The one field left to fill straight after signing up.
          autoFocus={createdFor !== null}
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <CheckboxField name="rememberMe" label="Remember me" disabled={submitting} />
          <Link
            to={authPath('/forgot-password', { returnTo })}
            className="text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            Forgot password?
          </Link>
        </div>
      </fieldset>
      <Button type="submit" size="lg" disabled={submitting} className="w-full">
        {submitting ? <Spinner /> : null}
        {submitting ? 'Logging in' : 'Log In'}
      </Button>
    </Form>
  );
}
