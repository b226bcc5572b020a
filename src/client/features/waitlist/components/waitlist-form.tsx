import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { WAITLIST_JOINED_MESSAGE, ZWaitlistBody } from '../../../../shared/contracts/waitlist.ts';
import { Button } from '../../../components/ui/button.tsx';
import { applyServerIssues, Form, TextField, useZodForm } from '../../../components/ui/form.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { SuccessPanel } from '../../../components/ui/success-panel.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useJoinWaitlist } from '../api/join-waitlist.ts';

/** Spec §2/§4/§8: email form, 'Submitting' while busy, then 'You're on the list!'. */
export function WaitlistForm() {
  const form = useZodForm(ZWaitlistBody, { email: '' });
  const join = useJoinWaitlist();
  const [joined, setJoined] = useState<string | null>(null);

  if (joined !== null) return <WaitlistSuccess message={joined} />;

  return (
    <Form
      form={form}
      aria-label="Join the waitlist"
      onSubmit={(body) =>
        join.mutate(body, {
          onSuccess: () => {
            toast({ title: 'Success!', description: WAITLIST_JOINED_MESSAGE, variant: 'success' });
            setJoined(WAITLIST_JOINED_MESSAGE);
          },
          onError: (error) => {
            if (error instanceof ApiError) applyServerIssues(form, error.issues);
          },
        })
      }
    >
      <fieldset disabled={join.isPending} className="grid gap-4">
        <TextField
          name="email"
          label="Email address"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="you@example.com"
          className="[&_input]:h-12"
        />
        <Button type="submit" size="lg" className="w-full">
          {join.isPending ? (
            <>
              <Spinner /> Submitting
            </>
          ) : (
            'Join Waitlist'
          )}
        </Button>
      </fieldset>
    </Form>
  );
}

function WaitlistSuccess({ message }: { message: string }) {
  return (
    <SuccessPanel
      data-testid="waitlist-success"
      icon={<CircleCheck aria-hidden="true" />}
      title="You're on the list!"
      action={
        <Button asChild variant="outline">
          <Link to="/">Return Home</Link>
        </Button>
      }
    >
      <p>{message}</p>
    </SuccessPanel>
  );
}
