import { DropdownMenu as DropdownPrimitive } from 'radix-ui';
import { type ComponentProps, type PointerEvent, useRef } from 'react';
import type { OnlineAvatar } from '../../../../shared/contracts/avatars.ts';
import { Button } from '../../../components/ui/button.tsx';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem } from '../../../components/ui/dropdown-menu.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useKeyboardOpenFocus, useTakeOverFocus } from '../../../lib/load-on-intent.ts';
import { NO_ONE_ONLINE, OnlineAvatarSummary } from './online-avatar-link.tsx';

export interface OnlineNowDropdownProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The trigger button's props and content, the same as the stand-in's. */
  trigger: ComponentProps<typeof Button>;
  /** The stand-in had the focus when this replaced it. */
  takeFocus: boolean;
  /** The stand-in was opened from the keyboard: the first avatar takes the focus. */
  openedByKeyboard: boolean;
  avatars: OnlineAvatar[];
  isPending: boolean;
  onPointerEnterList: () => void;
  onPointerLeaveList: (event: PointerEvent) => void;
}

/** The Radix part of the 'Online Now' menu, loaded when the visitor first reaches for it. */
export function OnlineNowDropdown({
  open,
  onOpenChange,
  trigger,
  takeFocus,
  openedByKeyboard,
  avatars,
  isPending,
  onPointerEnterList,
  onPointerLeaveList,
}: OnlineNowDropdownProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  useTakeOverFocus(triggerRef, takeFocus, open);
  const focusFirstItem = useKeyboardOpenFocus(openedByKeyboard && open);

  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange} modal={false}>
      <DropdownPrimitive.Trigger asChild>
        <Button ref={triggerRef} {...trigger} />
      </DropdownPrimitive.Trigger>
      <DropdownMenuContent
        align="end"
        className="w-80 max-w-[calc(100vw-2rem)]"
        // A press on the button is not a press outside: the button decides (opened by hovering,
        // a click keeps it open), instead of the menu closing under the pointer.
        onPointerDownOutside={(event) => {
          if (event.target instanceof Node && triggerRef.current?.contains(event.target)) event.preventDefault();
        }}
        onPointerEnter={onPointerEnterList}
        onPointerLeave={onPointerLeaveList}
        aria-label="Online Now"
        onFocus={focusFirstItem}
      >
        <DropdownPrimitive.Label className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          Online Now
        </DropdownPrimitive.Label>
        {/* Status rows are disabled items, so the menu always holds menu items. */}
        {isPending ? (
          <DropdownMenuItem disabled className="py-3 text-muted-foreground data-[disabled]:opacity-100">
            <Spinner /> Loading
          </DropdownMenuItem>
        ) : avatars.length === 0 ? (
          <DropdownMenuItem disabled className="py-3 text-muted-foreground data-[disabled]:opacity-100">
            {NO_ONE_ONLINE}
          </DropdownMenuItem>
        ) : (
          // Arrow keys move through the items (and scroll them into view); the tab stop lets
          // assistive tools see that the scrolling list is reachable from the keyboard.
          <DropdownPrimitive.Group
            aria-label="Online avatars"
            tabIndex={0}
            className="max-h-[min(60vh,26rem)] overflow-y-auto"
          >
            {avatars.map((avatar) => (
              <DropdownMenuItem key={avatar.id} asChild className="gap-3 py-2">
                <Link to={`/avatar/${avatar.id}`}>
                  <OnlineAvatarSummary avatar={avatar} />
                </Link>
              </DropdownMenuItem>
            ))}
          </DropdownPrimitive.Group>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
