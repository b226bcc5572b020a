import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { ONLINE_MENU_CLOSE_DELAY_MS } from '../../../../shared/constants.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { IntentModule, standInEvents, useIntentModule } from '../../../lib/load-on-intent.ts';
import { useOnlineAvatars } from '../api/get-online-avatars.ts';

const dropdown = new IntentModule(() => import('./online-now-dropdown.tsx'));

/**
 * Header 'Online Now' dropdown (spec §2): a count badge, one link per online avatar, opens
 * on hover or click and closes 500 ms after the pointer leaves both button and list.
 * Until the visitor first points at, focuses or presses the button, a plain button stands
 * in for the menu, so the menu's code is not part of the first page load.
 */
export function OnlineNowMenu({ className }: { className?: string }) {
  const { data, isPending } = useOnlineAvatars();
  const [open, setOpen] = useState(false);
  const [openedByKeyboard, setOpenedByKeyboard] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const standIn = useRef<HTMLButtonElement>(null);
  const { module, hadFocus, request } = useIntentModule(dropdown, standIn);
  const cancelClose = () => clearTimeout(closeTimer.current);
  const scheduleClose = () => {
    cancelClose();
    closeTimer.current = setTimeout(() => setOpen(false), ONLINE_MENU_CLOSE_DELAY_MS);
  };
  useEffect(() => () => clearTimeout(closeTimer.current), []);
  const avatars = data ?? [];

  const trigger = {
    variant: 'ghost',
    size: 'sm',
    className: cn('gap-2 px-2.5', className),
    onPointerEnter: (e: PointerEvent) => {
      if (e.pointerType !== 'mouse') return;
      cancelClose();
      setOpen(true);
    },
    onPointerLeave: (e: PointerEvent) => {
      if (e.pointerType === 'mouse') scheduleClose();
    },
    // Opened by hovering, a click should not close it again straight away.
    onPointerDown: (e: PointerEvent) => {
      if (open && e.pointerType === 'mouse') e.preventDefault();
    },
    'data-testid': 'online-now-trigger',
    children: (
      <>
        <span aria-hidden="true" className="relative flex size-2.5">
          {/* Pings a few times when the count changes, then rests: an endless animation keeps
              the compositor (and a phone's battery) busy on every page. */}
          <span
            key={isPending ? 'pending' : avatars.length}
            className="absolute inline-flex size-full animate-ping rounded-full bg-success opacity-60 [animation-fill-mode:forwards] [animation-iteration-count:3] motion-reduce:hidden"
          />
          <span className="relative inline-flex size-2.5 rounded-full bg-success" />
        </span>
        <span className="sr-only lg:not-sr-only">Online Now</span>
        <span
          className="min-w-6 rounded-full bg-primary px-1.5 py-0.5 text-xs font-semibold text-primary-foreground tabular-nums"
          data-testid="online-now-count"
        >
          {isPending ? '…' : avatars.length}
        </span>
        <span className="sr-only">online</span>
      </>
    ),
  } as const;

  if (module) {
    return (
      <module.OnlineNowDropdown
        open={open}
        onOpenChange={setOpen}
        trigger={trigger}
        takeFocus={hadFocus}
        openedByKeyboard={openedByKeyboard}
        avatars={avatars}
        isPending={isPending}
        onPointerEnterList={cancelClose}
        onPointerLeaveList={(e) => {
          if (e.pointerType === 'mouse') scheduleClose();
        }}
      />
    );
  }
  // The stand-in asks for the menu at the first sign of interest and opens it on the same
  // gestures as the real trigger (hover, press, Enter, Space, ArrowDown).
  const events = standInEvents(
    request,
    (byKeyboard) => {
      setOpenedByKeyboard(byKeyboard);
      setOpen(true);
    },
    ['ArrowDown'],
  );
  return (
    <Button
      ref={standIn}
      {...trigger}
      aria-haspopup="menu"
      aria-expanded={false}
      {...events}
      onPointerEnter={(e) => {
        events.onPointerEnter();
        trigger.onPointerEnter(e);
      }}
    />
  );
}
