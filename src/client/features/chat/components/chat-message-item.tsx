import { Copy, Pencil, RefreshCw, ThumbsDown, ThumbsUp, Trash2 } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { CHAT_MESSAGE_MAX_LENGTH } from '../../../../shared/constants.ts';
import type { ChatMessage } from '../../../../shared/contracts/chats.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Textarea } from '../../../components/ui/input.tsx';
import { toast } from '../../../lib/toast-store.ts';
import { AlternativeSwitch } from './alternative-switch.tsx';
import { MessageBubble } from './message-bubble.tsx';

/** What the visitor can do to the conversation from its messages. */
export interface MessageControls {
  /** A reply is owed or a change is on its way: nothing else may start. */
  busy: boolean;
  choose: (messageId: number) => void;
  regenerate: () => void;
  edit: (messageId: number, message: string) => Promise<boolean>;
  deleteLast: () => void;
  rate: (messageId: number, rating: 1 | -1 | null) => void;
}

function Action({
  label,
  onClick,
  disabled,
  pressed,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  pressed?: boolean;
  children: ReactNode;
}) {
  return (
    <Button
      variant="ghost"
      size="sm"
      className="h-8 px-2 text-muted-foreground"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
      {...(pressed === undefined ? {} : { 'aria-pressed': pressed })}
    >
      {children}
    </Button>
  );
}

async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: 'Copied', description: 'The message is on your clipboard', variant: 'success' });
  } catch {
    toast({ title: 'Error', description: 'Could not copy the message', variant: 'destructive' });
  }
}

function EditBox({
  initial,
  onSave,
  onCancel,
}: {
  initial: string;
  onSave: (text: string) => Promise<void>;
  onCancel: () => void;
}) {
  const [text, setText] = useState(initial);
  const [saving, setSaving] = useState(false);
  const blank = text.trim().length === 0;
  return (
    <form
      className="ml-auto grid w-full max-w-[85%] gap-2 sm:max-w-[75%]"
      onSubmit={async (event) => {
        event.preventDefault();
        if (blank) return;
        setSaving(true);
        await onSave(text.trim());
        setSaving(false);
      }}
    >
      <Textarea
        aria-label="Edit your message"
        value={text}
        maxLength={CHAT_MESSAGE_MAX_LENGTH}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => e.key === 'Escape' && onCancel()}
        autoFocus
        rows={3}
      />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" size="sm" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" size="sm" disabled={blank || saving}>
          Save
        </Button>
      </div>
    </form>
  );
}

/** One message of the conversation with what can be done to it. */
export function ChatMessageItem({
  message,
  name,
  isLast,
  controls,
}: {
  message: ChatMessage;
  name: string;
  isLast: boolean;
  controls?: MessageControls | undefined;
}) {
  const [editing, setEditing] = useState(false);
  // Cancelled (Escape or Cancel), the editor hands the focus back to the Edit button that
  // opened it, instead of dropping it on the page.
  const [refocusEdit, setRefocusEdit] = useState(false);
  const row = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (editing || !refocusEdit) return;
    setRefocusEdit(false);
    row.current?.querySelector<HTMLButtonElement>('button[aria-label="Edit message"]')?.focus();
  }, [editing, refocusEdit]);
  const mine = message.role === 'user';
  // The avatar's greeting opens the conversation: it answers nothing, so it is not
  // regenerated, rated or deleted; its alternatives are the other greetings.
  const greeting = !mine && message.parentId === null;
  const bubble = (
    <MessageBubble
      from={message.role}
      content={message.content}
      createdAt={message.createdAt}
      speaker={mine ? 'You' : name}
    />
  );
  if (!controls) return bubble;
  if (editing) {
    return (
      <EditBox
        initial={message.content}
        onCancel={() => {
          setEditing(false);
          setRefocusEdit(true);
        }}
        onSave={async (text) => {
          if (await controls.edit(message.id, text)) setEditing(false);
        }}
      />
    );
  }
  const { busy } = controls;
  return (
    <div ref={row} className="grid gap-0.5">
      {bubble}
      <div className={mine ? 'flex flex-wrap items-center justify-end' : 'flex flex-wrap items-center'}>
        <AlternativeSwitch
          siblings={message.siblings ?? [message.id]}
          current={message.id}
          onChoose={controls.choose}
          disabled={busy}
        />
        <Action label="Copy message" onClick={() => void copy(message.content)}>
          <Copy aria-hidden="true" />
        </Action>
        {mine ? (
          <Action label="Edit message" onClick={() => setEditing(true)} disabled={busy}>
            <Pencil aria-hidden="true" />
          </Action>
        ) : greeting ? null : (
          <>
            <Action
              label="Good reply"
              pressed={message.rating === 1}
              onClick={() => controls.rate(message.id, message.rating === 1 ? null : 1)}
            >
              <ThumbsUp aria-hidden="true" />
            </Action>
            <Action
              label="Bad reply"
              pressed={message.rating === -1}
              onClick={() => controls.rate(message.id, message.rating === -1 ? null : -1)}
            >
              <ThumbsDown aria-hidden="true" />
            </Action>
          </>
        )}
        {isLast && !mine && !greeting ? (
          <Action label="Regenerate reply" onClick={controls.regenerate} disabled={busy}>
            <RefreshCw aria-hidden="true" />
          </Action>
        ) : null}
        {isLast && !greeting ? (
          <Action label="Delete last exchange" onClick={controls.deleteLast} disabled={busy}>
            <Trash2 aria-hidden="true" />
          </Action>
        ) : null}
      </div>
    </div>
  );
}
