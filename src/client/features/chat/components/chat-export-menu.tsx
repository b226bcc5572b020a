import { type ComponentProps, useRef } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu.tsx';
import { useTakeOverFocus } from '../../../lib/load-on-intent.ts';
import { chatExportUrl } from '../api/chat-transfer.ts';

/** The Radix part of the chat's Export ▾ menu, loaded when the visitor first reaches for it. */
export function ChatExportMenu({
  avatarId,
  open,
  onOpenChange,
  trigger,
  takeFocus,
}: {
  avatarId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The trigger button's props and content, the same as the stand-in's. */
  trigger: ComponentProps<typeof Button>;
  /** The stand-in had the focus when this replaced it. */
  takeFocus: boolean;
}) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  useTakeOverFocus(triggerRef, takeFocus, open);
  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>
        <Button ref={triggerRef} {...trigger} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem asChild>
          <a href={chatExportUrl(avatarId, 'jsonl')} download>
            JSONL (SillyTavern)
          </a>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <a href={chatExportUrl(avatarId, 'markdown')} download>
            Markdown
          </a>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
