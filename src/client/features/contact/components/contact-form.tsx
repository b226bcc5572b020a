import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { CONTACT_MESSAGE_MIN } from '../../../../shared/constants.ts';
import { contactSuccessMessage, ZContactBody } from '../../../../shared/contracts/contact.ts';
import { Button } from '../../../components/ui/button.tsx';
import { applyServerIssues, Form, TextareaField, TextField, useZodForm } from '../../../components/ui/form.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { SuccessPanel } from '../../../components/ui/success-panel.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useSendContactMessage } from '../api/send-contact-message.ts';

const EMPTY = { email: '', message: '' };

/** Spec §2/§4/§8: email and message, 'Sending...', then 'Message sent!' until 'Send Another Message'. */
export function ContactForm() {
  const form = useZodForm(ZContactBody, EMPTY);
  const send = useSendContactMessage();
  const [sent, setSent] = useState<string | null>(null);

  if (sent !== null) {
    return (
      <ContactSuccess
        text={sent}
        onSendAnother={() => {
          form.reset(EMPTY);
          send.reset();
          setSent(null);
          // Back to the (fresh) form, ready to type.
          requestAnimationFrame(() => form.setFocus('email'));
        }}
      />
    );
  }

  return (
    <Form
      form={form}
      aria-label="Contact form"
      onSubmit={(body) =>
        send.mutate(body, {
          onSuccess: (result) => {
            const text = contactSuccessMessage(result.portfolioDetected);
            toast({ title: 'Message sent!', description: text, variant: 'success' });
            form.reset(EMPTY);
            setSent(text);
          },
          onError: (error) => {
            if (error instanceof ApiError) applyServerIssues(form, error.issues);
          },
        })
      }
    >
      <fieldset disabled={send.isPending} className="grid gap-5">
        <TextField
          name="email"
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="you@example.com"
        />
        <TextareaField
          name="message"
          label="Message"
          rows={6}
          placeholder="How can we help? Creators: include links to your portfolio."
          hint={`At least ${CONTACT_MESSAGE_MIN} characters.`}
        />
        <Button type="submit" size="lg" className="w-full sm:w-auto sm:justify-self-start">
          {send.isPending ? (
            <>
              <Spinner /> Sending...
            </>
          ) : (
            'Send Message'
          )}
        </Button>
      </fieldset>
    </Form>
  );
}

function ContactSuccess({ text, onSendAnother }: { text: string; onSendAnother: () => void }) {
  return (
    <SuccessPanel
      data-testid="contact-success"
      className="py-6"
      icon={<MailCheck aria-hidden="true" />}
      title="Message sent!"
      action={
        <Button variant="outline" onClick={onSendAnother}>
          Send Another Message
        </Button>
      }
    >
      <p>{text}</p>
    </SuccessPanel>
  );
}
