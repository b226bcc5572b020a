import type { AuthUser } from '../../../../shared/contracts/auth.ts';
import { EMAIL_CHANGE_NOTE, type UpdateProfileBody, ZUpdateProfileBody } from '../../../../shared/contracts/users.ts';
import { Button } from '../../../components/ui/button.tsx';
import { applyServerIssues, Form, TextareaField, TextField, useZodForm } from '../../../components/ui/form.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useUpdateProfile } from '../api/update-profile.ts';

/** Spec §2 Edit Profile: Display Name, read-only Email with its note, Bio. */
export function ProfileForm({ user }: { user: AuthUser }) {
  const form = useZodForm(ZUpdateProfileBody, {
    displayName: user.displayName ?? '',
    email: user.email,
    bio: user.bio ?? '',
  });
  const update = useUpdateProfile();
  const submitting = form.formState.isSubmitting;

  const onSubmit = async (values: UpdateProfileBody) => {
    try {
      const saved = await update.mutateAsync(values);
      form.reset({ displayName: saved.displayName ?? '', email: saved.email, bio: saved.bio ?? '' });
      toast({
        title: 'Profile updated',
        description: 'Your profile information has been updated successfully.',
        variant: 'success',
      });
    } catch (error) {
      // A 401 turns the page into 'Access Denied'; anything else keeps the form as typed
      // (and is useUpdateProfile's toast).
      if (error instanceof ApiError && error.status !== 401) applyServerIssues(form, error.issues);
    }
  };

  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Edit profile">
      <fieldset disabled={submitting} className="grid gap-5">
        <TextField
          name="displayName"
          label="Display Name"
          autoComplete="nickname"
          maxLength={50}
          placeholder="How companions should call you"
        />
        <TextField
          name="email"
          label="Email"
          type="email"
          readOnly
          hint={EMAIL_CHANGE_NOTE}
          className="[&_input]:bg-muted"
        />
        <TextareaField
          name="bio"
          label="Bio"
          maxLength={500}
          rows={5}
          placeholder="Tell companions a little about yourself"
        />
      </fieldset>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button asChild variant="outline">
          <Link to="/welcome">Cancel</Link>
        </Button>
        <Button type="submit" disabled={submitting}>
          {submitting ? <Spinner /> : null}
          {submitting ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </Form>
  );
}
