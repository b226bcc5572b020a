import { DropdownMenu as DropdownPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { CloseLayer, useCloseOnEscapeUnderToast, useOpenState } from './escape-under-toast.ts';

/** Escape in the menu closes it even when a toast raised meanwhile is the newest layer (escape-under-toast.ts). */
export function DropdownMenu({
  open,
  defaultOpen,
  onOpenChange,
  ...props
}: ComponentProps<typeof DropdownPrimitive.Root>) {
  const state = useOpenState({ open, defaultOpen, onOpenChange });
  return (
    <CloseLayer value={state.close}>
      <DropdownPrimitive.Root {...props} open={state.open} onOpenChange={state.onOpenChange} />
    </CloseLayer>
  );
}

export const DropdownMenuTrigger = DropdownPrimitive.Trigger;

export function DropdownMenuContent({
  className,
  onEscapeKeyDown,
  ...props
}: Omit<ComponentProps<typeof DropdownPrimitive.Content>, 'ref'>) {
  const contentRef = useCloseOnEscapeUnderToast(onEscapeKeyDown);
  return (
    <DropdownPrimitive.Portal>
      <DropdownPrimitive.Content
        data-slot="dropdown-menu-content"
        sideOffset={6}
        className={cn(
          'z-50 min-w-44 overflow-hidden rounded-xl border bg-card p-1 text-card-foreground shadow-lg',
          className,
        )}
        {...props}
        ref={contentRef}
        onEscapeKeyDown={onEscapeKeyDown}
      />
    </DropdownPrimitive.Portal>
  );
}

export function DropdownMenuItem({ className, ...props }: ComponentProps<typeof DropdownPrimitive.Item>) {
  return (
    <DropdownPrimitive.Item
      data-slot="dropdown-menu-item"
      className={cn(
        'flex cursor-default items-center gap-2 rounded-md px-3 py-2 text-sm outline-none select-none data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground data-[disabled]:opacity-50 [&_svg]:size-4',
        className,
      )}
      {...props}
    />
  );
}

export const DropdownMenuSeparator = ({ className, ...props }: ComponentProps<typeof DropdownPrimitive.Separator>) => (
  <DropdownPrimitive.Separator className={cn('my-1 h-px bg-border', className)} {...props} />
);
