import { Download, Trash2, Upload } from 'lucide-react';
import { type ComponentProps, type ReactNode, useRef } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu.tsx';
import { useKeyboardOpenFocus, useTakeOverFocus } from '../../../lib/load-on-intent.ts';
import { chatExportUrl } from '../api/chat-transfer.ts';

/** The Radix part of the chat toolbar's menus, loaded when the visitor first reaches for one. */
export interface ChatMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The trigger button's props and content, the same as the stand-in's. */
  trigger: ComponentProps<typeof Button>;
  /** The stand-in had the focus when this replaced it. */
  takeFocus: boolean;
  /** The stand-in was opened from the keyboard: the first item takes the focus. */
  openedByKeyboard: boolean;
}

function ChatMenu({
  open,
  onOpenChange,
  trigger,
  takeFocus,
  openedByKeyboard,
  children,
}: ChatMenuProps & { children: ReactNode }) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  useTakeOverFocus(triggerRef, takeFocus, open);
  const focusFirstItem = useKeyboardOpenFocus(openedByKeyboard && open);
  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>
        <Button ref={triggerRef} {...trigger} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" onFocus={focusFirstItem}>
        {children}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

const FORMATS = [
  { format: 'jsonl', label: 'JSONL (SillyTavern)' },
  { format: 'markdown', label: 'Markdown' },
] as const;

function ExportItems({ avatarId, prefix = '' }: { avatarId: number; prefix?: string }) {
  return FORMATS.map(({ format, label }) => (
    <DropdownMenuItem key={format} asChild>
      <a href={chatExportUrl(avatarId, format)} download>
        {prefix ? <Download aria-hidden="true" /> : null}
        {prefix}
        {label}
      </a>
    </DropdownMenuItem>
  ));
}

/** Export ▾: the conversation as a file. */
export function ChatExportMenu({ avatarId, ...menu }: ChatMenuProps & { avatarId: number }) {
  return (
    <ChatMenu {...menu}>
      <ExportItems avatarId={avatarId} />
    </ChatMenu>
  );
}

/** A phone's one menu for Export, Import and Clear, which as buttons would not fit one line. */
export function ChatActionsMenu({
  avatarId,
  hasMessages,
  importing,
  clearing,
  onImport,
  onClear,
  ...menu
}: ChatMenuProps & {
  avatarId: number;
  hasMessages: boolean;
  importing: boolean;
  clearing: boolean;
  onImport: () => void;
  onClear: () => void;
}) {
  return (
    <ChatMenu {...menu}>
      {hasMessages ? (
        <ExportItems avatarId={avatarId} prefix="Export as " />
      ) : (
        FORMATS.map(({ format, label }) => (
          <DropdownMenuItem key={format} disabled>
            <Download aria-hidden="true" />
            Export as {label}
          </DropdownMenuItem>
        ))
      )}
      <DropdownMenuItem disabled={importing} onSelect={onImport}>
        <Upload aria-hidden="true" />
        Import chat
      </DropdownMenuItem>
      <DropdownMenuSeparator />
      <DropdownMenuItem disabled={clearing || !hasMessages} onSelect={onClear}>
        <Trash2 aria-hidden="true" />
        Clear chat history
      </DropdownMenuItem>
    </ChatMenu>
  );
}
