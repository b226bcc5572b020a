import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { CheckboxField, Form, TextField, useZodForm } from './form.tsx';

const ZSample = z.object({
  email: z.email('Please enter a valid email address'),
  terms: z.boolean().refine((v) => v, 'You must accept the terms and conditions'),
});

function SampleForm({ onSubmit }: { onSubmit: (values: z.infer<typeof ZSample>) => void }) {
  const form = useZodForm(ZSample, { email: '', terms: false });
  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Sample">
      <TextField name="email" label="Email" />
      <CheckboxField name="terms" label="I accept the terms" />
      <button type="submit">Send</button>
    </Form>
  );
}

function setup() {
  const onSubmit = vi.fn();
  render(<SampleForm onSubmit={onSubmit} />);
  return {
    onSubmit,
    user: userEvent.setup(),
    email: screen.getByRole('textbox', { name: 'Email' }),
    terms: screen.getByRole('checkbox', { name: 'I accept the terms' }),
    send: screen.getByRole('button', { name: 'Send' }),
  };
}

const EMAIL_MESSAGE = 'Please enter a valid email address';
const TERMS_MESSAGE = 'You must accept the terms and conditions';
const emailMessage = () => screen.queryByText(EMAIL_MESSAGE);
const termsMessage = () => screen.queryByText(TERMS_MESSAGE);
// The form validates asynchronously (the zod resolver): a message shows, or goes, a moment
// after the event that caused it, later still on a busy machine. Wait for it.
const gone = (message: () => HTMLElement | null) => waitFor(() => expect(message()).toBeNull());

describe('Form: when validation messages show', () => {
  it('shows nothing while typing or on leaving a field, before the first submit', async () => {
    const { user, email, terms } = setup();
    await user.type(email, 'not-an-email');
    await user.click(terms);
    await user.click(terms);
    await user.tab();
    expect(emailMessage()).toBeNull();
    expect(termsMessage()).toBeNull();
    expect(email.getAttribute('aria-invalid')).toBe('false');
  });

  it('shows every message on submit, tied to its field, and does not submit', async () => {
    const { user, email, terms, send, onSubmit } = setup();
    await user.click(send);
    const message = await screen.findByText(EMAIL_MESSAGE);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toContain(message.id);
    expect(await screen.findByText(TERMS_MESSAGE)).not.toBeNull();
    expect(terms.getAttribute('aria-invalid')).toBe('true');
  });

  it('after a submit, follows each change: a message goes once its field is right, and comes back', async () => {
    const { user, email, terms, send, onSubmit } = setup();
    await user.click(send);
    await screen.findByText(EMAIL_MESSAGE);
    await user.type(email, 'mia@example.com');
    await gone(emailMessage);
    await user.clear(email);
    await user.type(email, 'mia@');
    await screen.findByText(EMAIL_MESSAGE);
    await user.click(terms);
    await gone(termsMessage);
    await user.click(terms);
    await screen.findByText(TERMS_MESSAGE);
    await user.click(terms);
    await user.clear(email);
    await user.type(email, 'mia@example.com');
    await user.click(send);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ email: 'mia@example.com', terms: true });
  });

  it('after a submit, shows a message as the field changes, not when it loses focus', async () => {
    const { user, email, send } = setup();
    await user.type(email, 'mia@example.com');
    await user.click(send);
    // Submitted (and refused: the terms are not accepted), so changes now validate.
    await screen.findByText(TERMS_MESSAGE);
    expect(emailMessage()).toBeNull();
    await user.clear(email);
    // The change shows it; leaving the field adds nothing and moves nothing.
    await screen.findByText(EMAIL_MESSAGE);
    await user.tab();
    expect(screen.getAllByText('Please enter a valid email address')).toHaveLength(1);
  });
});
