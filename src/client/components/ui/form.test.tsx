import { render, screen } from '@testing-library/react';
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

const emailMessage = () => screen.queryByText('Please enter a valid email address');
const termsMessage = () => screen.queryByText('You must accept the terms and conditions');

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
    expect(onSubmit).not.toHaveBeenCalled();
    const message = emailMessage();
    expect(message).not.toBeNull();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toContain(message?.id ?? 'none');
    expect(termsMessage()).not.toBeNull();
    expect(terms.getAttribute('aria-invalid')).toBe('true');
  });

  it('after a submit, follows each change: a message goes once its field is right, and comes back', async () => {
    const { user, email, terms, send, onSubmit } = setup();
    await user.click(send);
    await user.type(email, 'mia@example.com');
    expect(emailMessage()).toBeNull();
    await user.clear(email);
    await user.type(email, 'mia@');
    expect(emailMessage()).not.toBeNull();
    await user.click(terms);
    expect(termsMessage()).toBeNull();
    await user.click(terms);
    expect(termsMessage()).not.toBeNull();
    await user.click(terms);
    await user.clear(email);
    await user.type(email, 'mia@example.com');
    await user.click(send);
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ email: 'mia@example.com', terms: true });
  });

  it('after a submit, shows a message as the field changes, not when it loses focus', async () => {
    const { user, email, send } = setup();
    await user.type(email, 'mia@example.com');
    await user.click(send);
    await user.clear(email);
    // The change shows it at once; leaving the field adds nothing and moves nothing.
    expect(emailMessage()).not.toBeNull();
    await user.tab();
    expect(screen.getAllByText('Please enter a valid email address')).toHaveLength(1);
  });
});
