import { SendHorizontal } from 'lucide-react';
import { type KeyboardEvent, useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { CHAT_MESSAGE_MAX_LENGTH } from '../../../../shared/constants.ts';
import { type SendChatMessageBody, ZSendChatMessageBody } from '../../../../shared/contracts/chats.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Form, FormField, useZodForm } from '../../../components/ui/form.tsx';
import { Textarea } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';

function MessageBox({ name, sending, onEnter }: { name: string; sending: boolean; onEnter: () => void }) {
  const { register } = useFormContext<SendChatMessageBody>();
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter (and Enter while composing an IME word) makes a new line.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      onEnter();
    }
  };
  return (
    <FormField
      name="message"
      label={<span className="sr-only">Message to {name}</span>}
      className="min-w-0 flex-1 gap-0"
    >
      {(ids) => (
        <Textarea
          id={ids.id}
          aria-invalid={ids.invalid}
          aria-describedby={ids.describedBy}
          rows={1}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          placeholder={`Message ${name}...`}
          disabled={sending}
          onKeyDown={onKeyDown}
          className="max-h-32 min-h-11 resize-none"
          {...register('message')}
        />
      )}
    </FormField>
  );
}

function readDraft(key: string): string {
  try {
    return localStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
}

function writeDraft(key: string, text: string): void {
  try {
    if (text) localStorage.setItem(key, text);
    else localStorage.removeItem(key);
  } catch {
    // Storage full or blocked: the draft just does not survive a reload.
  }
}

/**
 * Message input and send button (spec §4/§5): trimmed, an empty message cannot be sent,
 * Enter sends, Shift+Enter does not; while sending both are disabled with a spinner. The
 * input clears only once the message is stored.
 */
export function ChatComposer({
  name,
  sending,
  onSend,
  draftKey,
}: {
  name: string;
  sending: boolean;
  /** Resolves true when the message was stored. */
  onSend: (message: string) => Promise<boolean>;
  /** Where the unsent text is kept across reloads (localStorage), one per conversation. */
  draftKey?: string;
}) {
  const form = useZodForm(ZSendChatMessageBody, { message: draftKey ? readDraft(draftKey) : '' });
  const text = form.watch('message') ?? '';
  useEffect(() => {
    if (draftKey) writeDraft(draftKey, text);
  }, [draftKey, text]);
  const canSend = text.trim().length > 0 && !sending;
  const submit = form.handleSubmit(async ({ message }) => {
    if (!message || sending) return;
    if (await onSend(message)) {
      form.reset({ message: '' });
      // The textarea was disabled while sending; give the keyboard back to it.
      setTimeout(() => form.setFocus('message'), 0);
    }
  });
  return (
    <Form form={form} onSubmit={() => submit()} className="flex items-end gap-2 border-t p-3 sm:p-4">
      <MessageBox name={name} sending={sending} onEnter={() => canSend && void submit()} />
      <Button type="submit" size="icon" disabled={!canSend} aria-label="Send message" className="size-11 rounded-xl">
        {sending ? <Spinner label="Sending" /> : <SendHorizontal aria-hidden="true" />}
      </Button>
    </Form>
  );
}
