import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  type ResetPasswordForm as ResetValues,
  ZResetPasswordForm,
} from '../../../../shared/contracts/password-reset.ts';
import { Button } from '../../../components/ui/button.tsx';
import { applyServerIssues, Form, TextField, useZodForm } from '../../../components/ui/form.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useResetPassword } from '../api/reset-password.ts';

export function InvalidResetLink({ message }: { message: string }) {
  return (
    <div className="grid gap-4 text-center" role="alert">
      <p className="text-sm">{message}</p>
      <Button asChild>
        <Link to="/forgot-password">Request a new link</Link>
      </Button>
    </div>
  );
}

/** Sets a new password (sign-up rules) with the emailed token, then goes to /login. */
export function ResetPasswordForm({ token }: { token: string }) {
  const form = useZodForm(ZResetPasswordForm, { password: '', confirmPassword: '' });
  const reset = useResetPassword();
  const navigate = useNavigate();
  const [invalidLink, setInvalidLink] = useState<string | null>(null);
  const submitting = form.formState.isSubmitting;

  const onSubmit = async (values: ResetValues) => {
    try {
      const answer = await reset.mutateAsync({ token, password: values.password });
      toast({ title: 'Password updated', description: answer.message, variant: 'success' });
      navigate('/login', { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.issues.some((i) => i.path === 'token')) {
        setInvalidLink(error.serverMessage ?? 'This reset link is invalid or has expired.');
        return;
      }
      if (error instanceof ApiError) applyServerIssues(form, error.issues);
    }
  };

  if (invalidLink) return <InvalidResetLink message={invalidLink} />;

  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Choose a new password">
      <fieldset disabled={submitting} className="grid gap-5">
        <TextField name="password" label="New Password" type="password" autoComplete="new-password" />
        <TextField name="confirmPassword" label="Confirm Password" type="password" autoComplete="new-password" />
      </fieldset>
      <Button type="submit" size="lg" disabled={submitting} className="w-full">
        {submitting ? <Spinner /> : null}
        {submitting ? 'Saving...' : 'Reset password'}
      </Button>
    </Form>
  );
}
