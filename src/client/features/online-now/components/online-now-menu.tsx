import { DropdownMenu as DropdownPrimitive } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ONLINE_MENU_CLOSE_DELAY_MS } from '../../../../shared/constants.ts';
import { Button } from '../../../components/ui/button.tsx';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem } from '../../../components/ui/dropdown-menu.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { useOnlineAvatars } from '../api/get-online-avatars.ts';
import { NO_ONE_ONLINE, OnlineAvatarSummary } from './online-avatar-link.tsx';

/**
 * Header 'Online Now' dropdown (spec §2): a count badge, one link per online avatar, opens
 * on hover or click and closes 500 ms after the pointer leaves both button and list.
 */
export function OnlineNowMenu({ className }: { className?: string }) {
  const { data, isPending } = useOnlineAvatars();
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const cancelClose = () => clearTimeout(closeTimer.current);
  const scheduleClose = () => {
    cancelClose();
    closeTimer.current = setTimeout(() => setOpen(false), ONLINE_MENU_CLOSE_DELAY_MS);
  };
  useEffect(() => () => clearTimeout(closeTimer.current), []);
  const avatars = data ?? [];

  return (
    <DropdownMenu open={open} onOpenChange={setOpen} modal={false}>
      <DropdownPrimitive.Trigger asChild>
        <Button
          variant="ghost"
          size="sm"
          className={cn('gap-2 px-2.5', className)}
          onPointerEnter={(e) => {
            if (e.pointerType !== 'mouse') return;
            cancelClose();
            setOpen(true);
          }}
          onPointerLeave={(e) => {
            if (e.pointerType === 'mouse') scheduleClose();
          }}
          // Opened by hovering, a click should not close it again straight away.
          onPointerDown={(e) => {
            if (open && e.pointerType === 'mouse') e.preventDefault();
          }}
          data-testid="online-now-trigger"
        >
          <span aria-hidden="true" className="relative flex size-2.5">
            <span className="absolute inline-flex size-full animate-ping rounded-full bg-success opacity-60 motion-reduce:hidden" />
            <span className="relative inline-flex size-2.5 rounded-full bg-success" />
          </span>
          <span className="sr-only lg:not-sr-only">Online Now</span>
          <span
            className="min-w-6 rounded-full bg-success/15 px-1.5 py-0.5 text-xs font-semibold text-[color-mix(in_oklch,var(--color-success)_65%,var(--color-foreground))] tabular-nums"
            data-testid="online-now-count"
          >
            {isPending ? '…' : avatars.length}
          </span>
          <span className="sr-only">online</span>
        </Button>
      </DropdownPrimitive.Trigger>
      <DropdownMenuContent
        align="end"
        className="w-80 max-w-[calc(100vw-2rem)]"
        onPointerEnter={cancelClose}
        onPointerLeave={(e) => {
          if (e.pointerType === 'mouse') scheduleClose();
        }}
        aria-label="Online Now"
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
