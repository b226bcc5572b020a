import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { type ComponentProps, useRef } from 'react';
import { cn } from '../../lib/cn.ts';
import { useEscapeUnderToast } from './escape-under-toast.ts';

export const Dialog = DialogPrimitive.Root;

/**
 * Closing gives focus back to what opened the dialog (the WAI-ARIA dialog pattern). Radix
 * returns it only to a `DialogTrigger`, and most of ours are opened from elsewhere (a content
 * tile, a row's button, a menu): focus fell to the page's body, and a keyboard or screen
 * reader user started again from the top.
 * Escape closes it even when a toast raised meanwhile is the newest layer (escape-under-toast.ts).
 */
export function DialogContent({
  className,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  onEscapeKeyDown,
  ...props
}: Omit<ComponentProps<typeof DialogPrimitive.Content>, 'ref'>) {
  const opener = useRef<Element | null>(null);
  const close = useRef<HTMLButtonElement>(null);
  // The Close button's click is Radix's own way out: onOpenChange(false), focus given back.
  const contentRef = useEscapeUnderToast((event) => {
    onEscapeKeyDown?.(event);
    if (!event.defaultPrevented) close.current?.click();
  });
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/60 backdrop-blur-sm data-[state=open]:animate-fade-in" />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(
          'fixed top-1/2 left-1/2 z-50 grid max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-2xl border bg-card p-6 text-card-foreground shadow-xl data-[state=open]:animate-fade-in',
          className,
        )}
        {...props}
        ref={contentRef}
        onEscapeKeyDown={onEscapeKeyDown}
        onOpenAutoFocus={(event) => {
          // Focus has not moved into the dialog yet.
          opener.current = document.activeElement;
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          const element = opener.current;
          opener.current = null;
          // An opener that is gone (a menu item) leaves it to Radix: its trigger, if any.
          if (event.defaultPrevented || !(element instanceof HTMLElement) || !element.isConnected) return;
          event.preventDefault();
          element.focus();
        }}
      >
        {children}
        <DialogPrimitive.Close
          ref={close}
          aria-label="Close"
          className="absolute top-3 right-3 rounded-md p-1.5 opacity-70 hover:bg-accent hover:opacity-100"
        >
          <X className="size-4" aria-hidden="true" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-xl font-semibold', className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-sm text-muted-foreground', className)} {...props} />;
}
