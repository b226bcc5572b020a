import { useNavigate } from 'react-router';
import {
  type AccountType,
  roleForAccountType,
  type SignupForm as SignupValues,
  ZSignupForm,
} from '../../../../shared/contracts/auth.ts';
import { Button } from '../../../components/ui/button.tsx';
import { applyServerIssues, CheckboxField, Form, TextField, useZodForm } from '../../../components/ui/form.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { authPath, useReturnPath } from '../../../lib/return-path.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useRegister } from '../api/register.ts';
import type { AccountCreatedState } from '../redirect.ts';

const linkClass = 'font-medium text-primary underline-offset-4 hover:underline';

/** Spec §2 signup form; confirmPassword and terms are checked here and never sent. */
export function SignupForm({ accountType }: { accountType: AccountType }) {
  const form = useZodForm(ZSignupForm, { username: '', email: '', password: '', confirmPassword: '', terms: false });
  const register = useRegister();
  const navigate = useNavigate();
  const returnTo = useReturnPath();
  const submitting = form.formState.isSubmitting;

  const onSubmit = async (values: SignupValues) => {
    try {
      await register.mutateAsync({
        username: values.username,
        email: values.email,
        password: values.password,
        accountType,
        role: roleForAccountType(accountType),
      });
      toast({
        title: 'Account created successfully!',
        description: `You can now log in to your ${accountType} account`,
        variant: 'success',
      });
      // Spec §2: on to /login, with the email filled in and the page the visitor came from kept.
      const state: AccountCreatedState = { accountCreated: { email: values.email } };
      navigate(authPath('/login', { returnTo, creator: accountType === 'creator' }), { state });
    } catch (error) {
      // The toast is useRegister's; the fields show what the server found wrong with them.
      if (error instanceof ApiError) applyServerIssues(form, error.issues);
    }
  };

  return (
    <Form form={form} onSubmit={onSubmit} aria-label={`${accountType === 'creator' ? 'Creator' : 'Member'} sign up`}>
      <fieldset disabled={submitting} className="grid gap-5">
        <TextField name="username" label="Username" autoComplete="username" placeholder="e.g. night_owl" />
        <TextField name="email" label="Email" type="email" autoComplete="email" placeholder="you@example.com" />
        <TextField name="password" label="Password" type="password" autoComplete="new-password" />
        <TextField name="confirmPassword" label="Confirm Password" type="password" autoComplete="new-password" />
        <CheckboxField
          name="terms"
          disabled={submitting}
          label={
            <>
              I agree to the{' '}
              <Link to="/terms" className={linkClass}>
                Terms of Service
              </Link>{' '}
              and{' '}
              <Link to="/privacy" className={linkClass}>
                Privacy Policy
              </Link>
            </>
          }
        />
      </fieldset>
      <Button type="submit" size="lg" disabled={submitting} className="w-full">
        {submitting ? <Spinner /> : null}
        {submitting ? 'Creating account' : 'Create Account'}
      </Button>
    </Form>
  );
}
