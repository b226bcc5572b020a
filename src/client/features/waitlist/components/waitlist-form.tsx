import { CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { WAITLIST_JOINED_MESSAGE, ZWaitlistBody } from '../../../../shared/contracts/waitlist.ts';
import { Button } from '../../../components/ui/button.tsx';
import { applyServerIssues, Form, TextField, useZodForm } from '../../../components/ui/form.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useJoinWaitlist } from '../api/join-waitlist.ts';

/** Spec §2/§4/§8: email form, 'Submitting' while busy, then 'You're on the list!'. */
export function WaitlistForm() {
  const form = useZodForm(ZWaitlistBody, { email: '' });
  const join = useJoinWaitlist();
  const [joined, setJoined] = useState<{ alreadyJoined: boolean; message: string } | null>(null);

  if (joined) return <WaitlistSuccess alreadyJoined={joined.alreadyJoined} message={joined.message} />;

  return (
    <Form
      form={form}
      aria-label="Join the waitlist"
      onSubmit={(body) =>
        join.mutate(body, {
          onSuccess: (result) => {
            // A first sign-up gets the spec's text; a repeat gets the server's friendly note.
            const description = result.alreadyJoined ? result.message : WAITLIST_JOINED_MESSAGE;
            toast({ title: 'Success!', description, variant: 'success' });
            setJoined({ alreadyJoined: result.alreadyJoined, message: description });
          },
          onError: (error) => {
            if (error instanceof ApiError) applyServerIssues(form, error.issues);
            toast({ title: 'Something went wrong', description: 'Please try again later', variant: 'destructive' });
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

function WaitlistSuccess({ alreadyJoined, message }: { alreadyJoined: boolean; message: string }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form that had focus is gone: move focus to the news so keyboard and screen-reader
  // users land on it.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="grid justify-items-center gap-4 text-center" data-testid="waitlist-success">
      <span className="grid size-14 place-items-center rounded-full bg-primary/15 text-primary">
        <CircleCheck className="size-7" aria-hidden="true" />
      </span>
      <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-semibold tracking-tight outline-none">
        You're on the list!
      </h2>
      <p className="max-w-sm text-muted-foreground" data-already-joined={alreadyJoined}>
        {message}
      </p>
      <Button asChild variant="outline">
        <Link to="/">Return Home</Link>
      </Button>
    </div>
  );
}
