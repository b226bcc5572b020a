import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { type ForgotPasswordBody, ZForgotPasswordBody } from '../../../../shared/contracts/password-reset.ts';
import { Button } from '../../../components/ui/button.tsx';
import { applyServerIssues, Form, TextField, useZodForm } from '../../../components/ui/form.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useRequestPasswordReset } from '../api/forgot-password.ts';

/** Asks for a reset link; the answer never says whether the address has an account. */
export function ForgotPasswordForm() {
  const form = useZodForm(ZForgotPasswordBody, { email: '' });
  const request = useRequestPasswordReset();
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);
  const submitting = form.formState.isSubmitting;

  const onSubmit = async (values: ForgotPasswordBody) => {
    try {
      const answer = await request.mutateAsync(values);
      setSent({ email: values.email, message: answer.message });
    } catch (error) {
      if (error instanceof ApiError) applyServerIssues(form, error.issues);
    }
  };

  if (sent) {
    return (
      <div className="grid gap-4 text-center" role="status">
        <MailCheck aria-hidden="true" className="mx-auto size-10 text-primary" />
        <h2 className="text-xl font-semibold">Check your email</h2>
        <p className="text-sm text-muted-foreground">
          {sent.message} We sent it to <span className="font-medium text-foreground">{sent.email}</span> if that address
          is registered.
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild>
            <Link to="/login">Back to login</Link>
          </Button>
          <Button variant="outline" onClick={() => setSent(null)}>
            Use another email
          </Button>
        </div>
      </div>
    );
  }

  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Request a password reset link">
      <fieldset disabled={submitting} className="grid gap-5">
        <TextField name="email" label="Email" type="email" autoComplete="email" placeholder="you@example.com" />
      </fieldset>
      <Button type="submit" size="lg" disabled={submitting} className="w-full">
        {submitting ? <Spinner /> : null}
        {submitting ? 'Sending...' : 'Send reset link'}
      </Button>
    </Form>
  );
}
