import { SendHorizontal } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { CHAT_MESSAGE_MAX_LENGTH } from '../../../../shared/constants.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Label, Textarea } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';

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
 *
 * Its rules need no form library: a blank message cannot be sent (the button is disabled,
 * Enter does nothing) and the box holds at most CHAT_MESSAGE_MAX_LENGTH characters, so
 * the server's length rule is never broken and no message has to be shown. The chat page
 * thus loads without react-hook-form and zod (about 45 KB gzip).
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
  const id = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState(() => (draftKey ? readDraft(draftKey) : ''));
  useEffect(() => {
    if (draftKey) writeDraft(draftKey, text);
  }, [draftKey, text]);
  const message = text.trim();
  const canSend = message.length > 0 && !sending;

  const send = async () => {
    if (!canSend) return;
    if (await onSend(message)) {
      setText('');
      // The textarea was disabled while sending; give the keyboard back to it.
      setTimeout(() => box.current?.focus(), 0);
    }
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter (and Enter while composing an IME word) makes a new line.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex items-end gap-2 border-t p-3 sm:p-4">
      <div className="grid min-w-0 flex-1 gap-0" data-slot="form-field">
        <Label htmlFor={id}>
          <span className="sr-only">Message to {name}</span>
        </Label>
        <Textarea
          ref={box}
          id={id}
          name="message"
          rows={1}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          placeholder={`Message ${name}...`}
          disabled={sending}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          className="max-h-32 min-h-11 resize-none"
        />
      </div>
      <Button type="submit" size="icon" disabled={!canSend} aria-label="Send message" className="size-11 rounded-xl">
        {sending ? <Spinner label="Sending" /> : <SendHorizontal aria-hidden="true" />}
      </Button>
    </form>
  );
}
